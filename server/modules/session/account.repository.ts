import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Finds an account by username or (the older login form) e-mail, case-insensitively. */
export async function findAccountForLogin(db: Db, login: string) {
  return db
    .selectFrom('accounts as a')
    .leftJoin('merchants as m', 'm.id', 'a.merchant_id')
    .select(['a.id', 'a.username', 'a.password_hash', 'a.status', 'a.merchant_id', 'm.status as merchant_status', 'm.overdue_time'])
    .where((eb) => eb.or([eb(sql`lower(a.username)`, '=', login.toLowerCase()), eb(sql`lower(a.email)`, '=', login.toLowerCase())]))
    .orderBy(sql`lower(a.username) = ${login.toLowerCase()}`, 'desc')
    .executeTakeFirst();
}

/** The roles an account holds, its default first. */
export async function findAccountRoles(db: Db, accountId: number) {
  return db
    .selectFrom('account_roles as ar')
    .innerJoin('roles as r', 'r.id', 'ar.role_id')
    .select(['r.id', 'r.code', 'r.name', 'r.role_tag', 'ar.is_default'])
    .where('ar.account_id', '=', accountId)
    .orderBy('ar.is_default', 'desc')
    .orderBy('r.id')
    .execute();
}
