import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { commodityActions } from './commodity.actions.ts';
import { commodityAfterWrite } from './commodity.hooks.ts';
import { dropLinksTo } from './commodity.repository.ts';

/** The goods' server side (spec §3–§5, §9): SKU and link rules, their record actions, purge clean-up. */
export const commoditiesServer = entityPlugin(commodities, {
  afterWrite: commodityAfterWrite,
  actions: commodityActions,
  // Purged goods are no longer linked from any goods.
  purgeCleanup: dropLinksTo,
});
