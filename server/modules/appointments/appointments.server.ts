import { appointments } from '../../../resources/appointments/appointments.resource.ts';
import type { ChoicesOf } from '../../engine/entity-plugin.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { setFields } from '../../engine/record-actions.ts';
import { type FieldErrors, invalid } from '../../http/app-error.ts';
import { storeChoices } from '../accounts/account-choices.ts';
import { customerChoices, ownerChoices } from '../customers/customer-choices.ts';
import { customerOwner, ownerRows } from '../customers/customers.repository.ts';
import { activityNames, activityOfMerchant, storeOfMerchant } from './appointments.repository.ts';

const activityChoices: ChoicesOf = async ({ db, scope }, only) =>
  scope.kind === 'merchant' ? (await activityNames(db, scope, only, 1_000)).map((row) => ({ id: Number(row.id), name: row.name })) : [];

/**
 * Appointments' server side: the customer must be one the writer sees (a guide: its own), the store
 * and the activity (not deleted) the merchant's, a named guide one of the merchant's accounts (a
 * shopping guide, or the store manager who took a customer over; a guide may name only itself); on an update only what changed is judged again, so a confirmed
 * appointment of an activity deleted since can still be done. Without a guide named, the
 * appointment is its customer's guide's; a guide's own are always its own (created or changed).
 * The state moves through the declared machine (confirm, cancel, complete: `edit` on the activity centre).
 */
export const appointmentsServer = entityPlugin(appointments, {
  validate: async ({ trx, ctx, action, before, values }) => {
    const errors: FieldErrors = {};
    const changed = (name: 'store_id' | 'sale_id' | 'activity_id') => action === 'create' || before[name] !== values[name];
    // The declaration takes any text as a time: one that is none is a 422 here, not the database's 500.
    if (Number.isNaN(Date.parse(String(values.appointed_at)))) errors.appointed_at = ['validation.dateTime'];
    if (action === 'create' && !(await customerOwner(trx, ctx.scope, values.customer_id))) errors.customer_id = ['validation.unknownRecord'];
    if (changed('store_id') && !(await storeOfMerchant(trx, ctx.scope, values.store_id))) errors.store_id = ['validation.unknownRecord'];
    if (changed('activity_id') && values.activity_id !== null && !(await activityOfMerchant(trx, ctx.scope, values.activity_id)))
      errors.activity_id = ['validation.unknownRecord'];
    if (changed('sale_id') && values.sale_id !== null) {
      const guide = ctx.scope.kind === 'merchant' ? await ownerRows(trx, ctx.scope, [values.sale_id], 1) : [];
      if (!guide.length) errors.sale_id = ['validation.appointmentGuide'];
    }
    if (Object.keys(errors).length) throw invalid(errors);
  },
  prepare: async ({ trx, ctx, action, values }) => {
    // A guide's appointments stay its own (the scope's insert makes a created one so too).
    if (ctx.scope.kind === 'merchant' && ctx.scope.saleId !== null) return { sale_id: ctx.scope.saleId };
    if (action !== 'create' || values.sale_id !== null) return {};
    return { sale_id: (await customerOwner(trx, ctx.scope, values.customer_id))?.sale_id ?? null };
  },
  actions: {
    confirm: { run: setFields(() => ({ state: 'confirmed' })) },
    cancel: { run: setFields(() => ({ state: 'cancelled' })) },
    complete: { run: setFields(() => ({ state: 'done' })) },
  },
  choices: { customer_id: customerChoices, store_id: storeChoices, sale_id: ownerChoices, activity_id: activityChoices },
});
