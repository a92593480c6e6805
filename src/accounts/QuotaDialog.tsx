import { ActionDialogModal } from '../engine/ActionDialogModal.tsx';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_QUOTA_MAX } from '../../resources/accounts/merchant-accounts.resource.ts';
import type { ActionDialogProps } from '../engine/record-action-ui.ts';
import { nestedRule, schemaIssues } from '../engine/nested-rules.ts';

type Values = { account_quota: number | null };
const text = (key: string) => `resources.merchant-accounts.${key}`;

/** What the dialog opens with: the merchant's current quota (one record), else empty. */
const initialValues = (record: ActionDialogProps['record']): Values => ({
  account_quota: typeof record?.account_quota === 'number' ? record.account_quota : null,
});

/**
 * Sets how many sub-accounts a merchant may hold (spec §6), judged by the action's own body
 * schema: a cleared input is refused ("Required") rather than sent as null.
 */
export function QuotaDialog({ open, title, record, count, schema, busy, onSubmit, onCancel }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const issues = () => schemaIssues(schema, { account_quota: form.getFieldValue('account_quota') ?? undefined });

  return (
    <ActionDialogModal open={open} title={title} count={count} busy={busy} onCancel={onCancel} form={form} data-testid="quota-dialog">
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues(record)}
        onFinish={({ account_quota }) => onSubmit({ account_quota })}
        preserve={false}
      >
        <Form.Item name="account_quota" label={t(text('fields.account_quota'))} required rules={[nestedRule(issues, ['account_quota'], t)]}>
          <InputNumber min={0} max={ACCOUNT_QUOTA_MAX} precision={0} autoFocus style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ActionDialogModal>
  );
}
