import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsEvent } from '../../../../resources/stats/stats-event.schema.ts';
import { recordEvents } from '../../../../server/modules/stats/stats-events.repository.ts';
import { rollMarkedHours } from '../../../../server/modules/stats/stats-rollups.repository.ts';
import { createTestDatabase, type TestDatabase } from '../../../helpers/test-db.ts';

/** The hourly rollups (migration 011): idempotent, late events re-roll their hour, two workers never double count. */
let database: TestDatabase;
let merchantId: number;
beforeAll(async () => {
  database = await createTestDatabase('demo');
  merchantId = Number((await database.pool.query("SELECT id FROM merchants WHERE name = 'Demo Living'")).rows[0].id);
});
afterAll(() => database?.drop());

const HOUR = 60 * 60 * 1000;
/** The start of the hour `hoursAgo` whole hours before this one (UTC). */
const hourStart = (hoursAgo: number) => new Date(Math.floor(Date.now() / HOUR) * HOUR - hoursAgo * HOUR);
const at = (hoursAgo: number, minute: number) => new Date(hourStart(hoursAgo).getTime() + minute * 60_000).toISOString();
const event = (useAt: string, extra: Partial<StatsEvent> = {}): StatsEvent => ({
  source_type: 'commodityView',
  use_at: useAt,
  viewer_id: 'v',
  channel: 0,
  environment: 'production',
  commodity_id: 1,
  stay_time: 10,
  ...extra,
});
const hourly = async (hoursAgo: number) =>
  Number(
    (
      await database.pool.query(
        'SELECT coalesce(sum(events), 0)::int AS n FROM stats_hourly WHERE merchant_id = $1 AND hour = $2 AND store_id = -1 AND sale_id = -1',
        [merchantId, hourStart(hoursAgo)],
      )
    ).rows[0].n,
  );
const rollAll = async () => {
  while ((await rollMarkedHours(database.db)) > 0);
};

describe('hourly rollups', () => {
  it('totals production events per hour, and the content of each day', async () => {
    await recordEvents(database.db, merchantId, [
      event(at(3, 5)),
      event(at(3, 50), { channel: 2 }),
      event(at(3, 20), { environment: 'trial' }),
      event(at(2, 0), { album_id: 4, commodity_id: undefined }),
    ]);
    await rollAll();
    expect(await hourly(3)).toBe(2);
    expect(await hourly(2)).toBe(1);
    const content = await database.pool.query('SELECT content_kind, content_id::int AS id, events FROM stats_content_daily WHERE merchant_id = $1 ORDER BY 1', [
      merchantId,
    ]);
    expect(content.rows.map((row) => row.content_kind)).toEqual(expect.arrayContaining(['album', 'commodity']));
    // Each level of the hourly rollup totals the same events: the merchant, its stores, its guides
    // (over this test's hours: the demo template's week of events ends two days before the run).
    const levels = await database.pool.query(
      `SELECT sum(events) FILTER (WHERE store_id = -1 AND sale_id = -1)::int AS merchant, sum(events) FILTER (WHERE store_id >= 0 AND sale_id = -1)::int AS stores,
              sum(events) FILTER (WHERE sale_id >= 0)::int AS sales FROM stats_hourly WHERE merchant_id = $1 AND hour >= $2`,
      [merchantId, hourStart(3)],
    );
    expect(levels.rows[0]).toEqual({ merchant: 3, stores: 3, sales: 3 });
    expect((await database.pool.query('SELECT count(*)::int AS n FROM stats_dirty_hours')).rows[0].n).toBe(0);
  });

  it('rolls an hour again when a late event arrives for it, and the same totals when nothing changed', async () => {
    await recordEvents(database.db, merchantId, [event(at(3, 59))]);
    await rollAll();
    expect(await hourly(3)).toBe(3);
    // Marked again without a new event: recomputed, not added to.
    await database.pool.query('INSERT INTO stats_dirty_hours (merchant_id, hour) VALUES ($1, $2)', [merchantId, hourStart(3)]);
    await rollAll();
    expect(await hourly(3)).toBe(3);
  });

  it('waits for the current hour to end before rolling it', async () => {
    await recordEvents(database.db, merchantId, [event(new Date().toISOString())]);
    await rollAll();
    expect(await hourly(0)).toBe(0);
    expect((await database.pool.query('SELECT count(*)::int AS n FROM stats_dirty_hours WHERE hour = $1', [hourStart(0)])).rows[0].n).toBe(1);
    const nextHour = new Date(hourStart(-1).getTime() + 60_000);
    expect(await rollMarkedHours(database.db, 500, nextHour)).toBe(1);
    expect(await hourly(0)).toBe(1);
  });

  it('never counts an hour twice with two workers rolling at once', async () => {
    const events = Array.from({ length: 60 }, (_, index) => event(at(10 + (index % 30), index % 60)));
    await recordEvents(database.db, merchantId, events);
    const worker = async () => {
      let rolled = 0;
      for (let n = await rollMarkedHours(database.db, 3); n > 0; n = await rollMarkedHours(database.db, 3)) rolled += n;
      return rolled;
    };
    const [a, b] = await Promise.all([worker(), worker()]);
    expect(a + b).toBe(30);
    const total = await database.pool.query(
      'SELECT sum(events)::int AS n FROM stats_hourly WHERE merchant_id = $1 AND hour BETWEEN $2 AND $3 AND store_id = -1 AND sale_id = -1',
      [merchantId, hourStart(39), hourStart(10)],
    );
    expect(total.rows[0].n).toBe(60);
  });

  it('takes concurrent batches spanning the same hours in any order, and rolls each event once', async () => {
    const hours = Array.from({ length: 12 }, (_, index) => at(50 + index, 30));
    const batches = Array.from({ length: 10 }, (_, index) => (index % 2 ? [...hours].reverse() : hours).map((useAt) => event(useAt)));
    const range = [merchantId, hourStart(61), new Date(hourStart(50).getTime() + HOUR)];
    const stored = async () =>
      (
        await database.pool.query(
          "SELECT count(*)::int AS n FROM stats_events WHERE merchant_id = $1 AND use_at >= $2 AND use_at < $3 AND environment = 'production'",
          range,
        )
      ).rows[0].n;
    const before = await stored();
    // Marks are only ever added (migration 013): no batch waits on, or deadlocks with, another's.
    await Promise.all(batches.map((batch) => recordEvents(database.db, merchantId, batch)));
    expect(await stored()).toBe(before + 120);
    await rollAll();
    const total = await database.pool.query(
      'SELECT sum(events)::int AS n FROM stats_hourly WHERE merchant_id = $1 AND hour >= $2 AND hour < $3 AND store_id = -1 AND sale_id = -1',
      range,
    );
    expect(total.rows[0].n).toBe(before + 120);
    expect((await database.pool.query('SELECT count(*)::int AS n FROM stats_dirty_hours WHERE hour <= $1', [hourStart(50)])).rows[0].n).toBe(0);
  });
});
