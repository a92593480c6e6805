import { LRUCache } from 'lru-cache';
import type { NotificationBus } from '../../bus/notification-bus.ts';
import type { Scope } from '../../tenancy/scope.ts';

/** The bus topic of rollups committed: `{ merchantIds }` (stats-rollups.repository.ts publishes it). */
export const STATS_ROLLED = 'stats.rolled';

const ANSWERS_MAX = 2_000;
/**
 * How long an answer is kept at most. Its figures change only when a rollup commits (which
 * forgets it at once); this bounds how stale the names inside it (goods titles, guides, tags)
 * may be.
 */
const ANSWER_TTL_MS = 60_000;
const HOUR_MS = 60 * 60 * 1000;

interface Entry {
  merchantId: number | null;
  answer: unknown;
}

/**
 * Statistics answers, per instance (issue 16 figure 9a): dashboards read only rollups, which
 * change only when the rollup job commits ("data is current up to the last whole hour", spec §9),
 * so one answer serves every request of the same call, scope and body until then. An answer is
 * keyed by the hour too (a period like "today" moves with the clock), forgotten on every
 * instance when a rollup of its merchant commits (the platform's answers, across merchants, on
 * any rollup), and trusted only while the bus listens. The first request after a rollup computes
 * it, as does any request while the bus is down.
 */
export class StatsAnswerCache {
  private readonly entries = new LRUCache<string, Entry>({ max: ANSWERS_MAX, ttl: ANSWER_TTL_MS });
  private generation = 0;

  constructor(private readonly bus: Pick<NotificationBus, 'listening' | 'subscribe' | 'onGap'>) {
    bus.subscribe(STATS_ROLLED, (change) => this.forget((change as { merchantIds: number[] }).merchantIds));
    bus.onGap(() => this.forgetAll());
  }

  /** The answer of a call for a scope, language and input; computed by `compute` when not kept. */
  async answer<T>(call: string, scope: Scope, language: string, input: unknown, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const merchantId = scope.kind === 'merchant' ? scope.merchantId : null;
    const saleId = scope.kind === 'merchant' ? scope.saleId : null;
    const key = JSON.stringify([call, scope.kind, merchantId, saleId, language, Math.floor(now / HOUR_MS), input]);
    if (this.bus.listening) {
      const kept = this.entries.get(key);
      if (kept) return kept.answer as T;
    }
    const ticket = this.generation;
    const answer = await compute();
    // A rollup that committed while this was computed may have changed what it read.
    if (this.bus.listening && ticket === this.generation) this.entries.set(key, { merchantId, answer });
    return answer;
  }

  private forget(merchantIds: number[]): void {
    this.generation++;
    const merchants = new Set(merchantIds);
    for (const [key, entry] of this.entries.entries()) if (entry.merchantId === null || merchants.has(entry.merchantId)) this.entries.delete(key);
  }

  private forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }
}
