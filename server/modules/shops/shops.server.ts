import { marketplaceShops } from '../../../resources/shops/shops.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { type FieldErrors, invalid } from '../../http/app-error.ts';
import { merchantChoices, staffChoices } from '../accounts/account-choices.ts';
import { merchantExists, staffExists } from '../merchants/merchants.repository.ts';
import { addShopToken, auditShop, changeShopStatus, SHOP_SWITCH_KIND, switchShop } from './shops.actions.ts';
import { shopExpiryJob, shopSwitchKind } from './shop-jobs.ts';
import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { shopLinksRoutes } from './shop-links.routes.ts';

/**
 * Marketplace shops' server side: the merchant and maintainer must exist, status moves only
 * through the actions (audit, change-status, add-token) and the hourly expiry job, and opening or
 * closing runs as a job through the marketplace adapter.
 */
export const marketplaceShopsServer = entityPlugin(marketplaceShops, {
  validate: async ({ trx, values }) => {
    const errors: FieldErrors = {};
    if (!(await merchantExists(trx, values.merchant_id))) errors.merchant_id = ['validation.noSuchMerchant'];
    if (values.maintainer_id !== null && values.maintainer_id !== undefined && !(await staffExists(trx, values.maintainer_id)))
      errors.maintainer_id = ['validation.noSuchStaff'];
    if (Object.keys(errors).length) throw invalid(errors);
  },
  actions: { audit: auditShop, 'change-status': changeShopStatus, 'add-token': addShopToken, switch: switchShop },
  choices: { merchant_id: merchantChoices, maintainer_id: staffChoices },
  scheduledJobs: [shopExpiryJob],
  jobKinds: { [SHOP_SWITCH_KIND]: shopSwitchKind },
});

/** The links a marketplace shop opens the showroom with. */
export const shopLinksServer: ModulePlugin = {
  module: 'shop-links',
  routes: (app, deps) => {
    shopLinksRoutes(app, deps);
  },
};
