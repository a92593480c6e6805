import type { Db } from '../../db/database.ts';
import type { LoginVariant } from '../../db/schema.ts';
import { AppError, invalid } from '../../http/app-error.ts';
import { BOOT_CODES } from '../../../resources/constants.ts';
import { findAccountForLogin, findAccountRoles } from './account.repository.ts';
import { throttledLoginCheck, tooManyAttempts } from './login-throttle.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import type { NotificationBus } from '../../bus/notification-bus.ts';
import { deleteExpiredSessions, insertSession } from './session.repository.ts';
import { invalidateSessions } from './session-invalidation.ts';
import { hashToken, newToken } from '../../http/session-tokens.ts';

export interface TokenPair {
  token: string;
  boot_token: string;
  expires_in: number;
}

export interface LoginInput {
  login: string;
  password: string;
  variant: LoginVariant;
  clientIp: string;
}

/**
 * Checks the credentials (throttled per account and per client) and opens a session on the
 * account's default role. Unknown user and wrong password give the same answer in the same time.
 */
export async function login(db: Db, ttlSeconds: number, input: LoginInput): Promise<TokenPair> {
  const account = await findAccountForLogin(db, input.login);
  // Failures count per account, whichever alias was typed (username, e-mail, any letter case).
  const throttleKey = (account?.username ?? input.login).toLowerCase();
  const { waitSeconds, passed } = await throttledLoginCheck(db, throttleKey, input.clientIp, async () =>
    account ? verifyPassword(account.password_hash, input.password) : burnPasswordCheck(input.password).then(() => false),
  );
  if (waitSeconds > 0) throw tooManyAttempts(waitSeconds);
  // The attempt's failure row, written before the check, stays as the record of this failure.
  if (!account || !passed) throw new AppError(422, 'errors.loginFailed');
  if (account.status !== 'enabled') throw new AppError(403, 'errors.accountStopped');
  if (account.merchant_id !== null) {
    if (account.overdue_time && account.overdue_time.getTime() <= Date.now()) {
      throw new AppError(403, 'errors.merchantExpired', { bootCode: BOOT_CODES.tenantExpired });
    }
    if (account.merchant_status === 'disabled') throw new AppError(403, 'errors.merchantDisabled', { bootCode: BOOT_CODES.tenantDisabled });
  }
  const roles = await findAccountRoles(db, account.id);
  return openSession(db, ttlSeconds, account.id, roles[0]?.id ?? null, input.variant);
}

export async function openSession(db: Db, ttlSeconds: number, accountId: number, roleId: number | null, variant: LoginVariant): Promise<TokenPair> {
  const token = newToken();
  const bootToken = newToken();
  await insertSession(db, { accountId, roleId, variant, tokenHash: hashToken(token), bootTokenHash: hashToken(bootToken), ttlSeconds });
  return { token, boot_token: bootToken, expires_in: ttlSeconds };
}

/** Role switch (API.md precedence 2): a fresh token pair on the chosen role; the old pair is revoked. */
export async function switchRole(
  db: Db,
  bus: NotificationBus,
  ttlSeconds: number,
  session: { id: number; accountId: number; variant: LoginVariant },
  roleCode: string,
): Promise<TokenPair> {
  const roles = await findAccountRoles(db, session.accountId);
  const role = roles.find((candidate) => candidate.code === roleCode);
  if (!role) throw invalid({ role: ['errors.roleNotHeld'] });
  return db.transaction().execute(async (trx) => {
    await invalidateSessions(bus, trx, { end: true, sessionIds: [session.id] });
    return openSession(trx, ttlSeconds, session.accountId, role.id, session.variant);
  });
}

export async function logout(db: Db, bus: NotificationBus, sessionId: number): Promise<void> {
  await invalidateSessions(bus, db, { end: true, sessionIds: [sessionId] });
}

/** Housekeeping: sessions past their absolute expiry are useless; drop them after a grace day. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  await deleteExpiredSessions(db);
}
