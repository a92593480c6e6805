import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IntentionOrderStatus } from '../../resources/intention-orders/intention-orders.resource.ts';
import { statusLabel } from './OrderStatusDialog.tsx';

/** Each spec §4 status's colour: open ones blue or orange, done green, lost grey or red. */
const COLORS: Record<IntentionOrderStatus, string> = {
  untreated: 'processing',
  unpaid: 'warning',
  not_opened: 'default',
  order_placed: 'cyan',
  finished: 'success',
  invalid: 'default',
  chargeback: 'error',
};

/** An intention order's status as a coloured tag. */
export function OrderStatusTag({ status }: { status: unknown }) {
  const { t } = useTranslation();
  if (typeof status !== 'string') return null;
  return (
    <Tag color={COLORS[status as IntentionOrderStatus]} style={{ marginInlineEnd: 0 }} data-testid="order-status">
      {t(statusLabel(status))}
    </Tag>
  );
}

/** The order list's status cell. */
export function OrderStatusCell({ row }: { row: Readonly<Record<string, unknown>> }) {
  return <OrderStatusTag status={row.status} />;
}
