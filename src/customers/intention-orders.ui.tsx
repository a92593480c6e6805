import { intentionOrders } from '../../resources/intention-orders/intention-orders.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { itemsFromForm, OrderItemsDisplay, OrderItemsEditor } from './OrderItemsEditor.tsx';
import { OrderStatusDialog } from './OrderStatusDialog.tsx';
import { OrderStatusCell } from './OrderStatusTag.tsx';
import { OrderNumberCell } from './RecordLinkCells.tsx';

/**
 * The intention orders' browser extension (resources/intention-orders/intention-orders.resource.ts):
 * the number opens the order's page, the status is a coloured tag, `status` picks any status in a
 * dialog, and the goods lines are edited line by line (the create drawer and the order page alike).
 */
export const resourceUi = resourceUiFor(intentionOrders, {
  actions: { status: { BodyDialog: OrderStatusDialog } },
  cells: { number: OrderNumberCell, status: OrderStatusCell },
  widgets: { 'order-items': { Editor: OrderItemsEditor, Display: OrderItemsDisplay, fromForm: itemsFromForm } },
});
