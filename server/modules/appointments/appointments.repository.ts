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

const CUSTOMER_COLUMNS = [
  'appointments.id',
  'appointments.phone',
  'appointments.store_id',
  'appointments.activity_id',
  'appointments.appointed_at',
  'appointments.note',
  'appointments.state',
  'appointments.created_at',
  'appointments.updated_at',
] as const;

/** A page of one customer's own appointments of the scope's merchant, newest booking time first, and how many in all. */
export async function appointmentsOfCustomer(db: Db, scope: Scope, customerId: number, limit: number, offset: number) {
  const own = () => tenantTable(db, 'appointments', scope).selectFrom().where('appointments.customer_id', '=', customerId);
  const [rows, total] = await Promise.all([
    own()
      .select([...CUSTOMER_COLUMNS])
      .orderBy('appointments.appointed_at', 'desc')
      .orderBy('appointments.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    own()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst(),
  ]);
  return { rows: rows as Record<string, unknown>[], total: Number(total?.count ?? 0) };
}
