import { orders } from '../../../resources/orders/orders.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { type FieldErrors, invalid } from '../../http/app-error.ts';
import { merchantChoices } from '../accounts/account-choices.ts';
import { merchantExists } from '../merchants/merchants.repository.ts';
import { instanceAction } from './orders.actions.ts';
import { expireDueInstances, firstPeriodTakesEffect } from './order-instances.ts';
import { nextOrderNumber } from './orders.repository.ts';

/** What an order is once made: its merchant, product and periods never change (amount and note may). */
const FIXED = ['merchant_id', 'product', 'edition', 'service', 'quantity', 'period_months', 'periods'] as const;

/**
 * The order centre's server side: the merchant must exist; a new order gets its number and its
 * maker, and its first period takes effect at once (the merchant's terms, caps and expiry change
 * in the same transaction); the hourly job expires periods and starts the next ones.
 */
export const ordersServer = entityPlugin(orders, {
  validate: async ({ trx, action, before, values }) => {
    const errors: FieldErrors = {};
    if (!(await merchantExists(trx, values.merchant_id))) errors.merchant_id = ['validation.noSuchMerchant'];
    if (action === 'update') for (const name of FIXED) if (values[name] !== before[name]) errors[name] = ['validation.orderFixed'];
    if (Object.keys(errors).length) throw invalid(errors);
  },
  prepare: async ({ trx, ctx, action }) =>
    action === 'create' ? { number: await nextOrderNumber(trx), created_by: ctx.session.accountId, created_by_name: ctx.session.username } : {},
  afterWrite: async (trx, _resource, event, ctx) => {
    if (event.action === 'create') await firstPeriodTakesEffect(trx, ctx.bus, event.id);
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
