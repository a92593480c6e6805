import { appointments } from '../../../resources/appointments/appointments.resource.ts';
import type { ChoicesOf } from '../../engine/entity-plugin.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { setFields } from '../../engine/record-actions.ts';
import { type FieldErrors, invalid } from '../../http/app-error.ts';
import { storeChoices } from '../accounts/account-choices.ts';
import { customerChoices, guideChoices } from '../customers/customer-choices.ts';
import { customerOwner } from '../customers/customers.repository.ts';
import { activityNames, activityOfMerchant, storeOfMerchant } from './appointments.repository.ts';

const activityChoices: ChoicesOf = async ({ db, scope }, only) =>
  scope.kind === 'merchant' ? (await activityNames(db, scope, only, 1_000)).map((row) => ({ id: Number(row.id), name: row.name })) : [];

/**
 * Appointments' server side: the customer, store, guide and activity must be the merchant's (and
 * the customer one the writer sees); without a guide named, the appointment is its customer's
 * guide's. The state moves through the declared machine.
 */
export const appointmentsServer = entityPlugin(appointments, {
  validate: async ({ trx, ctx, action, values }) => {
    const errors: FieldErrors = {};
    if (action === 'create' && !(await customerOwner(trx, ctx.scope, values.customer_id))) errors.customer_id = ['validation.unknownRecord'];
    if (!(await storeOfMerchant(trx, ctx.scope, values.store_id))) errors.store_id = ['validation.unknownRecord'];
    if (values.activity_id !== null && !(await activityOfMerchant(trx, ctx.scope, values.activity_id))) errors.activity_id = ['validation.unknownRecord'];
    if (Object.keys(errors).length) throw invalid(errors);
  },
  prepare: async ({ trx, ctx, action, values }) => {
    if (action !== 'create' || values.sale_id !== null) return {};
    return { sale_id: (await customerOwner(trx, ctx.scope, values.customer_id))?.sale_id ?? null };
  },
  actions: {
    confirm: { run: setFields(() => ({ state: 'confirmed' })) },
    cancel: { run: setFields(() => ({ state: 'cancelled' })) },
    complete: { run: setFields(() => ({ state: 'done' })) },
  },
  choices: { customer_id: customerChoices, store_id: storeChoices, sale_id: guideChoices, activity_id: activityChoices },
});
