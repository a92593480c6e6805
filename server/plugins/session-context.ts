import type { FastifyRequest } from 'fastify';
import { DEFAULT_ROLE_TAG, LOGIN_VARIANTS, type LoginVariantValue, PLATFORM_ROLE_TAG, SESSION_COOKIES } from '../../resources/constants.ts';
import type { Db } from '../db/database.ts';
import type { LoginVariant } from '../db/schema.ts';
import type { SessionCache } from '../http/session-cache.ts';
import { findLiveSession, type SessionRow, type TokenKind, touchSession } from '../http/live-sessions.repository.ts';
import { hashToken } from '../http/session-tokens.ts';
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
  cache?: SessionCache,
): Promise<SessionContext | undefined> {
  const kind: TokenKind = credential.via === 'cookie' ? 'main' : apiKind;
  const tokenHash = hashToken(credential.token);
  const row = cache ? await cachedSession(db, cache, kind, tokenHash, idleSeconds) : await findLiveSession(db, kind, tokenHash, idleSeconds);
  if (row?.account_status !== 'enabled') return undefined;
  if (Date.now() - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, row.session_id);
    // The cached copy is this very object: the next minute's requests need no touch.
    row.last_seen_at = new Date();
  }
  return toContext(row, credential.via);
}

/**
 * The session from this instance's cache when it is there and still live by the clock (absolute
 * and idle expiry are checked here as the query checks them); else from the database, cached.
 */
async function cachedSession(db: Db, cache: SessionCache, kind: TokenKind, tokenHash: Buffer, idleSeconds: number): Promise<SessionRow | undefined> {
  const hit = cache.get(kind, tokenHash);
  const now = Date.now();
  if (hit && hit.expires_at.getTime() > now && hit.last_seen_at.getTime() > now - idleSeconds * 1000) return hit;
  const ticket = cache.ticket();
  const row = await findLiveSession(db, kind, tokenHash, idleSeconds);
  if (row) cache.store(kind, tokenHash, row, ticket);
  return row;
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
