import { coupons } from '../../../resources/coupons/coupons.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { setFields } from '../../engine/record-actions.ts';
import { type FieldErrors, invalid } from '../../http/app-error.ts';
import { commodityChoices, planChoices } from '../diy-works/diy-choices.ts';
import { couponDetailRoutes } from './coupon-detail.routes.ts';
import { couponRedeemRoutes } from './coupon-redeem.routes.ts';
import { foreignTargets } from './coupons.repository.ts';

/**
 * Coupons' server side: the goods or plans a coupon applies to must be the merchant's own, and
 * those of the scope not chosen are dropped (switching the scope needs no clearing first); the
 * status moves through the declared machine (resources/coupons/coupons.resource.ts), `remove`
 * included, which keeps the record as deleted. Its routes: the detail page's copies and summary
 * (coupon-detail.routes.ts) and a customer's copies, redeemed by code (coupon-redeem.routes.ts);
 * claims come through the customer-facing API (customer-api/coupons.routes.ts).
 */
export const couponsServer = entityPlugin(coupons, {
  // Only the targets of the chosen scope count: those of another scope are dropped (prepare), not judged.
  validate: async ({ trx, ctx, values }) => {
    const errors: FieldErrors = {};
    if (values.scope === 'goods' && (await foreignTargets(trx, ctx.scope, 'commodities', values.commodity_ids ?? [])))
      errors.commodity_ids = ['validation.unknownRecord'];
    if (values.scope === 'plans' && (await foreignTargets(trx, ctx.scope, 'plans', values.plan_ids ?? []))) errors.plan_ids = ['validation.unknownRecord'];
    if (Object.keys(errors).length) throw invalid(errors);
  },
  prepare: async ({ values }) => ({
    ...(values.scope === 'goods' ? {} : { commodity_ids: [] }),
    ...(values.scope === 'plans' ? {} : { plan_ids: [] }),
  }),
  actions: {
    publish: { run: setFields(() => ({ status: 'live' })) },
    pause: { run: setFields(() => ({ status: 'paused' })) },
    resume: { run: setFields(() => ({ status: 'live' })) },
    remove: { run: setFields(() => ({ status: 'deleted' })) },
  },
  choices: { commodity_ids: commodityChoices, plan_ids: planChoices },
  routes: (app, deps) => {
    couponDetailRoutes(app, deps);
    couponRedeemRoutes(app, deps);
  },
});
