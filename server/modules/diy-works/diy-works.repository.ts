import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/** `id in only`, with an empty list matching nothing. */
const inOnly = (only: readonly number[]) => (only.length ? [...only] : [0]);

/** The merchant's own plans and halls (not templates), by name, narrowed to `only` when given; deleted ones keep their name. */
export async function planNames(db: Db, scope: Scope, only: readonly number[] | undefined, limit: number) {
  let query = tenantTable(db, 'plans', scope).selectFrom().select(['plans.id', 'plans.name']).where('plans.template', '=', false);
  if (only) query = query.where('plans.id', 'in', inOnly(only));
  return (await query.orderBy('plans.name').limit(limit).execute()) as { id: number; name: string }[];
}

/** The merchant's goods by name, narrowed to `only` when given (deleted ones keep their name). */
export async function commodityNames(db: Db, scope: Scope, only: readonly number[] | undefined, limit: number) {
  let query = tenantTable(db, 'commodities', scope).selectFrom().select(['commodities.id', 'commodities.name']);
  if (only) query = query.where('commodities.id', 'in', inOnly(only));
  return (await query.orderBy('commodities.name').limit(limit).execute()) as { id: number; name: string }[];
}
