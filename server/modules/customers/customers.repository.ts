import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HandOver } from '../../engine/entity-plugin.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/** `id in only`, with an empty list matching nothing. */
const inOnly = (only: readonly number[]) => (only.length ? [...only] : [0]);

/** How an account is named to a reader: its name, else its nickname, else its username. */
export const accountName = sql<string>`coalesce(nullif(accounts.name, ''), nullif(accounts.nickname, ''), accounts.username)`;

/** Whether another customer of the scope's merchant (any guide's) has this phone. */
export async function phoneTaken(db: Db, scope: Scope, phone: string, exceptId: number | undefined): Promise<boolean> {
  let query = tenantTable(db, 'customers', scope).selectFrom().select('customers.id').where('customers.phone', '=', phone);
  if (exceptId !== undefined) query = query.where('customers.id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** How many intention orders name the customer (whoever's they are). */
export async function ordersOfCustomer(db: Db, customerId: number): Promise<number> {
  const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM intention_orders WHERE customer_id = ${customerId}`.execute(db);
  return rows[0]?.count ?? 0;
}

/**
 * Spec §6: a deleted guide's customers go to the store manager taking over (`to`), or are cleared
 * (`to` null: unassigned, kept by the merchant); so do the identities that have not become a
 * customer yet, so a guest who leaves a phone later lands with the same guide.
 */
export async function handOverCustomers(db: Db, { merchantId, from, to }: HandOver): Promise<void> {
  await sql`UPDATE customers SET sale_id = ${to}, updated_at = now() WHERE merchant_id = ${merchantId} AND sale_id = ${from}`.execute(db);
  await sql`UPDATE customer_identities SET sale_id = ${to} WHERE merchant_id = ${merchantId} AND sale_id = ${from}`.execute(db);
}

/**
 * The scope's guides (accounts holding a shopping guide's role) by name: a guide sees only itself.
 * `only` narrows to those ids.
 */
export async function guideRows(db: Db, scope: Extract<Scope, { kind: 'merchant' }>, only: readonly number[] | undefined, limit: number) {
  let query = tenantTable(db, 'accounts', scope, { saleColumn: 'id' })
    .selectFrom()
    .select(['accounts.id', accountName.as('name')])
    .where(sql<boolean>`EXISTS (SELECT 1 FROM roles WHERE roles.id = ANY(accounts.role_ids) AND roles.role_tag = 'seller_sale')`);
  if (only) query = query.where('accounts.id', 'in', inOnly(only));
  return (await query.orderBy('name').limit(limit).execute()) as { id: number; name: string }[];
}

/** The scope's merchant's accounts by name (a guide: only itself); `only` narrows to those ids. */
export async function ownerRows(db: Db, scope: Extract<Scope, { kind: 'merchant' }>, only: readonly number[] | undefined, limit: number) {
  let query = tenantTable(db, 'accounts', scope, { saleColumn: 'id' })
    .selectFrom()
    .select(['accounts.id', accountName.as('name')]);
  if (only) query = query.where('accounts.id', 'in', inOnly(only));
  return (await query.orderBy('name').limit(limit).execute()) as { id: number; name: string }[];
}

/** The scope's customers by nickname (with their phone to tell two apart); `only` narrows to those ids. */
export async function customerRows(db: Db, scope: Scope, only: readonly number[] | undefined, limit: number) {
  let query = tenantTable(db, 'customers', scope, { saleColumn: 'sale_id' }).selectFrom().select(['customers.id', 'customers.nickname', 'customers.phone']);
  if (only) query = query.where('customers.id', 'in', inOnly(only));
  return (await query.orderBy('customers.nickname').orderBy('customers.id').limit(limit).execute()) as { id: number; nickname: string; phone: string }[];
}

/** One customer of the scope (a guide's own only): whose it is, for an order made for it. */
export async function customerOwner(db: Db, scope: Scope, id: number) {
  return (await tenantTable(db, 'customers', scope, { saleColumn: 'sale_id' })
    .selectFrom()
    .select(['customers.id', 'customers.sale_id', 'customers.store_id'])
    .where('customers.id', '=', id)
    .executeTakeFirst()) as { id: number; sale_id: number | null; store_id: number | null } | undefined;
}

/** The store of an account (a guide who adds a customer by hand makes it its store's). */
export async function storeOfAccount(db: Db, accountId: number): Promise<number | null> {
  const row = await db.selectFrom('accounts').select('store_id').where('id', '=', accountId).executeTakeFirst();
  return row?.store_id ?? null;
}

/** Recounts the customer's orders into `orders_count` (after any write of one of them). */
export async function recountOrders(db: Db, customerId: number): Promise<void> {
  await sql`UPDATE customers SET orders_count = (SELECT count(*) FROM intention_orders WHERE customer_id = ${customerId}) WHERE id = ${customerId}`.execute(db);
}
