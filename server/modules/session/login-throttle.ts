import { sql } from 'kysely';
import { LOGIN_THROTTLE } from '../../../resources/constants.ts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/database.ts';

/**
 * Runs one login attempt's check-and-verify while holding the account's lock (SECURITY.md §2), so
 * attempts on one account take turns across every API instance (the lock lives in PostgreSQL).
 * Taking turns is what lets exactly `maxFailuresPerAccount` wrong passwords reach the check however
 * they are sent, while correct passwords sent in parallel never see each other's attempt as a
 * failure. `check` answers whether the password was right; its attempt stays recorded as a failure
 * unless it was. Answers the seconds to wait (0 when the attempt went ahead) and the check's answer.
 */
export async function throttledLoginCheck(
  db: Db,
  username: string,
  clientIp: string,
  check: () => Promise<boolean>,
): Promise<{ waitSeconds: number; passed: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`login:${username}`}, 0))`.execute(trx);
    const waitSeconds = await reserveLoginAttempt(trx, username, clientIp);
    if (waitSeconds > 0) return { waitSeconds, passed: false };
    const passed = await check();
    if (passed) await clearAccountFailures(trx, username);
    return { waitSeconds: 0, passed };
  });
}

/**
 * Records the attempt as a failure before the password is checked, then counts the window. The
 * account's lock serialises one account's attempts; the per-address count still spans accounts, and
 * recording first closes the race in which parallel attempts from one address all pass a
 * check-then-record count. A refused attempt takes its row back: only attempts that reached the
 * password check count. Returns the seconds until another attempt is allowed, or 0.
 */
async function reserveLoginAttempt(db: Db, username: string, clientIp: string): Promise<number> {
  const { id } = await db.insertInto('login_failures').values({ username, client_ip: clientIp }).returning('id').executeTakeFirstOrThrow();
  const waitSeconds = await secondsUntilAllowed(db, username, clientIp);
  if (waitSeconds > 0) await db.deleteFrom('login_failures').where('id', '=', id).execute();
  // Keep the table small: rows older than the window no longer count for anything.
  if (Math.random() < 0.01) {
    await db.deleteFrom('login_failures').where('failed_at', '<', sql<Date>`now() - interval '1 day'`).execute();
  }
  return waitSeconds;
}

/** The wait once the window holds more failures than allowed, the reserved attempt included. */
async function secondsUntilAllowed(db: Db, username: string, clientIp: string): Promise<number> {
  const window = sql`now() - make_interval(mins => ${LOGIN_THROTTLE.windowMinutes})`;
  const { rows } = await sql<{ account_count: number; account_oldest: Date | null; client_count: number; client_oldest: Date | null }>`
    SELECT
      count(*) FILTER (WHERE username = ${username})::int AS account_count,
      min(failed_at) FILTER (WHERE username = ${username}) AS account_oldest,
      count(*) FILTER (WHERE client_ip = ${clientIp})::int AS client_count,
      min(failed_at) FILTER (WHERE client_ip = ${clientIp}) AS client_oldest
    FROM login_failures
    WHERE failed_at > ${window} AND (username = ${username} OR client_ip = ${clientIp})`.execute(db);
  const row = rows[0];
  const waits: number[] = [];
  if (row.account_count > LOGIN_THROTTLE.maxFailuresPerAccount && row.account_oldest) waits.push(secondsLeft(row.account_oldest));
  if (row.client_count > LOGIN_THROTTLE.maxFailuresPerClient && row.client_oldest) waits.push(secondsLeft(row.client_oldest));
  return waits.length ? Math.max(1, ...waits) : 0;
}

function secondsLeft(oldestFailure: Date): number {
  const windowEnds = oldestFailure.getTime() + LOGIN_THROTTLE.windowMinutes * 60_000;
  return Math.ceil((windowEnds - Date.now()) / 1000);
}

/** A successful login forgives the account's failures (this attempt's row included), not the address's others. */
async function clearAccountFailures(db: Db, username: string): Promise<void> {
  await db.deleteFrom('login_failures').where('username', '=', username).execute();
}

/** The 429 answer for a throttled attempt, with Retry-After in seconds (SECURITY.md §2). */
export function tooManyAttempts(waitSeconds: number): AppError {
  return new AppError(429, 'errors.tooManyAttempts', {
    params: { minutes: Math.ceil(waitSeconds / 60) },
    headers: { 'retry-after': String(waitSeconds) },
  });
}
