import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { accountActions, accountFields } from './account-fields.ts';

const id = z.number().int().positive();

/** The most roles one account may hold and switch between (a sanity bound: the demo's `duo` holds two). */
export const ACCOUNT_ROLES_MAX = 10;

/** The fields of a merchant's sub-account (spec §3): store, role, nickname, phone, password, avatar, business card. */
const subAccountFields = {
  ...accountFields,
  store_id: field.reference(id.nullable().default(null), { filter: 'eq', list: { sortable: true } }),
  // Every role the account holds and may switch between (the top bar's role menu); the server
  // stores them as a set, its default role first. Empty on a create: the default role alone.
  role_ids: field.reference(z.array(id).max(ACCOUNT_ROLES_MAX).default([]), { multiple: true, filter: 'eq' }),
  // The role a login starts in, one of `role_ids`. Null is an account given no role (an account
  // migrated without one, the demo's "nobody"): it reaches no page (/405). What a read answers, an
  // update takes back; the form still asks for one.
  // The list shows every role (`role_ids`); this one waits in the column chooser.
  role_id: field.reference(id.nullable(), { filter: 'eq', help: 'resources.sub-accounts.help.role_id', list: { defaultHidden: true } }),
  business_card_title: field.text(z.string().trim().max(50).default(''), { list: { defaultHidden: true } }),
};

/**
 * A merchant's sub-accounts (`/myAccount/subaccountManagement`): every account of the merchant but
 * its master and its stores' guides, who are the store sub-accounts below (the two lists are
 * disjoint, by the default role: migration 028). Creating one takes the merchant's quota and its store's cap (spec §6, §8);
 * stopping or deleting one ends its sessions at once; deleting hands its customers over (README).
 */
export const subAccounts = defineResource({
  name: 'sub-accounts',
  route: '/myAccount/subaccountManagement',
  table: 'sub_accounts_but_guides',
  tenancy: 'merchant',
  fixed: { kind: 'sub' },
  titleField: 'nickname',
  import: { key: ['username'] },
  recordActions: accountActions,
  fields: subAccountFields,
});

/**
 * A store manager's own guides (`/myAccount/subSellerAccount`): the sub-accounts holding a guide
 * role, in the manager's store only (the store scope); the same actions as sub-accounts.
 */
export const subSellerAccounts = defineResource({
  name: 'sub-seller-accounts',
  route: '/myAccount/subSellerAccount',
  table: 'store_guides',
  tenancy: 'merchant',
  storeColumn: 'store_id',
  fixed: { kind: 'sub' },
  titleField: 'nickname',
  import: { key: ['username'] },
  recordActions: accountActions,
  fields: subAccountFields,
});
