import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../../server/http/app-error.ts';
import { RateLimiter } from '../../../server/http/rate-windows.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-db.ts';

/** Rate limits per instance in memory, summed across instances in PostgreSQL (server/http/rate-windows.ts). */
let database: TestDatabase;
const limiters: RateLimiter[] = [];
beforeAll(async () => {
  database = await createTestDatabase('empty');
});
afterAll(async () => {
  for (const limiter of limiters) await limiter.close();
  await database?.drop();
});

const limiter = () => {
  const made = new RateLimiter(database.db);
  limiters.push(made);
  return made;
};
/**
 * The middle of a minute, so a test never straddles two windows; a day ahead of the clock, so the
 * windows are live for the limiter's own sync every second (on the real clock, it drops windows
 * that ended with their unsent hits) and for its sweep of rows over an hour old.
 */
const base = (Math.floor(Date.now() / 60_000) + 24 * 60) * 60_000;
const minute = (index: number) => base + index * 60_000 + 30_000;
const refusal = (spend: () => void) => {
  try {
    spend();
    return undefined;
  } catch (error) {
    return error as AppError;
  }
};

describe('RateLimiter', () => {
  it('refuses past the limit at once on one instance (429, retry-after the rest of the window), and counts the refused hits', () => {
    const one = limiter();
    const at = minute(1);
    one.spend([{ bucket: 'test:a', limit: 10 }], 10, 60, at);
    const refused = refusal(() => one.spend([{ bucket: 'test:a', limit: 10 }], 1, 60, at));
    expect(refused?.status).toBe(429);
    expect(refused?.options.headers?.['retry-after']).toBe('30');
    // Another bucket, or the next window, starts afresh.
    expect(refusal(() => one.spend([{ bucket: 'test:b', limit: 10 }], 10, 60, at))).toBeUndefined();
    expect(refusal(() => one.spend([{ bucket: 'test:a', limit: 10 }], 10, 60, minute(2)))).toBeUndefined();
  });

  it('holds across instances: each learns the others’ hits from PostgreSQL when it syncs', async () => {
    const first = limiter();
    const second = limiter();
    const at = minute(3);
    const limits = [{ bucket: 'test:shared', limit: 10 }];
    first.spend(limits, 6, 60, at);
    second.spend(limits, 3, 60, at);
    await first.flush(at);
    await second.flush(at);
    await first.flush(at);
    const stored = await database.pool.query<{ hits: number }>("SELECT sum(hits)::int AS hits FROM rate_windows WHERE bucket = 'test:shared'");
    expect(stored.rows[0].hits).toBe(9);
    // Each knows of nine: the tenth goes, and once that is synced the eleventh is refused anywhere.
    expect(refusal(() => second.spend(limits, 1, 60, at))).toBeUndefined();
    await second.flush(at);
    await first.flush(at);
    expect(refusal(() => first.spend(limits, 1, 60, at))?.status).toBe(429);
  });

  it('recovers from a failed sync: the hits stay pending and the next flush sends them, once', async () => {
    // The database goes down while `down` holds: every statement fails before it reaches PostgreSQL.
    let down = false;
    const outage: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (down) throw new Error('database unreachable');
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const flaky = new RateLimiter(database.db.withPlugin(outage));
    limiters.push(flaky);
    const at = minute(4);
    const limits = [{ bucket: 'test:outage', limit: 10 }];
    flaky.spend(limits, 4, 60, at);
    down = true;
    await expect(flaky.flush(at)).rejects.toThrow('database unreachable');
    flaky.spend(limits, 3, 60, at);
    down = false;
    await flaky.flush(at);
    const stored = async () =>
      (await database.pool.query<{ hits: number }>("SELECT sum(hits)::int AS hits FROM rate_windows WHERE bucket = 'test:outage'")).rows[0].hits;
    expect(await stored()).toBe(7);
    // Nothing is sent twice, and the limiter knows its seven: three more go, the eleventh is refused.
    await flaky.flush(at);
    expect(await stored()).toBe(7);
    expect(refusal(() => flaky.spend(limits, 3, 60, at))).toBeUndefined();
    expect(refusal(() => flaky.spend(limits, 1, 60, at))?.status).toBe(429);
  });
});
