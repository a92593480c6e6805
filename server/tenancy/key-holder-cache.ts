import { LRUCache } from 'lru-cache';
import type { NotificationBus } from '../bus/notification-bus.ts';
import { SESSIONS_CHANGED, type SessionChange } from '../http/session-cache.ts';
import type { KeyHolder, PublishableKeyPurpose } from './publishable-keys.ts';

/** The bus topic of a merchant's publishable keys changing (rotated or revoked): `{ merchantId }`. */
export const KEYS_CHANGED = 'publishable-keys.changed';

/** At most this many keys are kept per instance. */
const KEY_CACHE_MAX = 10_000;
/** A backstop for changes made behind the product's back, as for sessions. */
const KEY_CACHE_TTL_MS = 60_000;

/**
 * Key holders by key hash, per instance, so that an `/app-api` call (a batch of statistics events,
 * many a second) costs no key query. Coherent through the notification bus: a rotation forgets the
 * merchant's keys on every instance, and so does any change of the merchant's state that reaches
 * its sessions (disabled, expiry moved); trusted only while the bus listens, like SessionCache.
 */
export class KeyHolderCache {
  private readonly entries = new LRUCache<string, KeyHolder>({ max: KEY_CACHE_MAX, ttl: KEY_CACHE_TTL_MS });
  /** Bumped by every change: a reading that began before one must not be kept after it. */
  private generation = 0;

  constructor(private readonly bus: Pick<NotificationBus, 'listening' | 'subscribe' | 'onGap'>) {
    bus.subscribe(KEYS_CHANGED, (change) => this.forgetMerchants([(change as { merchantId: number }).merchantId]));
    bus.subscribe(SESSIONS_CHANGED, (change) => {
      const { all, merchantIds } = change as SessionChange;
      if (all) this.forgetAll();
      else if (merchantIds?.length) this.forgetMerchants(merchantIds);
    });
    bus.onGap(() => this.forgetAll());
  }

  ticket(): number {
    return this.generation;
  }

  get(purpose: PublishableKeyPurpose, keyHash: string): KeyHolder | undefined {
    if (!this.bus.listening) return undefined;
    return this.entries.get(`${purpose}:${keyHash}`);
  }

  /** Keeps a live key's holder (unknown keys are not kept: a guesser must not fill the cache). */
  store(purpose: PublishableKeyPurpose, keyHash: string, holder: KeyHolder, ticket: number): void {
    if (!this.bus.listening || ticket !== this.generation) return;
    this.entries.set(`${purpose}:${keyHash}`, holder);
  }

  private forgetMerchants(merchantIds: number[]): void {
    this.generation++;
    const merchants = new Set(merchantIds);
    for (const [key, holder] of this.entries.entries()) if (merchants.has(holder.merchantId)) this.entries.delete(key);
  }

  private forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }
}
