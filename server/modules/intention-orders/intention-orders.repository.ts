import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/** The next intention order number: `IO`, the UTC day, and a six-digit sequence. */
export async function nextIntentionOrderNumber(db: Db): Promise<string> {
  const { rows } = await sql<{
    number: string;
  }>`SELECT 'IO' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad(nextval('intention_order_number_seq')::text, 6, '0') AS number`.execute(db);
  return rows[0]!.number;
}

/** The scope's merchant's goods (not in the recycle bin) among `ids`: their name and price now. */
export async function goodsPrices(db: Db, scope: Scope, ids: readonly number[]): Promise<Map<number, { name: string; price: number }>> {
  if (!ids.length) return new Map();
  const rows = (await tenantTable(db, 'commodities', scope)
    .selectFrom()
    .select(['commodities.id', 'commodities.name', 'commodities.price'])
    .where('commodities.id', 'in', [...ids])
    .where('commodities.deleted_at', 'is', null)
    .execute()) as { id: number; name: string; price: string | number }[];
  return new Map(rows.map((row) => [Number(row.id), { name: row.name, price: Number(row.price) }]));
}

/** One page of a mini-program user's orders in the scope (a guide: its own customers'), newest first, and how many in all. */
export async function ordersOfMpUser(db: Db, scope: Scope, mpUserId: number, page: number, pageSize: number) {
  const base = () =>
    tenantTable(db, 'intention_orders', scope, { saleColumn: 'sale_id' })
      .selectFrom()
      .innerJoin('customers', 'customers.id', 'intention_orders.customer_id')
      .where('customers.mp_user_id', '=', mpUserId);
  const [rows, total] = await Promise.all([
    base()
      .selectAll('intention_orders')
      .orderBy('intention_orders.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base().select(sql<number>`count(*)::int`.as('count')).executeTakeFirst(),
  ]);
  return { rows: rows as Record<string, unknown>[], total: Number((total as { count?: number } | undefined)?.count ?? 0) };
}
