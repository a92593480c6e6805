import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

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
