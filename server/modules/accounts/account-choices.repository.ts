import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/** `id in only`, with an empty list matching nothing. */
const inOnly = (only: readonly number[]) => (only.length ? [...only] : [0]);

/**
 * A merchant's stores by name (only its own store, for a store's staff), through the scope's
 * tenant table; narrowed to `only` when given.
 */
export async function merchantStoreRows(db: Db, scope: Extract<Scope, { kind: 'merchant' }>, only: readonly number[] | undefined, limit: number) {
  let query = tenantTable(db, 'stores', scope).selectFrom().select(['stores.id', 'stores.name']);
  if (scope.storeId !== null) query = query.where('stores.id', '=', scope.storeId);
  if (only) query = query.where('stores.id', 'in', inOnly(only));
  return query.orderBy('stores.name').limit(limit).execute();
}

/** Every merchant's id and name, by name (the operator's pickers); narrowed to `only` when given. */
export async function merchantRows(db: Db, only: readonly number[] | undefined, limit: number) {
  let query = db.selectFrom('merchants').select(['id', 'name']);
  if (only) query = query.where('id', 'in', inOnly(only));
  return query.orderBy('name').limit(limit).execute();
}

/** Every merchant's stores with their merchant's name, by merchant then store (the operator's store filter). */
export async function allStoreRows(db: Db, only: readonly number[] | undefined, limit: number) {
  let query = db
    .selectFrom('stores')
    .innerJoin('merchants', 'merchants.id', 'stores.merchant_id')
    .select(['stores.id', 'stores.name', 'merchants.name as merchant']);
  if (only) query = query.where('stores.id', 'in', inOnly(only));
  return query.orderBy('merchants.name').orderBy('stores.name').limit(limit).execute();
}

/** The platform's staff accounts (id, name, username), by username; narrowed to `only` when given. */
export async function staffRows(db: Db, only: readonly number[] | undefined, limit: number) {
  let query = db.selectFrom('accounts').select(['id', 'name', 'username']).where('kind', '=', 'staff');
  if (only) query = query.where('id', 'in', inOnly(only));
  return query.orderBy('username').limit(limit).execute();
}
