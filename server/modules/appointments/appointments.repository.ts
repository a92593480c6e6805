import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/** `id in only`, with an empty list matching nothing. */
const inOnly = (only: readonly number[]) => (only.length ? [...only] : [0]);

/** The merchant's activities (not deleted) by name, narrowed to `only` when given. */
export async function activityNames(db: Db, scope: Scope, only: readonly number[] | undefined, limit: number) {
  let query = tenantTable(db, 'activities', scope).selectFrom().select(['activities.id', 'activities.name']);
  if (only) query = query.where('activities.id', 'in', inOnly(only));
  else query = query.where('activities.status', '<>', 'deleted');
  return (await query.orderBy('activities.name').limit(limit).execute()) as { id: number; name: string }[];
}

/** Whether the store is the scope's merchant's own. */
export async function storeOfMerchant(db: Db, scope: Scope, storeId: number): Promise<boolean> {
  return (await tenantTable(db, 'stores', scope).selectFrom().select('stores.id').where('stores.id', '=', storeId).executeTakeFirst()) !== undefined;
}

/** Whether the activity is the scope's merchant's own and not deleted. */
export async function activityOfMerchant(db: Db, scope: Scope, activityId: number): Promise<boolean> {
  const row = await tenantTable(db, 'activities', scope)
    .selectFrom()
    .select('activities.id')
    .where('activities.id', '=', activityId)
    .where('activities.status', '<>', 'deleted')
    .executeTakeFirst();
  return row !== undefined;
}
