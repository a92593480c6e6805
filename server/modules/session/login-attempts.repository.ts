import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The login throttle's table (login_failures: one row per failed or pending attempt) and its lock.
// Not a tenant table: attempts are counted before any account, so any merchant, is known.

/** Takes the transaction-scoped advisory lock of one login name, so its attempts take turns on every instance. */
export async function lockLoginName(trx: Db, username: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`login:${username}`}, 0))`.execute(trx);
}

/** Records an attempt in login_failures; answers its row id. */
export async function insertLoginFailure(db: Db, username: string, clientIp: string): Promise<number> {
  const { id } = await db.insertInto('login_failures').values({ username, client_ip: clientIp }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Takes one attempt's row out of login_failures. */
export async function deleteLoginFailure(db: Db, id: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

/** Deletes the login_failures rows older than a day (they no longer count for anything). */
export async function pruneLoginFailures(db: Db): Promise<void> {
  await db.deleteFrom('login_failures').where('failed_at', '<', sql<Date>`now() - interval '1 day'`).execute();
}

/** The failures of the last `windowMinutes` minutes: how many, and the oldest, of one login name and of one client address. */
export async function loginFailureWindow(db: Db, username: string, clientIp: string, windowMinutes: number) {
  const window = sql`now() - make_interval(mins => ${windowMinutes})`;
  const { rows } = await sql<{ account_count: number; account_oldest: Date | null; client_count: number; client_oldest: Date | null }>`
    SELECT
      count(*) FILTER (WHERE username = ${username})::int AS account_count,
      min(failed_at) FILTER (WHERE username = ${username}) AS account_oldest,
      count(*) FILTER (WHERE client_ip = ${clientIp})::int AS client_count,
      min(failed_at) FILTER (WHERE client_ip = ${clientIp}) AS client_oldest
    FROM login_failures
    WHERE failed_at > ${window} AND (username = ${username} OR client_ip = ${clientIp})`.execute(db);
  return rows[0];
}

/** Deletes every login_failures row of one login name, whatever the address (a successful login forgives them). */
export async function clearAccountFailures(db: Db, username: string): Promise<void> {
  await db.deleteFrom('login_failures').where('username', '=', username).execute();
}
