import type { ChoicesOf } from '../../engine/entity-plugin.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';
import { platformRoleRows, rolesOfferedTo } from './account-roles.repository.ts';

/** How many choices a picker gets at most (a bound, far above any demo or real merchant). */
const CHOICES_MAX = 1_000;

/** Roles are few: the offered ones are read whole and narrowed here. */
const pick = (choices: { id: number; name: string }[], only?: readonly number[]) => (only ? choices.filter((choice) => only.includes(choice.id)) : choices);

const named = (rows: { id: unknown; name: unknown }[]) => rows.map((row) => ({ id: Number(row.id), name: String(row.name) }));

/** The caller's merchant's stores (only its own store, for a store's staff). */
export const storeChoices: ChoicesOf = async ({ db, scope }, only) => {
  if (scope.kind !== 'merchant') return [];
  let query = tenantTable(db, 'stores', scope).selectFrom().select(['stores.id', 'stores.name']);
  if (scope.storeId !== null) query = query.where('stores.id', '=', scope.storeId);
  if (only) query = query.where('stores.id', 'in', only.length ? [...only] : [0]);
  return named(await query.orderBy('stores.name').limit(CHOICES_MAX).execute());
};

/** The merchant roles offered to the caller's merchant (the server still refuses one granting more than the caller holds). */
export const merchantRoleChoices: ChoicesOf = async ({ db, scope }, only) =>
  scope.kind === 'merchant' ? pick(named(await rolesOfferedTo(db, scope.merchantId)), only) : [];

/** The guide roles offered to the caller's merchant: what a store manager gives its guides. */
export const guideRoleChoices: ChoicesOf = async ({ db, scope }, only) =>
  scope.kind === 'merchant' ? pick(named(await rolesOfferedTo(db, scope.merchantId, ['guide'])), only) : [];

export const platformRoleChoices: ChoicesOf = async ({ db }, only) => pick(named(await platformRoleRows(db)), only);

/** Every merchant, by name (the operator's pickers). */
export const merchantChoices: ChoicesOf = async ({ db }, only) => {
  let query = db.selectFrom('merchants').select(['id', 'name']);
  if (only) query = query.where('id', 'in', only.length ? [...only] : [0]);
  return named(await query.orderBy('name').limit(CHOICES_MAX).execute());
};

/** Every merchant's stores, each named with its merchant (the operator's store filter). */
export const allStoreChoices: ChoicesOf = async ({ db }, only) => {
  let query = db
    .selectFrom('stores')
    .innerJoin('merchants', 'merchants.id', 'stores.merchant_id')
    .select(['stores.id', 'stores.name', 'merchants.name as merchant']);
  if (only) query = query.where('stores.id', 'in', only.length ? [...only] : [0]);
  const rows = await query.orderBy('merchants.name').orderBy('stores.name').limit(CHOICES_MAX).execute();
  return rows.map((row) => ({ id: row.id, name: `${row.merchant} / ${row.name}` }));
};

/** The platform's staff, by name (a merchant's or shop's maintainer). */
export const staffChoices: ChoicesOf = async ({ db }, only) => {
  let query = db.selectFrom('accounts').select(['id', 'name', 'username']).where('kind', '=', 'staff');
  if (only) query = query.where('id', 'in', only.length ? [...only] : [0]);
  const rows = await query.orderBy('username').limit(CHOICES_MAX).execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.name ? `${row.name} (${row.username})` : row.username }));
};
