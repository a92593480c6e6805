import { merchantAccounts, merchantSubAccounts } from '../../../resources/accounts/merchant-accounts.resource.ts';
import { staff } from '../../../resources/accounts/staff.resource.ts';
import { subAccounts, subSellerAccounts } from '../../../resources/accounts/sub-accounts.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { ACCOUNT_ACTIONS, setQuota } from './accounts.actions.ts';
import {
  allStoreChoices,
  guideRoleChoices,
  merchantChoices,
  merchantRoleChoices,
  NOT_GUIDES,
  nonGuideRoleChoices,
  platformRoleChoices,
  storeChoices,
} from './account-choices.ts';
import { accountRules } from './accounts.hooks.ts';

/**
 * The accounts' server side (spec §3, §4, §6, §8): sub-accounts and a store manager's guides with
 * the quota, the store caps, the grant rule and the deletion table; staff with platform roles;
 * the operator's read-only views with their actions.
 */
export const accountsServer = [
  // The two lists are disjoint by the default role (migration 028): guides are the store
  // sub-accounts; anyone else may also hold a guide's role besides (the demo's `duo`).
  entityPlugin(subAccounts, {
    ...accountRules({ audience: 'merchant', positions: NOT_GUIDES, roleSet: {} }),
    actions: ACCOUNT_ACTIONS,
    choices: { store_id: storeChoices, role_id: nonGuideRoleChoices, role_ids: merchantRoleChoices },
  }),
  entityPlugin(subSellerAccounts, {
    ...accountRules({ audience: 'merchant', positions: ['guide'], roleSet: { positions: ['guide'] } }),
    actions: ACCOUNT_ACTIONS,
    choices: { store_id: storeChoices, role_id: guideRoleChoices, role_ids: guideRoleChoices },
  }),
  entityPlugin(staff, { ...accountRules({ audience: 'platform' }), actions: ACCOUNT_ACTIONS, choices: { role_id: platformRoleChoices } }),
  entityPlugin(merchantAccounts, { actions: { ...ACCOUNT_ACTIONS, quota: setQuota } }),
  entityPlugin(merchantSubAccounts, { actions: ACCOUNT_ACTIONS, choices: { merchant_id: merchantChoices, store_id: allStoreChoices } }),
];
