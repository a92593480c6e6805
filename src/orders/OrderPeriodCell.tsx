import { Popover, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceStatus } from '../../resources/orders/order-instance-status.ts';
import { formatDateTime } from '../engine/date-format.ts';

const COLORS: Record<InstanceStatus, string> = { effective: 'success', expired: 'default', ended: 'warning', frozen: 'processing' };
const text = (key: string) => `resources.orders.${key}`;

interface Instance {
  id: number;
  seq: number;
  status: InstanceStatus;
  starts_at: string;
  ends_at: string;
}

/** An instance's status as a coloured tag, in the reader's language. */
export function InstanceStatusTag({ row }: { row: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const status = row.instance_status as InstanceStatus | null;
  if (!status || !(status in COLORS)) return null;
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(text(`statuses.${status}`))}
    </Tag>
  );
}

/**
 * "Period 1 of 2", with every period of the order (its dates and state) one hover or tap away:
 * an order has one instance per period, and this is where they are read.
 */
export function OrderPeriodCell({ row }: { row: Readonly<Record<string, unknown>> }) {
  const { t, i18n } = useTranslation();
  const instances = (row.instances as Instance[] | undefined) ?? [];
  if (row.period === null || row.period === undefined) return null;
  const table = (
    <Table<Instance>
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={instances}
      columns={[
        { title: '#', dataIndex: 'seq', width: 40 },
        { title: t(text('fields.period_starts_at')), dataIndex: 'starts_at', render: (value: string) => formatDateTime(value, i18n.language) },
        { title: t(text('fields.period_ends_at')), dataIndex: 'ends_at', render: (value: string) => formatDateTime(value, i18n.language) },
        {
          title: t(text('fields.instance_status')),
          dataIndex: 'status',
          render: (status: InstanceStatus) => <Tag color={COLORS[status]}>{t(text(`statuses.${status}`))}</Tag>,
        },
      ]}
    />
  );
  return (
    <Popover content={table} title={String(row.number ?? '')} trigger={['hover', 'click']}>
      <Space size={4}>
        <Typography.Link data-testid="order-periods">{t(text('periodOf'), { period: row.period, periods: row.periods })}</Typography.Link>
      </Space>
    </Popover>
  );
}
