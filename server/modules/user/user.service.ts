import { permissionTree } from '../../../resources/access/expand.ts';
import { DAY_MS, GUIDE_ROLE_TAG } from '../../../resources/constants.ts';
import type { UserProfile } from '../../../resources/session/session.schema.ts';
import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { SessionContext } from '../../http/session-context.types.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { findAccountRoles } from '../session/account.repository.ts';
import { throttledLoginCheck, tooManyAttempts } from '../session/login-throttle.ts';
import { hashPassword, verifyPassword } from '../session/passwords.ts';
import type { NotificationBus } from '../../bus/notification-bus.ts';
import { invalidateSessions } from '../session/session-invalidation.ts';
import { findAccount, findMerchant, findSale, updatePasswordHash, updateProfile } from './user.repository.ts';

/** The profile of spec §3 for the session's active role. */
export async function profileOf(db: Db, session: SessionContext): Promise<UserProfile> {
  const [account, roles] = await Promise.all([findAccount(db, session.accountId), findAccountRoles(db, session.accountId)]);
  return {
    id: account.id,
    username: account.username,
    name: account.name,
    nickname: account.nickname,
    business_card_title: account.business_card_title,
    // A sale is a merchant's account holding a shopping guide's role (findSale): the others have no sale identity.
    sale_id: account.merchant_id !== null && roles.some((role) => role.role_tag === GUIDE_ROLE_TAG) ? account.id : null,
    avatar: account.avatar,
    email: account.email,
    phone: account.phone,
    role: roles.map((role) => role.code),
    roles: roles.map((role) => ({ code: role.code, name: role.name, role_tag: role.role_tag })),
    active_role: session.roleCode,
    permission: session.permissions,
    permission_tree: permissionTree(session.permissions),
    merchant_id: account.merchant_id,
    store_id: account.store_id,
    role_tag: session.roleTag,
  };
}

export async function saveProfile(db: Db, session: SessionContext, values: Parameters<typeof updateProfile>[2]): Promise<UserProfile> {
  try {
    await updateProfile(db, session.accountId, values);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw invalid({ email: ['validation.emailTaken'] });
    throw error;
  }
  return profileOf(db, session);
}

/**
 * Changes the password after checking the old one, and ends every other session of the account in
 * the same transaction. Wrong old passwords count like failed logins, so a stolen session cannot
 * guess its way to the password.
 */
export async function changePassword(
  db: Db,
  bus: NotificationBus,
  session: SessionContext,
  clientIp: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const account = await findAccount(db, session.accountId);
  const throttleKey = account.username.toLowerCase();
  const { waitSeconds, passed } = await throttledLoginCheck(db, throttleKey, clientIp, () => verifyPassword(account.password_hash, oldPassword));
  if (waitSeconds > 0) throw tooManyAttempts(waitSeconds);
  if (!passed) throw invalid({ old_password: ['validation.passwordWrong'] });
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, session.accountId, passwordHash);
    await invalidateSessions(bus, trx, { end: true, accountIds: [session.accountId], keepSessionId: session.id });
  });
}

/** The merchant of the request (the session's, or the one a platform operator names), or null. */
export async function sellerAccountOf(db: Db, merchantId: number | null) {
  if (merchantId === null) return null;
  const merchant = await findMerchant(db, merchantId);
  if (!merchant) throw notFound();
  return {
    id: merchant.id,
    name: merchant.name,
    account_id: merchant.account_id,
    overdue_time: merchant.overdue_time?.toISOString() ?? null,
    // Rounded up: a merchant lapsing in 19.9 days has 20 days left, one lapsed an hour ago has 0.
    days_left: merchant.overdue_time ? Math.ceil((merchant.overdue_time.getTime() - Date.now()) / DAY_MS) : null,
    status: merchant.status,
    material_capacity: merchant.material_capacity,
    time_zone: merchant.time_zone,
    setting: merchant.settings,
  };
}

/**
 * Sale info (spec §1: "returned for a sale"): by the lookup given, else the caller's own; 404 for an
 * account that is no shopping guide (a master account, a store manager: the usage timer needs sale
 * info, so these record nothing) and outside the caller's scope.
 */
export async function saleInfoOf(db: Db, scope: Scope, session: SessionContext, query: { phone?: string; saleId?: number; seller_account_id?: number }) {
  const accountId = query.saleId ?? query.seller_account_id ?? (query.phone === undefined ? session.accountId : undefined);
  const sale = await findSale(db, scope, { accountId, phone: query.phone });
  if (!sale) throw notFound();
  return { ...sale, seller_account_id: sale.sale_id };
}
