import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import type { Machine } from '../engine/machines.ts';

/** Spec §4's order statuses, in the spec's order. */
export const INTENTION_ORDER_STATUSES = ['untreated', 'finished', 'invalid', 'unpaid', 'not_opened', 'order_placed', 'chargeback'] as const;
export type IntentionOrderStatus = (typeof INTENTION_ORDER_STATUSES)[number];

/** Goods lines an order may hold, and the most of one line (sanity bounds, not the spec's). */
export const ORDER_ITEMS_MAX = 50;
export const ORDER_QUANTITY_MAX = 9_999;
export const ORDER_ROOM_MAX = 50;
export const ORDER_NOTE_MAX = 500;

/**
 * Spec §4 lists the statuses and says only that choosing the same status again is rejected: any
 * status moves to any other through `status` (the `edit` permission of the orders page, which the
 * demo guide holds), and the engine answers "Status unchanged" for the same one.
 */
export const INTENTION_ORDER_MACHINE: Machine<IntentionOrderStatus> = {
  states: INTENTION_ORDER_STATUSES,
  moves: [{ action: 'status', from: INTENTION_ORDER_STATUSES, to: { body: INTENTION_ORDER_STATUSES } }],
};

/**
 * One goods line: the goods and how many. Its name and unit price are the goods' own when the line
 * is written (the server reads them; what a body says of them is ignored), so an order keeps what
 * was asked for even after the goods change.
 */
export const orderItemSchema = z.strictObject({
  commodity_id: z.number().int().positive(),
  quantity: z.number().int().min(1).max(ORDER_QUANTITY_MAX),
  name: z.string().max(200).optional().meta({ description: "The goods' name when the line was written (set by the server)" }),
  price: z.number().min(0).optional().meta({ description: "The goods' unit price when the line was written (set by the server)" }),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const statusOptions = INTENTION_ORDER_STATUSES.map((value) => ({ value, label: `resources.intention-orders.statuses.${value}` }));

/**
 * Intention orders (spec §3 "Intention order", §4 order statuses): what a customer would like to
 * buy, made by the customer through `/app-api/` or by a guide or manager here. The order is the
 * customer's guide's (`sale_id`) and store's, so a guide sees the orders of its own customers only.
 * Its number, goods count and amount are the server's; orders are never deleted (a hand-over moves
 * them, spec §6), only marked invalid or charged back.
 */
export const intentionOrders = defineResource({
  name: 'intention-orders',
  route: '/customManagement/order',
  table: 'intention_orders',
  tenancy: 'merchant',
  saleColumn: 'sale_id',
  titleField: 'number',
  defaultSort: '-id',
  deletion: 'none',
  export: true,
  recordActions: [{ name: 'status', action: 'edit', body: z.strictObject({ status: z.enum(INTENTION_ORDER_STATUSES) }) }],
  machines: { status: INTENTION_ORDER_MACHINE },
  fields: {
    number: field.text(z.string(), { readOnly: true, search: true, list: { sortable: true, width: 170 } }),
    status: field.select(z.enum(INTENTION_ORDER_STATUSES), statusOptions, { readOnly: true, filter: 'in', list: { width: 110 } }),
    customer_id: field.reference(z.number().int().positive(), { createOnly: true, filter: 'eq', list: { width: 130 } }),
    sale_id: field.reference(z.number().int().positive().nullable(), { readOnly: true, filter: 'eq', list: { width: 120 } }),
    store_id: field.reference(z.number().int().positive().nullable(), { readOnly: true, filter: 'eq', list: { defaultHidden: true, width: 120 } }),
    room: field.text(z.string().trim().max(ORDER_ROOM_MAX).default(''), { list: { defaultHidden: true, width: 110 } }),
    items: field.json(z.array(orderItemSchema).min(1).max(ORDER_ITEMS_MAX), { widget: 'order-items', list: false }),
    goods_count: field.number(z.number().int(), { readOnly: true, unit: 'count', list: { sortable: true, width: 100 } }),
    amount: field.number(z.number(), { readOnly: true, unit: 'currency', list: { sortable: true, width: 120 }, filter: 'range' }),
    note: field.textarea(z.string().trim().max(ORDER_NOTE_MAX).default(''), { list: { defaultHidden: true } }),
    ordered_at: field.datetime(z.string(), { readOnly: true, filter: 'range', list: { sortable: true } }),
  },
});
