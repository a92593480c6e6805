import { useCustomMutation } from '@refinedev/core';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../providers/http.ts';
import { passwordChangeSchema } from '../../../resources/session/session.schema.ts';
import { fieldErrorsToAntd, zodRule } from '../../shell/zod-rule.ts';

type Values = { old_password: string; new_password: string; confirm_password: string };
const fields = passwordChangeSchema.shape;

/** Spec §5: 6–20 characters, new ≠ old, confirmation matches; the server checks all of it again. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { mutateAsync, mutation } = useCustomMutation();

  const save = async (values: Values) => {
    try {
      await mutateAsync({ url: '/api/user/password', method: 'put', values, successNotification: false, errorNotification: false });
      form.resetFields();
      void message.success(t('account.passwordChanged'), 3);
    } catch (error) {
      form.setFields(fieldErrorsToAntd((error as ApiError).errors));
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={save}>
      <Form.Item label={t('account.oldPassword')} name="old_password" rules={[zodRule(fields.old_password, t)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label={t('account.newPassword')}
        name="new_password"
        dependencies={['old_password']}
        rules={[
          zodRule(fields.new_password, t),
          ({ getFieldValue }) => ({
            validator: async (_, value) => {
              if (value && value === getFieldValue('old_password')) throw new Error(t('validation.passwordSameAsOld'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('account.confirmPassword')}
        name="confirm_password"
        dependencies={['new_password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, value) => {
              if (value !== getFieldValue('new_password')) throw new Error(t('validation.passwordMismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="change-password">
        {t('account.changePassword')}
      </Button>
    </Form>
  );
}
