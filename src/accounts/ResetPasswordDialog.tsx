import { ActionDialogModal } from '../engine/ActionDialogModal.tsx';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '../engine/record-action-ui.ts';
import { nestedRule, schemaIssues } from '../engine/nested-rules.ts';

type Values = { password: string; confirm: string };

/** The dialog's own props: `texts` is the resource's text prefix (`resources.staff`), for its labels. */
export type ResetPasswordDialogProps = ActionDialogProps & { texts: string };

/**
 * Sets an account's new password (spec §5: 6–20 characters, judged by the action's own body
 * schema). The confirmation only guards against a typo: it is checked here and never sent.
 */
export function ResetPasswordDialog({ open, title, count, schema, busy, onSubmit, onCancel, texts }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const issues = () => schemaIssues(schema, { password: form.getFieldValue('password') ?? '' });
  const matches = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_: unknown, value: unknown) => {
      if (value !== getFieldValue('password')) throw new Error(t('validation.passwordMismatch'));
    },
  });

  return (
    <ActionDialogModal open={open} title={title} count={count} busy={busy} onCancel={onCancel} form={form} data-testid="reset-password-dialog">
      <Form<Values> form={form} layout="vertical" onFinish={({ password }) => onSubmit({ password })} preserve={false}>
        <Form.Item name="password" label={t(`${texts}.newPassword`)} required rules={[nestedRule(issues, ['password'], t)]}>
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item name="confirm" label={t(`${texts}.confirmPassword`)} required dependencies={['password']} rules={[matches]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </ActionDialogModal>
  );
}
