import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { checkCap } from '../merchants/merchant-caps.ts';
import { commodityActions } from './commodities.actions.ts';
import { commodityAfterWrite } from './commodities.hooks.ts';
import { dropLinksTo } from './commodity.repository.ts';

/**
 * The goods' server side (spec §3–§5, §9): the merchant's goods cap on every create (copies and
 * imported rows included: they create through the same write), SKU, link and shelf rules, their record
 * actions, purge clean-up.
 */
export const commoditiesServer = entityPlugin(commodities, {
  validate: async ({ trx, ctx, action }) => {
    if (action === 'create' && ctx.scope.kind === 'merchant') await checkCap(trx, ctx.scope.merchantId, 'goods');
  },
  // Goods in the bin do not count against the cap: one coming back takes a place again.
  beforeRestore: async ({ trx, before }) => checkCap(trx, Number(before.merchant_id), 'goods'),
  afterWrite: commodityAfterWrite,
  actions: commodityActions,
  // Purged goods are no longer linked from any goods.
  purgeCleanup: dropLinksTo,
});
