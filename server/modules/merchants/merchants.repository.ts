import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countPlans, countTemplateUses } from '../plans/plans.repository.ts';
import { systemScopeFor } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/** A count of one merchant's rows of a tenant table, through its tenant scope. */
const countOf = (db: Db, table: string, merchantId: number) =>
  tenantTable(db, table, systemScopeFor(merchantId)).selectFrom().select(sql<number>`count(*)::int`.as('count'));

/** Whether a merchant exists (what an order, shop or role names). */
export async function merchantExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('merchants').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Which of these merchant ids exist. */
export async function existingMerchantIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('merchants')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Whether an account is platform staff (a merchant's or shop's maintainer). */
export async function staffExists(db: Db, id: number): Promise<boolean> {
  const staff = await db.selectFrom('accounts').select('id').where('id', '=', id).where('kind', '=', 'staff').executeTakeFirst();
  return staff !== undefined;
}

/** Whether a login name is taken (case aside, as the unique index compares them). */
export async function loginNameTaken(db: Db, username: string): Promise<boolean> {
  const row = await sql<{ id: number }>`select id from accounts where lower(username) = lower(${username}) limit 1`.execute(db);
  return row.rows.length > 0;
}

/** The platform's master role a new merchant's master account holds (the first, when several). */
export async function masterRoleExists(db: Db): Promise<boolean> {
  const row = await sql`select 1 from roles where audience = 'merchant' and position = 'master' and merchant_id is null limit 1`.execute(db);
  return row.rows.length > 0;
}

/** The merchant's goods outside the recycle bin (the goods cap counts them). */
export async function countGoods(db: Db, merchantId: number): Promise<number> {
  const row = await countOf(db, 'commodities', merchantId).where('commodities.deleted_at', 'is', null).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The merchant's sub-accounts (the account quota counts them). */
export async function countSubAccounts(db: Db, merchantId: number): Promise<number> {
  const row = await countOf(db, 'accounts', merchantId).where('accounts.kind', '=', 'sub').executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The merchant's plans and halls outside the recycle bin (the plan cap counts them), by the plans' repository's statement. */
export async function countPlansOf(db: Db, merchantId: number): Promise<number> {
  return (await countPlans(merchantId).execute(db)).rows[0]?.count ?? 0;
}

/** The merchant's plans started from a template outside the recycle bin (the template cap counts them), by the plans' repository's statement. */
export async function countTemplateUsesOf(db: Db, merchantId: number): Promise<number> {
  return (await countTemplateUses(merchantId).execute(db)).rows[0]?.count ?? 0;
}

/**
 * One cap column of a merchant, its row locked `FOR NO KEY UPDATE` (merchant-caps.ts says why that
 * lock); undefined for a missing merchant.
 */
export async function lockedCap(db: Db, merchantId: number, column: string): Promise<number | undefined> {
  const { rows } = await sql<{ cap: number }>`select ${sql.ref(column)}::int as cap from merchants where id = ${merchantId} for no key update`.execute(db);
  return rows[0]?.cap;
}
