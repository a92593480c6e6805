import { LOGIN_THROTTLE } from '../../../resources/constants.ts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/database.ts';
import {
  clearAccountFailures,
  deleteLoginFailure,
  insertLoginFailure,
  lockLoginName,
  loginFailureWindow,
  pruneLoginFailures,
} from './login-attempts.repository.ts';

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
    await lockLoginName(trx, username);
    const waitSeconds = await reserveLoginAttempt(trx, username, clientIp);
    if (waitSeconds > 0) return { waitSeconds, passed: false };
    const passed = await check();
    // A successful login forgives the account's failures (this attempt's row included), not the address's others.
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
  const id = await insertLoginFailure(db, username, clientIp);
  const waitSeconds = await secondsUntilAllowed(db, username, clientIp);
  if (waitSeconds > 0) await deleteLoginFailure(db, id);
  // Keep the table small: rows older than the window no longer count for anything.
  if (Math.random() < 0.01) {
    await pruneLoginFailures(db);
  }
  return waitSeconds;
}

/** The wait once the window holds more failures than allowed, the reserved attempt included. */
async function secondsUntilAllowed(db: Db, username: string, clientIp: string): Promise<number> {
  const row = await loginFailureWindow(db, username, clientIp, LOGIN_THROTTLE.windowMinutes);
  const waits: number[] = [];
  if (row.account_count > LOGIN_THROTTLE.maxFailuresPerAccount && row.account_oldest) waits.push(secondsLeft(row.account_oldest));
  if (row.client_count > LOGIN_THROTTLE.maxFailuresPerClient && row.client_oldest) waits.push(secondsLeft(row.client_oldest));
  return waits.length ? Math.max(1, ...waits) : 0;
}

function secondsLeft(oldestFailure: Date): number {
  const windowEnds = oldestFailure.getTime() + LOGIN_THROTTLE.windowMinutes * 60_000;
  return Math.ceil((windowEnds - Date.now()) / 1000);
}

/** The 429 answer for a throttled attempt, with Retry-After in seconds (SECURITY.md §2). */
export function tooManyAttempts(waitSeconds: number): AppError {
  return new AppError(429, 'errors.tooManyAttempts', {
    params: { minutes: Math.ceil(waitSeconds / 60) },
    headers: { 'retry-after': String(waitSeconds) },
  });
}
