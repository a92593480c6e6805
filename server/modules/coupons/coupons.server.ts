import { coupons } from '../../../resources/coupons/coupons.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { setFields } from '../../engine/record-actions.ts';
import { type FieldErrors, invalid } from '../../http/app-error.ts';
import { commodityChoices, planChoices } from '../diy-works/diy-choices.ts';
import { foreignTargets } from './coupons.repository.ts';

/**
 * Coupons' server side: the goods and plans a coupon applies to must be the merchant's own; the
 * status moves through the declared machine (resources/coupons/coupons.resource.ts), `remove`
 * included, which keeps the record as deleted.
 */
export const couponsServer = entityPlugin(coupons, {
  validate: async ({ trx, ctx, values }) => {
    const errors: FieldErrors = {};
    if (await foreignTargets(trx, ctx.scope, 'commodities', values.commodity_ids ?? [])) errors.commodity_ids = ['validation.unknownRecord'];
    if (await foreignTargets(trx, ctx.scope, 'plans', values.plan_ids ?? [])) errors.plan_ids = ['validation.unknownRecord'];
    if (Object.keys(errors).length) throw invalid(errors);
  },
  actions: {
    publish: { run: setFields(() => ({ status: 'live' })) },
    pause: { run: setFields(() => ({ status: 'paused' })) },
    resume: { run: setFields(() => ({ status: 'live' })) },
    remove: { run: setFields(() => ({ status: 'deleted' })) },
  },
  choices: { commodity_ids: commodityChoices, plan_ids: planChoices },
});
