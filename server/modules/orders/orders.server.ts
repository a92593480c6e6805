import { sql } from 'kysely';
import { orders } from '../../../resources/orders/orders.resource.ts';
import type { Db } from '../../db/database.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { type FieldErrors, invalid } from '../../http/app-error.ts';
import { merchantChoices } from '../accounts/account-choices.ts';
import { instanceAction } from './order-actions.ts';
import { takeEffect } from './order-effects.ts';
import { currentInstance, expireDueInstances, loadOrder } from './order-instances.ts';

/** What an order is once made: its merchant, product and periods never change (amount and note may). */
const FIXED = ['merchant_id', 'product', 'edition', 'service', 'quantity', 'period_months', 'periods'] as const;

/** OC, the day (UTC) and a six-digit serial: OC20261124000042. */
async function nextNumber(trx: Db): Promise<string> {
  const { rows } = await sql<{
    number: string;
  }>`select 'OC' || to_char(now() at time zone 'UTC', 'YYYYMMDD') || lpad(nextval('order_number_seq')::text, 6, '0') as number`.execute(trx);
  return rows[0]!.number;
}

/**
 * The order centre's server side: the merchant must exist; a new order gets its number and its
 * maker, and its first period takes effect at once (the merchant's terms, caps and expiry change
 * in the same transaction); the hourly job expires periods and starts the next ones.
 */
export const ordersServer = entityPlugin(orders, {
  validate: async ({ trx, action, before, values }) => {
    const errors: FieldErrors = {};
    const merchant = await trx.selectFrom('merchants').select('id').where('id', '=', values.merchant_id).executeTakeFirst();
    if (!merchant) errors.merchant_id = ['validation.noSuchMerchant'];
    if (action === 'update') for (const name of FIXED) if (values[name] !== before[name]) errors[name] = ['validation.orderFixed'];
    if (Object.keys(errors).length) throw invalid(errors);
  },
  prepare: async ({ trx, ctx, action }) =>
    action === 'create' ? { number: await nextNumber(trx), created_by: ctx.session.accountId, created_by_name: ctx.session.username } : {},
  afterWrite: async (trx, _resource, event, ctx) => {
    if (event.action !== 'create') return;
    // The view's trigger made period 1 with the order: it takes effect now.
    const first = await currentInstance(trx, event.id);
    if (first) await takeEffect(trx, ctx.bus, await loadOrder(trx, event.id), first);
  },
  actions: { freeze: instanceAction('freeze'), unfreeze: instanceAction('unfreeze'), end: instanceAction('end') },
  choices: { merchant_id: merchantChoices },
  scheduledJobs: [
    {
      name: 'order-instance-expiry',
      // Hourly, ten minutes past: a period ends within the hour its end passes.
      cron: '10 * * * *',
      run: async ({ db, bus, log }) => {
        const expired = await expireDueInstances(db, bus);
        if (expired) log.info({ expired }, 'order centre: periods expired normally');
      },
    },
  ],
});
