import { intentionOrders, type OrderItem } from '../../../resources/intention-orders/intention-orders.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { setFields } from '../../engine/record-actions.ts';
import { invalid } from '../../http/app-error.ts';
import { storeChoices } from '../accounts/account-choices.ts';
import { giveBackOnOrderWrite } from '../coupons/coupon-claims.service.ts';
import { customerChoices, ownerChoices } from '../customers/customer-choices.ts';
import { customerOwner, recountOrders } from '../customers/customers.repository.ts';
import { intentionOrdersRoutes } from './intention-orders.routes.ts';
import { nextIntentionOrderNumber } from './intention-orders.repository.ts';
import { type PricedOrder, priceOrder } from './order-pricing.ts';

/** Prepared columns go to the database as they are: the lines as JSON text (pg would send an array as a SQL array). */
const storable = ({ items, ...totals }: PricedOrder) => ({ ...totals, items: JSON.stringify(items) });

/**
 * Intention orders' server side: the customer must be one the writer sees; a new order gets its
 * number and its customer's guide and store; its lines are priced from the merchant's goods
 * (order-pricing.ts); the customer's order count follows every write. The status moves through
 * the `status` action, judged by the declared machine; the engine audits each move.
 */
export const intentionOrdersServer = entityPlugin(intentionOrders, {
  validate: async ({ trx, ctx, action, values }) => {
    if (action === 'create' && !(await customerOwner(trx, ctx.scope, values.customer_id))) throw invalid({ customer_id: ['validation.unknownRecord'] });
  },
  prepare: async ({ trx, ctx, action, values, before }) => {
    const beforeItems = (before?.items ?? []) as OrderItem[];
    const itemsChanged = action === 'create' || JSON.stringify(values.items) !== JSON.stringify(beforeItems);
    const priced = itemsChanged ? storable(await priceOrder(trx, ctx.scope, values.items as OrderItem[], beforeItems)) : {};
    if (action !== 'create') return priced;
    const owner = (await customerOwner(trx, ctx.scope, values.customer_id))!;
    return { ...priced, number: await nextIntentionOrderNumber(trx), sale_id: owner.sale_id, store_id: owner.store_id, status: 'untreated' };
  },
  afterWrite: async (trx, _resource, event, ctx) => {
    const customer = (event.after ?? event.before).customer_id as number;
    if (event.action !== 'update') await recountOrders(trx, customer);
    // An order moved to invalid or chargeback gives its coupon copy back (coupons).
    await giveBackOnOrderWrite(trx, ctx.scope, event);
  },
  actions: { status: { run: setFields(({ body }) => ({ status: body.status })) } },
  choices: { customer_id: customerChoices, sale_id: ownerChoices, store_id: storeChoices },
  routes: intentionOrdersRoutes,
});
