import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { accountActions, accountFields } from './account-fields.ts';

const text = (options = {}) => field.text(z.string(), options);

/** The most sub-accounts a merchant's quota may allow (a sanity bound). */
export const ACCOUNT_QUOTA_MAX = 100_000;

/**
 * Merchants' master accounts, as the operator reads them (`/businessManagement/accountManagement`):
 * expiry, state and sub-account quota. Read only; the operator enables, stops, resets the password
 * and sets the quota through record actions.
 */
export const merchantAccounts = defineResource({
  name: 'merchant-accounts',
  route: '/businessManagement/accountManagement',
  table: 'merchant_accounts',
  tenancy: 'platform',
  writable: false,
  deletion: 'none',
  titleField: 'username',
  defaultSort: 'merchant_name',
  recordActions: [
    ...accountActions,
    { name: 'quota', action: 'edit', body: z.strictObject({ account_quota: z.number().int().min(0).max(ACCOUNT_QUOTA_MAX) }) },
  ],
  fields: {
    merchant_id: field.number(z.number().int(), { list: false }),
    merchant_name: text({ list: { sortable: true }, filter: 'like', search: true }),
    username: text({ list: { sortable: true, width: 140 }, search: true }),
    // The contact's name, in the column chooser: the list at 1440 px names the merchant and its login.
    name: text({ list: { defaultHidden: true } }),
    phone: text({ search: true, list: { width: 130 } }),
    overdue_time: field.datetime(z.string().nullable(), { list: { sortable: true }, filter: 'range' }),
    status: accountFields.status,
    account_quota: field.number(z.number().int(), { unit: 'count', list: { sortable: true } }),
    sub_accounts: field.number(z.number().int(), { unit: 'count', list: { sortable: true } }),
  },
});

/** Every merchant's sub-accounts, as the operator reads them (`/businessManagement/subaccountManagement`), by merchant and store. */
export const merchantSubAccounts = defineResource({
  name: 'merchant-sub-accounts',
  route: '/businessManagement/subaccountManagement',
  table: 'merchant_sub_accounts',
  tenancy: 'platform',
  writable: false,
  deletion: 'none',
  titleField: 'username',
  recordActions: accountActions,
  fields: {
    username: text({ list: { sortable: true, width: 140 }, search: true, filter: 'like' }),
    nickname: text({ search: true, list: { width: 140 } }),
    phone: text({ search: true, list: { width: 130 } }),
    merchant_id: field.reference(z.number().int(), { filter: 'eq', list: { sortable: true } }),
    store_id: field.reference(z.number().int().nullable(), { filter: 'eq' }),
    role_name: text(),
    status: accountFields.status,
  },
});
