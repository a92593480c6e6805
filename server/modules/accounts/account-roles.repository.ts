import { sql } from 'kysely';
import type { RoleAudience, RolePosition } from '../../../resources/shared/account-kinds.ts';
import type { Db } from '../../db/database.ts';

export interface RoleRow {
  id: number;
  merchant_id: number | null;
  audience: RoleAudience;
  position: RolePosition;
  permissions: string[];
}

export async function findRole(trx: Db, roleId: number): Promise<RoleRow | undefined> {
  return trx.selectFrom('roles').select(['id', 'merchant_id', 'audience', 'position', 'permissions']).where('id', '=', roleId).executeTakeFirst();
}

/** Several roles by id in one read (those that exist). */
export async function findRoles(trx: Db, roleIds: readonly number[]): Promise<RoleRow[]> {
  if (!roleIds.length) return [];
  return trx
    .selectFrom('roles')
    .select(['id', 'merchant_id', 'audience', 'position', 'permissions'])
    .where('id', 'in', [...roleIds])
    .execute();
}

/** The roles offered to one merchant's accounts (for every merchant, or for that one), by name. */
export async function rolesOfferedTo(db: Db, merchantId: number, positions?: readonly RolePosition[]): Promise<(RoleRow & { code: string; name: string })[]> {
  let query = db
    .selectFrom('roles')
    .select(['id', 'merchant_id', 'audience', 'position', 'permissions', 'code', 'name'])
    .where('audience', '=', 'merchant')
    .where('position', '<>', 'master')
    .where((eb) => eb.or([eb('merchant_id', 'is', null), eb('merchant_id', '=', merchantId)]));
  if (positions) query = query.where('position', 'in', [...positions]);
  return query.orderBy('name').orderBy('id').execute() as never;
}

/** The platform's staff roles, by name. */
export async function platformRoleRows(db: Db): Promise<(RoleRow & { code: string; name: string })[]> {
  return db
    .selectFrom('roles')
    .select(['id', 'merchant_id', 'audience', 'position', 'permissions', 'code', 'name'])
    .where('audience', '=', 'platform')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/**
 * Makes `roleId` the account's default role in account_roles (the roles it may switch between),
 * dropping the one it replaces; other roles it holds stay.
 */
export async function setDefaultRole(trx: Db, accountId: number, roleId: number, replaced: number | null): Promise<void> {
  if (replaced !== null && replaced !== roleId)
    await trx.deleteFrom('account_roles').where('account_id', '=', accountId).where('role_id', '=', replaced).execute();
  await trx.updateTable('account_roles').set({ is_default: false }).where('account_id', '=', accountId).where('role_id', '<>', roleId).execute();
  await sql`insert into account_roles (account_id, role_id, is_default) values (${accountId}, ${roleId}, true)
    on conflict (account_id, role_id) do update set is_default = true`.execute(trx);
}

/**
 * Makes account_roles hold exactly `roleIds` for the account, `roleId` its default (the accounts
 * mirror, migration 028, follows by trigger).
 */
export async function setHeldRoles(trx: Db, accountId: number, roleIds: readonly number[], roleId: number): Promise<void> {
  await trx
    .deleteFrom('account_roles')
    .where('account_id', '=', accountId)
    .where('role_id', 'not in', [...roleIds])
    .execute();
  await trx.updateTable('account_roles').set({ is_default: false }).where('account_id', '=', accountId).where('role_id', '<>', roleId).execute();
  await trx
    .insertInto('account_roles')
    .values(roleIds.map((id) => ({ account_id: accountId, role_id: id, is_default: id === roleId })))
    .onConflict((conflict) => conflict.columns(['account_id', 'role_id']).doUpdateSet((eb) => ({ is_default: eb.ref('excluded.is_default') })))
    .execute();
}

/** How many accounts hold a role, as their main role or as another they may switch to. */
export async function roleHolderCount(trx: Db, roleId: number): Promise<number> {
  const row = await sql<{ count: number }>`select count(distinct account_id)::int as count from (
      select id as account_id from accounts where role_id = ${roleId}
      union all select account_id from account_roles where role_id = ${roleId}) holders`.execute(trx);
  return row.rows[0]?.count ?? 0;
}
