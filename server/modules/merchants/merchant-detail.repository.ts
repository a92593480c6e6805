import { sql } from 'kysely';
import { MERCHANT_DETAIL_LIMITS } from '../../../resources/merchants/merchant-detail.schema.ts';
import type { Db } from '../../db/database.ts';
import { systemScopeFor } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** The merchant's marketplace shops, newest first. */
export async function shopsOf(db: Db, merchantId: number) {
  const rows = await sql<{ id: number; name: string; shop_id: string; status: number; expire_at: Date }>`
    select id::int as id, name, shop_id, status::int as status, expire_at from marketplace_shops
    where merchant_id = ${merchantId} order by id desc limit ${MERCHANT_DETAIL_LIMITS.shops}`.execute(db);
  return rows.rows.map((row) => ({ ...row, expire_at: iso(row.expire_at) }));
}

/** Its newest orders, with the period each is in (the order centre's view). */
export async function ordersOf(db: Db, merchantId: number) {
  const rows = await sql<{
    id: number;
    number: string;
    product: 'edition' | 'service';
    edition: string | null;
    service: string | null;
    quantity: number;
    amount: number;
    period: number | null;
    periods: number;
    instance_status: string | null;
    period_ends_at: Date | null;
  }>`
    select id::int as id, number, product, edition, service, quantity, amount, period, periods, instance_status, period_ends_at
    from order_rows where merchant_id = ${merchantId} order by id desc limit ${MERCHANT_DETAIL_LIMITS.orders}`.execute(db);
  return rows.rows.map((row) => ({ ...row, period_ends_at: row.period_ends_at ? iso(row.period_ends_at) : null }));
}

interface AccountRow {
  id: number;
  username: string;
  name: string;
  kind: 'staff' | 'master' | 'sub';
  status: 'enabled' | 'stopped';
  store_name: string | null;
  role_name: string | null;
  /** The role's code, which says whether its name is a built-in one each language words (resources/roles/built-in-roles.ts). */
  role_code: string | null;
}

/** Its master account first, then its sub-accounts by login name, with their store and role names. */
export async function accountsOf(db: Db, merchantId: number): Promise<AccountRow[]> {
  const rows = await tenantTable(db, 'accounts', systemScopeFor(merchantId))
    .selectFrom()
    .select([
      sql<number>`accounts.id::int`.as('id'),
      'accounts.username',
      'accounts.name',
      'accounts.kind',
      'accounts.status',
      sql<string | null>`(select s.name from stores s where s.id = accounts.store_id)`.as('store_name'),
      sql<string | null>`(select r.name from roles r where r.id = accounts.role_id)`.as('role_name'),
      sql<string | null>`(select r.code from roles r where r.id = accounts.role_id)`.as('role_code'),
    ])
    .orderBy(sql`accounts.kind = 'master'`, 'desc')
    .orderBy(sql`lower(accounts.username)`)
    .limit(MERCHANT_DETAIL_LIMITS.accounts)
    .execute();
  return rows as unknown as AccountRow[];
}

/** The newest audit entries naming the merchant: what its accounts wrote, and what was written about it. */
export async function auditOf(db: Db, merchantId: number) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'entity', 'record_id', 'record_title', 'action', 'account_name', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .orderBy('id', 'desc')
    .limit(MERCHANT_DETAIL_LIMITS.audit)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), record_id: Number(row.record_id), created_at: iso(row.created_at) }));
}

/** The zone the merchant's statistics count days in. */
export async function timeZoneOf(db: Db, merchantId: number): Promise<string> {
  return (await db.selectFrom('merchants').select('time_zone').where('id', '=', merchantId).executeTakeFirstOrThrow()).time_zone;
}
