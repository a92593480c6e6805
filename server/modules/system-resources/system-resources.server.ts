import { systemResources } from '../../../resources/system-resources/system-resources.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { invalid } from '../../http/app-error.ts';
import { merchantChoices } from '../accounts/account-choices.ts';
import { existingMerchantIds } from '../merchants/merchants.repository.ts';
import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { offeredResourcesRoutes } from './offered-resources.routes.ts';

/**
 * System resources' server side: a chosen list names only merchants that exist, and a resource offered to all keeps no list (what the form still
 * held from a chosen audience).
 */
export const systemResourcesServer = entityPlugin(systemResources, {
  validate: async ({ trx, values }) => {
    // An empty chosen list is the declaration's check (the engine runs it on a PATCH's merged record too).
    const wanted = [...new Set(values.audience === 'chosen' ? values.merchant_ids : [])];
    if (!wanted.length) return;
    const found = await existingMerchantIds(trx, wanted);
    if (found.length !== wanted.length) throw invalid({ merchant_ids: ['validation.noSuchMerchant'] });
  },
  prepare: async ({ values }) => (values.audience === 'all' ? { merchant_ids: [] } : { merchant_ids: [...new Set(values.merchant_ids)] }),
  choices: { merchant_ids: merchantChoices },
});

/** The system resources offered to a merchant. */
export const offeredResourcesServer: ModulePlugin = {
  module: 'offered-resources',
  routes: (app, deps) => {
    offeredResourcesRoutes(app, deps);
  },
};
