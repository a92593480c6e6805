import { useList } from '@refinedev/core';
import { Button, Empty, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intentionOrders } from '../../resources/intention-orders/intention-orders.resource.ts';
import { formatDateTime } from '../engine/date-format.ts';
import { businessZoneTitle } from '../engine/list-columns.tsx';
import { NumberValue } from '../engine/NumberValue.tsx';
import { orderEditPath } from './customer-paths.ts';
import { OrderStatusTag } from './OrderStatusTag.tsx';

/** The newest orders the tab shows; the order list, filtered by the customer, has the rest. */
const SHOWN = 50;

interface OrderRow {
  id: number;
  number: string;
  status: string;
  goods_count: number;
  amount: number;
  ordered_at: string;
}

const field = (name: string) => `resources.intention-orders.fields.${name}`;

/** A customer's intention orders, newest first, each opening its order page (the order list filtered by `customer_id`). */
export function CustomerOrders({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation();
  const filter = [{ field: 'customer_id', operator: 'eq' as const, value: customerId }];
  const { result, query } = useList<OrderRow>({
    resource: intentionOrders.name,
    filters: filter,
    sorters: [{ field: 'id', order: 'desc' }],
    pagination: { currentPage: 1, pageSize: SHOWN },
    errorNotification: false,
  });
  const more = (result.total ?? 0) > result.data.length;
  return (
    <Flex vertical gap={8} data-testid="customer-orders">
      <Table<OrderRow>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={result.data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customerPages.orders.empty')} /> }}
        columns={[
          {
            key: 'number',
            title: t(field('number')),
            render: (_, row) => (
              <Link to={orderEditPath(row.id)} translate="no">
                {row.number}
              </Link>
            ),
          },
          { key: 'status', title: t(field('status')), render: (_, row) => <OrderStatusTag status={row.status} /> },
          { key: 'goods_count', title: t(field('goods_count')), align: 'right', render: (_, row) => <NumberValue value={row.goods_count} unit="count" /> },
          { key: 'amount', title: t(field('amount')), align: 'right', render: (_, row) => <NumberValue value={Number(row.amount)} unit="currency" /> },
          { key: 'ordered_at', title: businessZoneTitle(t(field('ordered_at'))), render: (_, row) => formatDateTime(row.ordered_at, i18n.language) },
        ]}
      />
      {more && (
        <Link to={`${intentionOrders.route}?customer_id=${customerId}`} style={{ alignSelf: 'flex-start' }}>
          <Button type="link">{t('customerPages.orders.all')}</Button>
        </Link>
      )}
    </Flex>
  );
}
