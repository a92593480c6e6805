import { sql } from 'kysely';
import { STORE_OPTIONS_MAX } from '../../../resources/commodities/store-options.schema.ts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/** The scope's stores by name, ids and names only. */
export async function storeNames(db: Db, scope: Scope) {
  return tenantTable(db, 'stores', scope)
    .selectFrom()
    .select(['stores.id', 'stores.name'])
    .orderBy('stores.name')
    .orderBy('stores.id')
    .limit(STORE_OPTIONS_MAX)
    .execute();
}

/** The scope's albums by name (at most 1,000: a pick-list, not a page). */
export async function albumNames(db: Db, scope: Scope) {
  return tenantTable(db, 'albums', scope).selectFrom().select(['albums.id', 'albums.name']).orderBy('albums.name').limit(1_000).execute();
}

/** Whether an album is the scope's. */
export async function albumExists(db: Db, scope: Scope, id: number): Promise<boolean> {
  const album = await tenantTable(db, 'albums', scope).selectFrom().select('albums.id').where('albums.id', '=', id).executeTakeFirst();
  return album !== undefined;
}

/** How many accounts of the scope belong to a store. */
export async function storeAccountCount(db: Db, scope: Scope, storeId: number): Promise<number> {
  const row = await tenantTable(db, 'accounts', scope)
    .selectFrom()
    .select(sql<number>`count(*)::int`.as('count'))
    .where('accounts.store_id', '=', storeId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Which of these ids are stores of the scope's merchant (public-library organisations, a plan's store scope). */
export async function merchantStoreIds(db: Db, scope: Scope, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tenantTable(db, 'stores', scope)
    .selectFrom()
    .select('stores.id')
    .where('stores.id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id as number));
}
