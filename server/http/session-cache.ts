import { LRUCache } from 'lru-cache';
import type { NotificationBus } from '../bus/notification-bus.ts';
import type { SessionRow, TokenKind } from './live-sessions.repository.ts';

/** The bus topic of session changes (the session module's session-invalidation.ts publishes it). */
export const SESSIONS_CHANGED = 'sessions.changed';

/** Which cached sessions a change concerns: any of these ids matches. */
export interface SessionChange {
  sessionIds?: number[];
  accountIds?: number[];
  roleIds?: number[];
  merchantIds?: number[];
  /** Every session (a change too wide to name, or a gap in the bus). */
  all?: boolean;
}

/** At most this many sessions are kept per instance; the least recently used go first. */
export const SESSION_CACHE_MAX = 10_000;
/**
 * A backstop, not the mechanism: every change made through the product reaches all instances
 * through the bus within a second. This bounds how long a change made behind the product's back
 * (SQL typed by hand) can go unseen.
 */
export const SESSION_CACHE_TTL_MS = 60_000;

/**
 * Sessions by token, per instance, so that a request costs no session query. Coherent across
 * instances through the notification bus; trusted only while the bus listens (a lost connection
 * may have lost messages, so the cache empties and is bypassed until the bus is back).
 */
export class SessionCache {
  private readonly entries = new LRUCache<string, SessionRow>({ max: SESSION_CACHE_MAX, ttl: SESSION_CACHE_TTL_MS });
  /** Bumped by every change: a read that began before one must not be cached after it. */
  private generation = 0;

  constructor(private readonly bus: Pick<NotificationBus, 'listening' | 'subscribe' | 'onGap'>) {
    bus.subscribe(SESSIONS_CHANGED, (change) => this.forget(change as SessionChange));
    bus.onGap(() => this.forget({ all: true }));
  }

  /** A reading's ticket: pass it back to `store` so a change in between wins. */
  ticket(): number {
    return this.generation;
  }

  get(kind: TokenKind, tokenHash: Buffer): SessionRow | undefined {
    if (!this.bus.listening) return undefined;
    return this.entries.get(key(kind, tokenHash));
  }

  store(kind: TokenKind, tokenHash: Buffer, row: SessionRow, ticket: number): void {
    if (!this.bus.listening || ticket !== this.generation) return;
    this.entries.set(key(kind, tokenHash), row);
  }

  forget(change: SessionChange): void {
    this.generation++;
    if (change.all) {
      this.entries.clear();
      return;
    }
    const sets = {
      session_id: new Set(change.sessionIds),
      account_id: new Set(change.accountIds),
      role_id: new Set(change.roleIds),
      merchant_id: new Set(change.merchantIds),
    };
    for (const [entryKey, row] of this.entries.entries()) {
      const hit = (Object.keys(sets) as (keyof typeof sets)[]).some((column) => row[column] !== null && sets[column].has(row[column] as number));
      if (hit) this.entries.delete(entryKey);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

function key(kind: TokenKind, tokenHash: Buffer): string {
  return `${kind}:${tokenHash.toString('base64')}`;
}
