import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsEvent } from '../../../../resources/stats/stats-event.schema.ts';
import { GUIDE_STORE_MODE } from '../../../../resources/stats/stats-query.schema.ts';
import { recordEvents } from '../../../../server/modules/stats/stats-events.repository.ts';
import { rollMarkedHours } from '../../../../server/modules/stats/stats-rollups.repository.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

/**
 * Spec §6's one channel mode that lifts a guide's sale_id limit: the alternate mapping's channel 0
 * (a store's shared devices). The guide sees its own store there, and in every other mode its own
 * events only; another store stays out of reach.
 */
let t: TestApp;
let guide: Session;
let merchant: Session;
let ids: { guide: number; store: number; otherStore: number; goods: number };

const TOTAL = '/admin-api/kuxiaoju/stats/statsType/total';
const TREND = '/admin-api/kuxiaoju/stats/statsType/timingHistory';
const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
const range = { begin_time: `${yesterday} 00:00:00`, end_time: `${yesterday} 23:59:59` };
const at = (time: string) => new Date(`${yesterday}T${time}+08:00`).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  [guide, merchant] = await Promise.all([t.login('guide'), t.login('merchant')]);
  const pool = t.database.pool;
  await pool.query('TRUNCATE stats_events, stats_dirty_hours, stats_hourly, stats_sale_daily, stats_content_daily, stats_region_daily');
  const row = (await pool.query("SELECT a.id::int AS guide, a.store_id::int AS store, a.merchant_id::int AS merchant FROM accounts a WHERE username = 'guide'"))
    .rows[0];
  const other = (await pool.query('SELECT id::int FROM stores WHERE merchant_id = $1 AND id <> $2 ORDER BY id LIMIT 1', [row.merchant, row.store])).rows[0];
  const goods = (await pool.query('SELECT id::int FROM commodities WHERE merchant_id = $1 ORDER BY id LIMIT 1', [row.merchant])).rows[0];
  ids = { guide: row.guide, store: row.store, otherStore: other.id, goods: goods.id };
  const event = (time: string, extra: Partial<StatsEvent>): StatsEvent => ({
    source_type: 'commodityView',
    use_at: at(time),
    viewer_id: 'v1',
    channel: 0,
    environment: 'production',
    commodity_id: ids.goods,
    ...extra,
  });
  await recordEvents(t.database.db, row.merchant, [
    // The guide's own events: one on the store's devices (channel 0), one in the second build (1).
    event('09:00:00', { store_id: ids.store, sale_id: ids.guide }),
    event('09:30:00', { store_id: ids.store, sale_id: ids.guide, channel: 1 }),
    // The store's shared devices, nobody signed in: two events.
    event('10:00:00', { store_id: ids.store }),
    event('11:00:00', { store_id: ids.store }),
    // The same store's second build without a guide, and another store's devices.
    event('12:00:00', { store_id: ids.store, channel: 1 }),
    event('13:00:00', { store_id: ids.otherStore }),
  ]);
  while ((await rollMarkedHours(t.database.db, undefined, undefined, t.app.bus)) > 0);
});
afterAll(() => t?.close());

const post = (session: Session, url: string, payload: Record<string, unknown>) => session.bearer({ method: 'POST', url, payload });
const eventsOf = async (session: Session, payload: Record<string, unknown>) => {
  const answer = (await post(session, TOTAL, payload)).json();
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data.figures.events as number;
};

describe('statistics: the store-devices mode of a guide (spec §6)', () => {
  it("shows a guide its own store's channel-0 events in that mode, and only its own events in any other", async () => {
    expect(await eventsOf(guide, { ...range, ...GUIDE_STORE_MODE })).toBe(3);
    expect(await eventsOf(guide, range)).toBe(2);
    expect(await eventsOf(guide, { ...range, channel: 1 })).toBe(2);
    expect(await eventsOf(guide, { ...range, channel: 1, channel_mapping: 'alternate' })).toBe(1);
    // The merchant sees every store's channel-0 events in the same mode.
    expect(await eventsOf(merchant, { ...range, ...GUIDE_STORE_MODE })).toBe(4);
  });

  it("draws the store's trend in that mode, and refuses another store or guide as not found", async () => {
    const trend = (await post(guide, TREND, { ...range, ...GUIDE_STORE_MODE })).json().data;
    expect(trend.buckets.reduce((sum: number, bucket: { events: number }) => sum + bucket.events, 0)).toBe(3);
    expect((await post(guide, TOTAL, { ...range, ...GUIDE_STORE_MODE, store_id: ids.otherStore })).json().code).toBe(404);
    expect((await post(guide, TOTAL, { ...range, ...GUIDE_STORE_MODE, sale_id: ids.guide + 1000 })).json().code).toBe(404);
    expect(await eventsOf(guide, { ...range, ...GUIDE_STORE_MODE, sale_id: ids.guide })).toBe(1);
  });
});
