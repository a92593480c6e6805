import { useOne } from '@refinedev/core';
import { Button, Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customers } from '../../resources/customers/customers.resource.ts';
import { intentionOrders } from '../../resources/intention-orders/intention-orders.resource.ts';
import { FieldValue } from '../engine/FieldValue.tsx';
import { RecordActionDialog } from '../engine/RecordActionsMenu.tsx';
import type { EngineRecord } from '../engine/list-columns.tsx';
import { ReferenceName } from '../engine/ReferenceSelect.tsx';
import { useRecordActions } from '../engine/useRecordActions.ts';
import { customerDetailPath } from './customer-paths.ts';
import { OrderStatusTag } from './OrderStatusTag.tsx';

const choicesOf = (name: string) => intentionOrders.fieldList.find((field) => field.name === name)?.choices ?? '';
const fieldOf = (name: string) => intentionOrders.fieldList.find((field) => field.name === name)!;

/** The order's customer by name, opening its detail page (its mini-program user read from the customer). */
function CustomerLink({ customerId }: { customerId: number }) {
  const { result } = useOne({ resource: customers.name, id: customerId, queryOptions: { retry: false }, errorNotification: false });
  return (
    <Link to={customerDetailPath(customerId, result?.mp_user_id)} data-testid="order-customer">
      <ReferenceName path={choicesOf('customer_id')} value={customerId} />
    </Link>
  );
}

/** The status with the `status` action beside it, for whoever holds it: any status may be picked (the same one is refused by the server). */
function StatusControl({ order }: { order: EngineRecord }) {
  const { t } = useTranslation();
  const recordActions = useRecordActions(intentionOrders);
  const move = recordActions.actions.find((action) => action.name === 'status');
  return (
    <Flex gap={8} align="center" wrap>
      <OrderStatusTag status={order.status} />
      {move && (
        <Button size="small" onClick={() => recordActions.start(move, [order.id], order)} loading={recordActions.busy} data-testid="order-change-status">
          {t('customerPages.order.changeStatus')}
        </Button>
      )}
      <RecordActionDialog recordActions={recordActions} />
    </Flex>
  );
}

/** An intention order's header: its number, customer, guide, store, status (with its change), goods count and amount as the server priced them. */
export function OrderHeader({ order }: { order: EngineRecord }) {
  const { t } = useTranslation();
  const label = (name: string) => t(`resources.intention-orders.fields.${name}`);
  const shown = (name: string) => <FieldValue field={fieldOf(name)} value={order[name]} full />;
  return (
    <Card size="small" data-testid="order-header">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'number', label: label('number'), children: <span translate="no">{String(order.number)}</span> },
          { key: 'customer', label: t('customerPages.order.customer'), children: <CustomerLink customerId={Number(order.customer_id)} /> },
          { key: 'status', label: label('status'), children: <StatusControl order={order} /> },
          { key: 'sale_id', label: label('sale_id'), children: shown('sale_id') },
          { key: 'store_id', label: label('store_id'), children: shown('store_id') },
          { key: 'ordered_at', label: label('ordered_at'), children: shown('ordered_at') },
          { key: 'goods_count', label: label('goods_count'), children: <span data-testid="order-goods-count">{shown('goods_count')}</span> },
          { key: 'amount', label: label('amount'), children: <span data-testid="order-amount">{shown('amount')}</span> },
        ]}
      />
    </Card>
  );
}
