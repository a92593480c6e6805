import { customers } from '../../../resources/customers/customers.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { conflict, invalid } from '../../http/app-error.ts';
import { storeChoices } from '../accounts/account-choices.ts';
import { ownerChoices } from './customer-choices.ts';
import { customerDetailRoutes } from './customer-detail.routes.ts';
import { handOverCustomers, ordersOfCustomer, phoneTaken, storeOfAccount } from './customers.repository.ts';

/**
 * The customers' server side: one customer per phone and merchant; a customer added here comes
 * from the back office and, added by a guide, is that guide's (the scope's insert makes it so) in
 * the guide's store; one with intention orders is never deleted (orders are the merchant's
 * history); a deleted guide's customers are handed over or cleared (spec §6), never deleted.
 */
export const customersServer = entityPlugin(customers, {
  validate: async ({ trx, ctx, id, values }) => {
    if (values.phone && (await phoneTaken(trx, ctx.scope, values.phone, id))) throw invalid({ phone: ['validation.customerPhoneTaken'] });
  },
  prepare: async ({ trx, ctx, action }) => {
    if (action !== 'create') return {};
    const guide = ctx.scope.kind === 'merchant' ? ctx.scope.saleId : null;
    return { source: 'back_office', store_id: guide === null ? null : await storeOfAccount(trx, guide) };
  },
  beforeDelete: async ({ trx, id }) => {
    if ((await ordersOfCustomer(trx, id)) > 0) throw conflict('errors.customerHasOrders');
  },
  handOver: handOverCustomers,
  choices: { sale_id: ownerChoices, store_id: storeChoices },
  routes: customerDetailRoutes,
});
