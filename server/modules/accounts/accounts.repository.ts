import { sql } from 'kysely';
import type { AccountStatus, RolePosition } from '../../../resources/shared/account-kinds.ts';
import type { Db } from '../../db/database.ts';

// The accounts module's writes go to `accounts` (and a merchant's quota to `merchants`) by id: the
// record was first read through its list's tenant scope (findRecord), so the id is the caller's.

/** Writes an account's status (enabled or stopped). */
export async function setAccountStatus(trx: Db, id: number, status: AccountStatus): Promise<void> {
  await sql`update accounts set status = ${status}, updated_at = now() where id = ${id}`.execute(trx);
}

/** Writes an account's password hash. */
export async function setAccountPasswordHash(trx: Db, id: number, passwordHash: string): Promise<void> {
  await sql`update accounts set password_hash = ${passwordHash}, updated_at = now() where id = ${id}`.execute(trx);
}

/** Writes a merchant's sub-account quota (merchants.account_quota). */
export async function setMerchantAccountQuota(trx: Db, merchantId: number, quota: number): Promise<void> {
  await sql`update merchants set account_quota = ${quota}, updated_at = now() where id = ${merchantId}`.execute(trx);
}

/** Whether a store exists and belongs to the merchant (reads `stores` by id and merchant_id). */
export async function merchantStoreExists(trx: Db, storeId: number, merchantId: number): Promise<boolean> {
  const store = await trx.selectFrom('stores').select('id').where('id', '=', storeId).where('merchant_id', '=', merchantId).executeTakeFirst();
  return store !== undefined;
}

/**
 * The longest-serving enabled store manager of a store (the lowest account id), leaving one
 * account out; undefined when there is none. Reads `accounts` joined to their `roles`.
 */
export async function firstStoreManager(trx: Db, storeId: number, exceptAccountId: number): Promise<number | undefined> {
  const manager = await trx
    .selectFrom('accounts')
    .innerJoin('roles', 'roles.id', 'accounts.role_id')
    .select('accounts.id')
    .where('accounts.store_id', '=', storeId)
    .where('roles.position', '=', 'manager')
    .where('accounts.status', '=', 'enabled')
    .where('accounts.id', '<>', exceptAccountId)
    .orderBy('accounts.id')
    .executeTakeFirst();
  return manager?.id;
}

/** The permissions of an account's main role (accounts.role_id → roles.permissions); undefined without one. */
export async function mainRolePermissions(trx: Db, accountId: number): Promise<string[] | undefined> {
  const row = await trx
    .selectFrom('accounts')
    .innerJoin('roles', 'roles.id', 'accounts.role_id')
    .select('roles.permissions')
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  return row?.permissions;
}

/** How many accounts of a store hold a role of one position, leaving one account out (the one being changed). */
export async function storeHolders(trx: Db, storeId: number, position: RolePosition, except = 0): Promise<number> {
  const result = await sql<{ count: number }>`select count(*)::int as count from accounts a join roles r on r.id = a.role_id
    where a.store_id = ${storeId} and r.position = ${position} and a.id <> ${except}`.execute(trx);
  return result.rows[0]?.count ?? 0;
}

/** One cap column of a store (`manager_cap`, `guide_cap`), its row locked `FOR UPDATE`; undefined for a missing store. */
export async function lockedStoreCap(trx: Db, storeId: number, column: 'manager_cap' | 'guide_cap'): Promise<number | undefined> {
  const store = await sql<{ cap: number }>`select ${sql.ref(column)} as cap from stores where id = ${storeId} for update`.execute(trx);
  return store.rows[0]?.cap;
}
