import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { INTENTION_ORDER_STATUSES, type IntentionOrderStatus } from '../../resources/intention-orders/intention-orders.resource.ts';
import { ActionDialogModal } from '../engine/ActionDialogModal.tsx';
import type { ActionDialogProps } from '../engine/record-action-ui.ts';

type Values = { status?: IntentionOrderStatus };
export const statusLabel = (status: unknown) => `resources.intention-orders.statuses.${String(status)}`;

/**
 * The intention order's `status` action (spec §4): any status may be picked, the current one
 * included and preselected, so choosing it again gets the server's "Status unchanged" (shown by the
 * HTTP client over the dialog, which stays open to pick another).
 */
export function OrderStatusDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const current = props.record?.status as IntentionOrderStatus | undefined;
  return (
    <ActionDialogModal {...props} form={form} data-testid="order-status-dialog">
      {current && <Typography.Paragraph type="secondary">{t('customerPages.order.statusCurrent', { status: t(statusLabel(current)) })}</Typography.Paragraph>}
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ status: current }}
        onFinish={(values) => props.onSubmit({ status: values.status })}
      >
        <Form.Item name="status" label={t('customerPages.order.statusTarget')} rules={[{ required: true, message: t('validation.required') }]}>
          <Select data-testid="order-status-select" options={INTENTION_ORDER_STATUSES.map((status) => ({ value: status, label: t(statusLabel(status)) }))} />
        </Form.Item>
      </Form>
    </ActionDialogModal>
  );
}
