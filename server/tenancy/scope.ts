import { GUIDE_ROLE_TAG } from '../../resources/constants.ts';
import type { SessionContext } from '../http/session-context.types.ts';
import type { KeyHolder } from './publishable-keys.ts';

/** Which rows a statement may touch: one merchant's (optionally one guide's), or every merchant's. */
export type Scope = Readonly<{ kind: 'merchant'; merchantId: number; saleId: number | null; storeId: number | null }> | Readonly<{ kind: 'all' }>;

// Only scopes made here are honoured: a scope assembled from request input is refused.
const issued = new WeakSet<object>();

function issue<S extends Scope>(scope: S): S {
  const frozen = Object.freeze(scope);
  issued.add(frozen);
  return frozen;
}

export class TenantScopeError extends Error {}

/** Throws unless the scope was issued by this module (fails closed on a missing or forged scope). */
export function assertScope(scope: Scope | undefined | null): asserts scope is Scope {
  if (!scope || typeof scope !== 'object' || !issued.has(scope)) {
    throw new TenantScopeError('Refusing to run a tenant statement without a scope issued for the session');
  }
}

/**
 * The scope of a session (ACCESS.md "Data scopes"): a platform operator sees every merchant, or the
 * one named by `tenant-id`; a merchant session its own merchant; a shopping guide, for tables with a
 * guide column, only its own `sale_id` rows.
 */
export function scopeForSession(session: SessionContext, tenantId: number | null): Scope {
  if (session.isPlatform) return tenantId === null ? issue({ kind: 'all' }) : issue({ kind: 'merchant', merchantId: tenantId, saleId: null, storeId: null });
  if (session.merchantId === null) throw new TenantScopeError('A merchant session without a merchant has no scope');
  const saleId = session.roleTag === GUIDE_ROLE_TAG ? session.accountId : null;
  return issue({ kind: 'merchant', merchantId: session.merchantId, saleId, storeId: session.storeId });
}

/** For seeding and background jobs that act for one merchant outside any request. */
export function systemScopeFor(merchantId: number): Scope {
  return issue({ kind: 'merchant', merchantId, saleId: null, storeId: null });
}

/**
 * The scope a background job runs with: the one its request had when it was queued (stored by
 * the server in the job row, never taken from the client): a merchant (and guide), or all.
 */
export function scopeForJob(merchantId: number | null, saleId: number | null, storeId: number | null = null): Scope {
  return merchantId === null ? issue({ kind: 'all' }) : issue({ kind: 'merchant', merchantId, saleId, storeId });
}

/** The scope of an `/app-api` call: the merchant whose publishable key it sent, never one named in its body. */
export function scopeForKeyHolder(holder: KeyHolder): Scope {
  return issue({ kind: 'merchant', merchantId: holder.merchantId, saleId: null, storeId: null });
}

/** What a job row keeps of the scope it was queued with (its params), read back by `scopeForJob`. */
export function jobScopeParams(scope: Scope): { sale_id: number | null; store_id: number | null } {
  return scope.kind === 'merchant' ? { sale_id: scope.saleId, store_id: scope.storeId } : { sale_id: null, store_id: null };
}
