import { useCustomMutation } from '@refinedev/core';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../providers/http.ts';
import { profileUpdateSchema } from '../../../resources/session/session.schema.ts';
import { useRequiredSession, useSessionStore } from '../../session/SessionContext.tsx';
import { fieldErrorsToAntd, zodRule } from '../../shell/zod-rule.ts';
import { AvatarPicker, DEFAULT_AVATARS } from './AvatarPicker.tsx';

type Values = { avatar: string; nickname: string; name: string; phone: string; email: string };
const fields = profileUpdateSchema.shape;

export function ProfileForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { profile } = useRequiredSession();
  const store = useSessionStore();
  const [form] = Form.useForm<Values>();
  const { mutateAsync, mutation } = useCustomMutation();

  const save = async (values: Values) => {
    try {
      await mutateAsync({ url: '/api/user/profile', method: 'put', values, successNotification: false, errorNotification: false });
      await store.reload();
      void message.success(t('toast.success'), 1.5);
    } catch (error) {
      form.setFields(fieldErrorsToAntd((error as ApiError).errors));
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={save}
      initialValues={{
        avatar: profile.avatar || DEFAULT_AVATARS[0],
        nickname: profile.nickname,
        name: profile.name,
        phone: profile.phone,
        email: profile.email ?? '',
      }}
    >
      <Form.Item label={t('account.avatar')} name="avatar">
        <AvatarPicker />
      </Form.Item>
      <Form.Item label={t('account.nickname')} name="nickname" rules={[zodRule(fields.nickname, t)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label={t('account.name')} name="name" rules={[zodRule(fields.name, t)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label={t('account.phone')} name="phone" rules={[zodRule(fields.phone, t)]}>
        <Input inputMode="numeric" maxLength={20} />
      </Form.Item>
      <Form.Item label={t('account.email')} name="email" rules={[zodRule(fields.email, t)]}>
        <Input type="email" maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="save-profile">
        {t('account.save')}
      </Button>
    </Form>
  );
}
