import { describe, expect, it } from 'vitest';
import { STATS_ROLLED, StatsAnswerCache } from '../../../../server/modules/stats/stats-answer-cache.ts';
import type { Scope } from '../../../../server/tenancy/scope.ts';

/** A bus as the cache sees it: messages delivered by hand, the connection up or down at will. */
function fakeBus() {
  const handlers = new Map<string, (payload: unknown) => void>();
  const gaps: (() => void)[] = [];
  return {
    listening: true,
    subscribe: (topic: string, handler: (payload: unknown) => void) => {
      handlers.set(topic, handler);
      return () => handlers.delete(topic);
    },
    onGap: (handler: () => void) => {
      gaps.push(handler);
      return () => {};
    },
    send: (topic: string, payload: unknown) => handlers.get(topic)?.(payload),
    gap: () => {
      for (const handler of gaps) handler();
    },
  };
}

const merchant = (merchantId: number, saleId: number | null = null): Scope => ({ kind: 'merchant', merchantId, saleId, storeId: null });
const platform: Scope = { kind: 'all' };
const HOUR = 3_600_000;

describe('StatsAnswerCache', () => {
  it('answers a call once per scope, language, input and hour', async () => {
    const cache = new StatsAnswerCache(fakeBus());
    let computed = 0;
    const ask = (scope: Scope, input: unknown, language = 'en', now = 10 * HOUR) => cache.answer('/home', scope, language, input, async () => ++computed, now);
    expect(await ask(merchant(1), { period: '7d' })).toBe(1);
    expect(await ask(merchant(1), { period: '7d' }, 'en', 10 * HOUR + 59 * 60_000)).toBe(1);
    expect(await ask(merchant(1, 5), { period: '7d' })).toBe(2);
    expect(await ask(merchant(2), { period: '7d' })).toBe(3);
    expect(await ask(merchant(1), { period: '30d' })).toBe(4);
    expect(await ask(merchant(1), { period: '7d' }, 'zh')).toBe(5);
    expect(await ask(merchant(1), { period: '7d' }, 'en', 11 * HOUR)).toBe(6);
  });

  it("forgets a merchant's answers, and the platform's, when a rollup of that merchant commits", async () => {
    const bus = fakeBus();
    const cache = new StatsAnswerCache(bus);
    let computed = 0;
    const ask = (scope: Scope) => cache.answer('/home', scope, 'en', {}, async () => ++computed, 0);
    await ask(merchant(1));
    await ask(merchant(2));
    await ask(platform);
    bus.send(STATS_ROLLED, { merchantIds: [1] });
    expect(await ask(merchant(1))).toBe(4);
    expect(await ask(merchant(2))).toBe(2);
    expect(await ask(platform)).toBe(5);
  });

  it('keeps nothing while the bus is down, nor an answer a rollup overtook', async () => {
    const bus = fakeBus();
    const cache = new StatsAnswerCache(bus);
    let computed = 0;
    bus.listening = false;
    await cache.answer('/home', merchant(1), 'en', {}, async () => ++computed, 0);
    bus.listening = true;
    expect(await cache.answer('/home', merchant(1), 'en', {}, async () => ++computed, 0)).toBe(2);
    bus.gap();
    const overtaken = await cache.answer(
      '/map',
      merchant(1),
      'en',
      {},
      async () => {
        bus.send(STATS_ROLLED, { merchantIds: [1] });
        return ++computed;
      },
      0,
    );
    expect(overtaken).toBe(3);
    expect(await cache.answer('/map', merchant(1), 'en', {}, async () => ++computed, 0)).toBe(4);
  });
});
