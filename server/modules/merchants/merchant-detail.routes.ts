import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MERCHANT_DETAIL_LIMITS, merchantDetailPath, merchantDetailSchema } from '../../../resources/merchants/merchant-detail.schema.ts';
import { merchants } from '../../../resources/merchants/merchants.resource.ts';
import type { Db } from '../../db/database.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { idParams, requestScope } from '../../engine/request-context.ts';
import { notFound } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';
import { systemScopeFor } from '../../tenancy/scope.ts';
import { usedBytes } from '../materials/materials.repository.ts';
import { capHoldings } from './merchant-caps.ts';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** The merchant's marketplace shops, newest first. */
async function shopsOf(db: Db, merchantId: number) {
  const rows = await sql<{ id: number; name: string; shop_id: string; status: number; expire_at: Date }>`
    select id::int as id, name, shop_id, status::int as status, expire_at from marketplace_shops
    where merchant_id = ${merchantId} order by id desc limit ${MERCHANT_DETAIL_LIMITS.shops}`.execute(db);
  return rows.rows.map((row) => ({ ...row, expire_at: iso(row.expire_at) }));
}

/** Its newest orders, with the period each is in (the order centre's view). */
async function ordersOf(db: Db, merchantId: number) {
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

/** Its master account first, then its sub-accounts by login name, with their store and role names. */
async function accountsOf(db: Db, merchantId: number) {
  const rows = await sql<{
    id: number;
    username: string;
    name: string;
    kind: 'staff' | 'master' | 'sub';
    status: 'enabled' | 'stopped';
    store_name: string | null;
    role_name: string | null;
  }>`
    select a.id::int as id, a.username, a.name, a.kind, a.status,
      (select s.name from stores s where s.id = a.store_id) as store_name, (select r.name from roles r where r.id = a.role_id) as role_name
    from accounts a where a.merchant_id = ${merchantId}
    order by (a.kind = 'master') desc, lower(a.username) limit ${MERCHANT_DETAIL_LIMITS.accounts}`.execute(db);
  return rows.rows;
}

/** The newest audit entries naming the merchant: what its accounts wrote, and what was written about it. */
async function auditOf(db: Db, merchantId: number) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'entity', 'record_id', 'record_title', 'action', 'account_name', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .orderBy('id', 'desc')
    .limit(MERCHANT_DETAIL_LIMITS.audit)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), record_id: Number(row.record_id), created_at: iso(row.created_at) }));
}

/**
 * `GET /api/merchants/:id/detail` (issue 19): the merchant with its shops, accounts, usage against
 * its caps and last audit entries, for `/businessManagement/businessInfo/detail/{id}`. Read access
 * on the merchants page, so the operator's only; a missing merchant is 404.
 */
export function merchantDetailRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  addRoute(app, {
    method: 'GET',
    url: merchantDetailPath(':id'),
    access: { page: merchants.route, action: 'read' },
    summary: 'One merchant with its shops, orders, accounts, usage against its caps and its last audit entries',
    tags: [merchants.name],
    params: idParams,
    response: merchantDetailSchema,
    handler: async (request) => {
      const id = request.params.id;
      const merchant = await findRecord(db, merchants, requestScope(request), id);
      if (!merchant) throw notFound();
      const cap = (name: string) => Number(merchant[name]);
      const [shops, orders, accounts, audit, goods, subAccounts, materialBytes, zone] = await Promise.all([
        shopsOf(db, id),
        ordersOf(db, id),
        accountsOf(db, id),
        auditOf(db, id),
        capHoldings(db, id, 'goods'),
        capHoldings(db, id, 'account'),
        usedBytes(db, systemScopeFor(id)),
        db.selectFrom('merchants').select('time_zone').where('id', '=', id).executeTakeFirstOrThrow(),
      ]);
      return {
        merchant,
        time_zone: zone.time_zone,
        shops,
        orders,
        accounts,
        audit,
        usage: {
          goods: { used: goods, cap: cap('goods_cap') },
          plans: { used: await capHoldings(db, id, 'plan'), cap: cap('plan_cap') },
          templates: { used: await capHoldings(db, id, 'template'), cap: cap('template_cap') },
          accounts: { used: subAccounts, cap: cap('account_quota') },
          materialBytes: { used: materialBytes, cap: cap('material_capacity') },
        },
      };
    },
  });
}
