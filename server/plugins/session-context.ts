import type { FastifyRequest } from 'fastify';
import { DEFAULT_ROLE_TAG, LOGIN_VARIANTS, type LoginVariantValue, PLATFORM_ROLE_TAG, SESSION_COOKIES } from '../../resources/constants.ts';
import type { Db } from '../db/database.ts';
import type { LoginVariant } from '../db/schema.ts';
import { findLiveSession, type SessionRow, type TokenKind, touchSession } from '../modules/session/session.repository.ts';
import { hashToken } from '../modules/session/tokens.ts';
import type { SessionContext } from '../http/session-context.types.ts';

// Re-exported for the importers not yet moved to server/http/session-context.types.ts (server/engine).
export type { SessionContext };

// Writing last_seen_at at most once a minute keeps reads free of writes; idle expiry is 24 h.
const TOUCH_INTERVAL_MS = 60_000;

/** The bearer token, or else the session cookie: the host's variant first, then the others. */
export function credentialOf(request: FastifyRequest, hostVariant: LoginVariant): { token: string; via: 'cookie' | 'bearer' } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    return token ? { token, via: 'bearer' } : undefined;
  }
  const order: LoginVariantValue[] = [hostVariant, ...LOGIN_VARIANTS.filter((v) => v !== hostVariant)];
  for (const variant of order) {
    const token = request.cookies?.[SESSION_COOKIES[variant]];
    if (token) return { token, via: 'cookie' };
  }
  return undefined;
}

/**
 * Resolves the caller's session. The cookie always holds the main token and authenticates both
 * APIs; a bearer token must be of the API's own kind (the boot token for the boot API).
 */
export async function resolveSession(
  db: Db,
  credential: { token: string; via: 'cookie' | 'bearer' },
  apiKind: TokenKind,
  idleSeconds: number,
): Promise<SessionContext | undefined> {
  const kind: TokenKind = credential.via === 'cookie' ? 'main' : apiKind;
  const row = await findLiveSession(db, kind, hashToken(credential.token), idleSeconds);
  if (row?.account_status !== 'enabled') return undefined;
  if (Date.now() - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS) await touchSession(db, row.session_id);
  return toContext(row, credential.via);
}

function toContext(row: SessionRow, via: 'cookie' | 'bearer'): SessionContext {
  const roleTag = row.role_tag ?? DEFAULT_ROLE_TAG;
  return {
    id: row.session_id,
    accountId: row.account_id,
    username: row.username,
    merchantId: row.merchant_id,
    storeId: row.store_id,
    roleId: row.role_id,
    roleCode: row.role_code,
    roleTag,
    permissions: row.permissions ?? [],
    variant: row.variant,
    via,
    // A platform operator has no merchant; the tag alone never widens a merchant account's scope.
    isPlatform: roleTag === PLATFORM_ROLE_TAG && row.merchant_id === null,
    merchantStatus: row.merchant_status,
    overdueTime: row.overdue_time,
  };
}
