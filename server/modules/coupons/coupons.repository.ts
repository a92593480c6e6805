import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/** Whether any of `ids` is not one of the scope's merchant's own goods or plans (another merchant's, or missing). */
export async function foreignTargets(db: Db, scope: Scope, table: 'commodities' | 'plans', ids: readonly number[]): Promise<boolean> {
  if (!ids.length) return false;
  const unique = [...new Set(ids)];
  const rows = await tenantTable(db, table, scope).selectFrom().select(`${table}.id`).where(`${table}.id`, 'in', unique).execute();
  return rows.length !== unique.length;
}
