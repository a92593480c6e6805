import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BOOT_CODES, CSRF_HEADER, CSRF_HEADER_VALUE, PUBLISHABLE_KEY_HEADER } from '../../resources/constants.ts';
import type { Db } from '../db/database.ts';
import type { Env } from '../env.ts';
import { grantsOf, type RouteGrant } from '../http/access.ts';
import { AppError, forbidden } from '../http/app-error.ts';
import { apiKindOf } from '../http/envelope.ts';
import { AccessCheckers } from './access-checkers.ts';
import type { SessionCache } from '../http/session-cache.ts';
import { variantForHost } from '../../resources/session/login-variant.ts';
import type { SessionContext } from '../http/session-context.types.ts';
import type { KeyHolderCache } from '../tenancy/key-holder-cache.ts';
import { holderOfKey, type KeyHolder, type PublishableKeyPurpose } from '../tenancy/publishable-keys.ts';
import { credentialOf, resolveSession } from './session-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null;
    /** The merchant named by the `tenant-id` header, already checked against the session. */
    tenantId: number | null;
    /** On `/app-api` routes: the merchant whose publishable key the caller sent, already checked. */
    keyHolder: KeyHolder | null;
    /** The page action that let the caller in (the first of a route's list the caller holds); null on public and session routes. */
    grant: RouteGrant | null;
  }
  interface FastifyContextConfig {
    /** Lets a lapsed merchant's session through (logging out must always work). */
    allowLapsedMerchant?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The fixed order of checks before any handler (ACCESS.md): 401 no valid session → 403 CSRF →
 * 403 merchant expired or disabled → 403 tenant mismatch → 403 permission. Validation (422)
 * and the handler's own 404 / 409 come after, by Fastify's lifecycle.
 */
export const gatePlugin = fp(async (app: FastifyInstance, options: { db: Db; env: Env; sessions?: SessionCache; keyHolders?: KeyHolderCache }) => {
  const checkers = new AccessCheckers();
  app.decorateRequest('session', null);
  app.decorateRequest('tenantId', null);
  app.decorateRequest('keyHolder', null);
  app.decorateRequest('grant', null);

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    const purpose = request.routeOptions.config?.publishableKey;
    if (purpose) {
      request.keyHolder = await authenticateKey(request, options.db, purpose, options.keyHolders);
      return;
    }
    if (access === undefined || access === 'public') return;
    const session = await authenticate(request, options.db, options.env, options.sessions);
    request.session = session;
    if (session.via === 'cookie' && UNSAFE_METHODS.has(request.method) && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      throw forbidden('errors.csrf');
    }
    if (!request.routeOptions.config.allowLapsedMerchant) assertMerchantActive(session);
    request.tenantId = tenantOf(request, session);
    const grants = grantsOf(access);
    if (grants.length) {
      const checker = await checkers.for(session);
      const grant = grants.find(({ page, action }) => checker.can(page, action));
      if (!grant) throw forbidden();
      request.grant = grant;
    }
  });
});

async function authenticate(request: FastifyRequest, db: Db, env: Env, sessions?: SessionCache): Promise<SessionContext> {
  const credential = credentialOf(request, variantForHost(request.hostname, env));
  const session = credential && (await resolveSession(db, credential, apiKindOf(request.url), env.SESSION_IDLE_SECONDS, sessions));
  if (!session) throw new AppError(401, 'errors.unauthenticated');
  return session;
}

/**
 * A key names its merchant; anything else (no key, a malformed, unknown, revoked or other-purpose
 * key, a session token) is the same 401, so a caller learns nothing about which keys exist. The
 * merchant's state is checked as for a session: an expired or disabled merchant's viewers are refused.
 */
async function authenticateKey(request: FastifyRequest, db: Db, purpose: PublishableKeyPurpose, cache?: KeyHolderCache): Promise<KeyHolder> {
  const header = request.headers[PUBLISHABLE_KEY_HEADER];
  const holder = typeof header === 'string' ? await holderOfKey(db, header, purpose, cache) : null;
  if (!holder) throw new AppError(401, 'errors.publishableKeyRequired');
  assertMerchantActive(holder);
  return holder;
}

function assertMerchantActive(holder: Pick<SessionContext, 'merchantId' | 'merchantStatus' | 'overdueTime'>): void {
  if (holder.merchantId === null) return;
  if (holder.overdueTime && holder.overdueTime.getTime() <= Date.now()) {
    throw new AppError(403, 'errors.merchantExpired', { bootCode: BOOT_CODES.tenantExpired });
  }
  if (holder.merchantStatus === 'disabled') throw new AppError(403, 'errors.merchantDisabled', { bootCode: BOOT_CODES.tenantDisabled });
}

/** A merchant session may only name its own merchant; a platform operator may name any. */
function tenantOf(request: FastifyRequest, session: SessionContext): number | null {
  const header = request.headers['tenant-id'];
  if (header === undefined || header === '') return session.merchantId;
  const text = Array.isArray(header) ? header[0] : header;
  // Decimal digits only: Number() would also read '0x1', '1e0' or '1.0' as a merchant id.
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value <= 0) throw forbidden('errors.tenantMismatch');
  if (session.isPlatform) return value;
  if (value !== session.merchantId) throw forbidden('errors.tenantMismatch');
  return value;
}
