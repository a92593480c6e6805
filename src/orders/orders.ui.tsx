import { orders } from '../../resources/orders/orders.resource.ts';
import { type InstanceStatus, instanceTarget } from '../../resources/orders/order-instance-status.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { InstanceStatusTag, OrderPeriodCell } from './OrderPeriodCell.tsx';

const can = (move: 'freeze' | 'unfreeze' | 'end') => (row: Readonly<Record<string, unknown>>) =>
  Boolean(row.instance_status && instanceTarget(row.instance_status as InstanceStatus, move));

/**
 * The order centre's browser extension (resources/orders/orders.resource.ts): the current
 * period's state as a tag, every period in a popover, and freeze, unfreeze and end offered only
 * where the current period can move that way.
 */
export const resourceUi = resourceUiFor(orders, {
  actions: { freeze: { shownFor: can('freeze') }, unfreeze: { shownFor: can('unfreeze') }, end: { shownFor: can('end') } },
  cells: { instance_status: InstanceStatusTag, period: OrderPeriodCell },
});
