import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REGIONS, DEMO_SOURCE_TYPES } from '../../../resources/stats/stats-kinds.ts';
import { seedDemo } from '../../../server/seed/seed-demo.ts';
import { type DemoEvent, type DemoMerchantPlan, generateDemoEvents, loadDemoPlans } from '../../../server/seed/seed-stats.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-db.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Four whole weeks ending at the start of the previous hour: every hour may be rolled. */
const until = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS - HOUR_MS);
const OPTIONS = { days: 28, scale: 0.15, until };

let database: TestDatabase;
let living: number;
beforeAll(async () => {
  database = await createTestDatabase('empty');
  await seedDemo(database.db, { events: { pool: database.pool, ...OPTIONS } });
  living = Number((await database.pool.query("SELECT id FROM merchants WHERE name = 'Demo Living'")).rows[0].id);
});
afterAll(() => database?.drop());

const one = async <T>(text: string, values: unknown[] = []): Promise<T> => (await database.pool.query(text, values)).rows[0] as T;
const all = async <T>(text: string, values: unknown[] = []): Promise<T[]> => (await database.pool.query(text, values)).rows as T[];

describe('the demo statistics events', () => {
  it('follows a weekly rhythm (weekend days busier than weekdays) and a daily one (afternoons and evenings, quiet nights)', async () => {
    // Whole local days only (the first and the last are partial).
    const days = await all<{ weekend: boolean; events: number }>(
      `SELECT extract(isodow FROM (use_at AT TIME ZONE 'Asia/Shanghai')::date) >= 6 AS weekend, count(*)::int AS events
       FROM stats_events WHERE merchant_id = $1 AND source_type NOT IN ('accountLogin', 'saleUseLog')
         AND (use_at AT TIME ZONE 'Asia/Shanghai')::date > ($2::timestamptz AT TIME ZONE 'Asia/Shanghai')::date
         AND (use_at AT TIME ZONE 'Asia/Shanghai')::date < ($3::timestamptz AT TIME ZONE 'Asia/Shanghai')::date
       GROUP BY (use_at AT TIME ZONE 'Asia/Shanghai')::date`,
      [living, new Date(until.getTime() - OPTIONS.days * DAY_MS), until],
    );
    const mean = (list: number[]) => list.reduce((sum, n) => sum + n, 0) / list.length;
    const weekend = mean(days.filter((day) => day.weekend).map((day) => day.events));
    const weekday = mean(days.filter((day) => !day.weekend).map((day) => day.events));
    expect(days.length).toBeGreaterThanOrEqual(26);
    expect(weekend).toBeGreaterThan(weekday * 1.2);

    const hours = await all<{ hour: number; events: number }>(
      `SELECT extract(hour FROM use_at AT TIME ZONE 'Asia/Shanghai')::int AS hour, count(*)::int AS events
       FROM stats_events WHERE merchant_id = $1 AND source_type NOT IN ('accountLogin', 'saleUseLog') GROUP BY 1`,
      [living],
    );
    const at = (from: number, to: number) => hours.filter((row) => row.hour >= from && row.hour <= to).reduce((sum, row) => sum + row.events, 0);
    expect(at(14, 17)).toBeGreaterThan(at(2, 5) * 10);
    expect(at(19, 21)).toBeGreaterThan(at(8, 10));
  });

  it('names every content kind with records, several regions, stores and guides, every channel, a few non-production events', async () => {
    const kinds = await one<Record<string, number>>(
      `SELECT count(commodity_id)::int AS commodity, count(album_id)::int AS album, count(video_id)::int AS video, count(document_id)::int AS document,
              count(application_id)::int AS application, count(plan_id)::int AS plan, count(activity_id)::int AS activity, count(coupon_id)::int AS coupon
       FROM stats_events WHERE merchant_id = $1`,
      [living],
    );
    for (const kind of ['commodity', 'album', 'video', 'document']) expect(kinds[kind]).toBeGreaterThan(50);
    for (const kind of ['application', 'plan', 'activity', 'coupon']) expect(kinds[kind]).toBe(0);
    // Every id names one of the merchant's own records.
    const foreign = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM stats_events e
       WHERE (e.commodity_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM commodities c WHERE c.id = e.commodity_id AND c.merchant_id = e.merchant_id))
          OR (e.album_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM albums c WHERE c.id = e.album_id AND c.merchant_id = e.merchant_id))
          OR (e.store_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM stores s WHERE s.id = e.store_id AND s.merchant_id = e.merchant_id))
          OR (e.sale_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = e.sale_id AND a.merchant_id = e.merchant_id))
          OR (e.customer_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM customers c WHERE c.id = e.customer_id AND c.merchant_id = e.merchant_id))`,
    );
    expect(foreign.n).toBe(0);

    // Visitors keep arriving: the last day has viewers never seen before it, and others seen before.
    const lastDay = await one<{ fresh: number; seen: number }>(
      `WITH last AS (SELECT max(use_at) - interval '1 day' AS since FROM stats_events),
       viewers AS (SELECT DISTINCT merchant_id, viewer_id FROM stats_events, last WHERE viewer_id LIKE 'wx-%' AND use_at >= last.since)
       SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM stats_events o, last WHERE o.merchant_id = v.merchant_id AND o.viewer_id = v.viewer_id AND o.use_at < last.since))::int AS fresh,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM stats_events o, last WHERE o.merchant_id = v.merchant_id AND o.viewer_id = v.viewer_id AND o.use_at < last.since))::int AS seen
       FROM viewers v`,
    );
    expect(lastDay.fresh).toBeGreaterThan(0);
    expect(lastDay.seen).toBeGreaterThan(0);

    const regions = await all<{ province: string; city: string }>('SELECT DISTINCT province, city FROM stats_events WHERE province IS NOT NULL');
    expect(regions).toEqual(expect.arrayContaining(DEMO_REGIONS.map(([province, city]) => ({ province, city }))));
    const types = await all<{ source_type: string }>('SELECT DISTINCT source_type FROM stats_events ORDER BY 1');
    expect(types.map((row) => row.source_type).sort()).toEqual([...DEMO_SOURCE_TYPES].sort());
    const channels = await all<{ channel: number; events: number }>('SELECT channel, count(*)::int AS events FROM stats_events GROUP BY 1 ORDER BY 1');
    expect(channels.map((row) => row.channel)).toEqual([0, 1, 2, 3, 4, 5]);
    const environments = await all<{ environment: string; events: number }>('SELECT environment, count(*)::int AS events FROM stats_events GROUP BY 1');
    const total = environments.reduce((sum, row) => sum + row.events, 0);
    const production = environments.find((row) => row.environment === 'production')!.events;
    expect(total - production).toBeGreaterThan(0);
    expect(total - production).toBeLessThan(total * 0.03);

    // Both stores of Demo Living, both of its guides (guide, duo), and the Flagship guides on most of Flagship's events.
    const stores = await all<{ name: string }>(
      'SELECT DISTINCT s.name FROM stats_events e JOIN stores s ON s.id = e.store_id WHERE e.merchant_id = $1 ORDER BY 1',
      [living],
    );
    expect(stores.map((row) => row.name)).toEqual(['Flagship', 'Riverside']);
    const guides = await all<{ username: string }>(
      `SELECT DISTINCT a.username FROM stats_events e JOIN accounts a ON a.id = e.sale_id
       WHERE e.merchant_id = $1 AND e.source_type NOT IN ('accountLogin', 'saleUseLog') ORDER BY 1`,
      [living],
    );
    expect(guides.map((row) => row.username)).toEqual(['duo', 'guide']);
    // Views carry their seconds; shares and favourites none.
    const seconds = await all<{ source_type: string; timed: number; untimed: number }>(
      `SELECT source_type, count(*) FILTER (WHERE stay_time > 0 AND use_time >= 0)::int AS timed, count(*) FILTER (WHERE stay_time IS NULL)::int AS untimed
       FROM stats_events WHERE source_type IN ('view', 'share', 'favorite') GROUP BY 1 ORDER BY 1`,
    );
    expect(seconds).toEqual([
      { source_type: 'favorite', timed: 0, untimed: expect.any(Number) },
      { source_type: 'share', timed: 0, untimed: expect.any(Number) },
      { source_type: 'view', timed: expect.any(Number), untimed: 0 },
    ]);
  });

  it("records each guide's logins and use time (saleUseLog with use_time seconds) on most days, and no other account's", async () => {
    const usage = await all<{ username: string; days: number; logins: number; untimed: number }>(
      `SELECT a.username, count(DISTINCT (e.use_at AT TIME ZONE 'Asia/Shanghai')::date)::int AS days,
              count(*) FILTER (WHERE e.source_type = 'accountLogin')::int AS logins,
              count(*) FILTER (WHERE e.source_type = 'saleUseLog' AND NOT e.use_time > 0)::int AS untimed
       FROM stats_events e JOIN accounts a ON a.id = e.sale_id
       WHERE e.source_type IN ('accountLogin', 'saleUseLog') GROUP BY 1 ORDER BY 1`,
    );
    // The demo's guides (Demo Living's guide and duo) only: no master, manager or designer (issue #34).
    expect(usage.map((row) => row.username)).toEqual(['duo', 'guide']);
    for (const row of usage) {
      // One day off a week.
      expect(row.days).toBeGreaterThanOrEqual(20);
      expect(row.logins).toBeGreaterThanOrEqual(row.days * 0.7);
      expect(row.untimed).toBe(0);
    }
  });

  it('stops at `until`, and the lapsed merchant at its lapse (if it has any: it has no content and no guide)', async () => {
    const last = await one<{ last: Date }>('SELECT max(use_at) AS last FROM stats_events');
    expect(last.last.getTime()).toBeLessThanOrEqual(until.getTime());
    // Not the last hour: at 0.15 of the demo volume a quiet night hour (00:00–06:00 in Shanghai)
    // may hold no event. Any twelve hours hold a busy one.
    expect(last.last.getTime()).toBeGreaterThan(until.getTime() - 12 * HOUR_MS);
    const lapsed = await one<{ last: Date | null; overdue: Date }>(
      "SELECT max(e.use_at) AS last, m.overdue_time AS overdue FROM merchants m LEFT JOIN stats_events e ON e.merchant_id = m.id WHERE m.name = 'Lapsed Co' GROUP BY m.id",
    );
    expect(lapsed.last?.getTime() ?? 0).toBeLessThanOrEqual(lapsed.overdue.getTime());
  });

  it('is rolled up: every level of the rollups totals the raw production events, and no hour is left marked', async () => {
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM stats_dirty_hours')).n).toBe(0);
    const raw = await all<{ merchant_id: number; events: number; content: number; use_time: number; regioned: number }>(
      `SELECT merchant_id, count(*)::int AS events, count(*) FILTER (WHERE source_type NOT IN ('accountLogin', 'saleUseLog'))::int AS content,
              coalesce(sum(use_time), 0)::int AS use_time, count(*) FILTER (WHERE province IS NOT NULL)::int AS regioned
       FROM stats_events WHERE environment = 'production' GROUP BY 1 ORDER BY 1`,
    );
    const hourly = await all<{ merchant_id: number; events: number; use_time: number }>(
      `SELECT merchant_id, sum(events)::int AS events, sum(use_time)::int AS use_time
       FROM stats_hourly WHERE store_id = -1 AND sale_id = -1 GROUP BY 1 ORDER BY 1`,
    );
    expect(hourly).toEqual(raw.map(({ merchant_id, events, use_time }) => ({ merchant_id, events, use_time })));
    const guides = await all<{ merchant_id: number; events: number }>(
      'SELECT merchant_id, sum(events)::int AS events FROM stats_hourly WHERE sale_id >= 0 GROUP BY 1 ORDER BY 1',
    );
    expect(guides).toEqual(raw.map(({ merchant_id, events }) => ({ merchant_id, events })));
    const content = await all<{ merchant_id: number; events: number }>(
      'SELECT merchant_id, sum(events)::int AS events FROM stats_content_daily WHERE sale_id = -1 GROUP BY 1 ORDER BY 1',
    );
    expect(content).toEqual(raw.filter((row) => row.content > 0).map(({ merchant_id, content }) => ({ merchant_id, events: content })));
    const regions = await all<{ merchant_id: number; events: number }>(
      'SELECT merchant_id, sum(events)::int AS events FROM stats_region_daily WHERE sale_id = -1 GROUP BY 1 ORDER BY 1',
    );
    // The regions count the events that named one (migration 026).
    expect(regions).toEqual(raw.map(({ merchant_id, regioned }) => ({ merchant_id, events: regioned })));
    // The customers' days (migration 031) count the events that named a customer, Demo Living's and Second Home's at least.
    const customerDays = await all<{ merchant_id: number; events: number }>(
      'SELECT merchant_id, sum(events)::int AS events FROM stats_customer_daily GROUP BY 1 ORDER BY 1',
    );
    const customerEvents = await all<{ merchant_id: number; events: number }>(
      "SELECT merchant_id, count(*)::int AS events FROM stats_events WHERE environment = 'production' AND customer_id IS NOT NULL GROUP BY 1 ORDER BY 1",
    );
    expect(customerDays).toEqual(customerEvents);
    expect(customerEvents.length).toBeGreaterThanOrEqual(2);
  });

  it('is deterministic: the seeded database and the same options give the same events again', async () => {
    const plans = await loadDemoPlans(database.db);
    const regenerated = [...generateDemoEvents(plans, OPTIONS)];
    const stored = await one<{ n: number; checksum: string }>(
      `SELECT count(*)::int AS n, md5(string_agg(concat_ws('|', merchant_id, source_type, (extract(epoch FROM use_at) * 1000)::bigint, channel, environment, viewer_id,
         store_id, sale_id, customer_id, commodity_id, album_id, video_id, document_id, use_time, stay_time, province, city), ',' ORDER BY id)) AS checksum
       FROM stats_events`,
    );
    expect(regenerated).toHaveLength(stored.n);
    const { createHash } = await import('node:crypto');
    const line = (event: DemoEvent) =>
      [
        event.merchant_id,
        event.source_type,
        event.use_at.getTime(),
        event.channel,
        event.environment,
        event.viewer_id,
        event.store_id,
        event.sale_id,
        event.customer_id,
        ...['commodity', 'album', 'video', 'document'].map((kind) => (event.content_kind === kind ? event.content_id : null)),
        event.use_time,
        event.stay_time,
        event.province,
        event.city,
      ]
        .filter((value) => value !== null)
        .join('|');
    expect(createHash('md5').update(regenerated.map(line).join(',')).digest('hex')).toBe(stored.checksum);
  });
});

describe('generateDemoEvents', () => {
  const plan: DemoMerchantPlan = {
    id: 7,
    timeZone: 'Asia/Shanghai',
    dailyEvents: 400,
    stores: [70, 71],
    sellers: [
      { id: 700, storeId: 70, roles: ['guide'] },
      { id: 701, storeId: null, roles: ['master'] },
      { id: 702, storeId: 70, roles: ['manager'] },
    ],
    content: { commodity: [1, 2, 3], album: [4], video: [5], document: [6] },
    homeRegion: 2,
  };
  it('gives the same events for the same plans and options, and others for another `until`', () => {
    const options = { days: 3, until: new Date('2026-03-14T12:34:56Z') };
    const first = [...generateDemoEvents([plan], options)];
    expect(first.length).toBeGreaterThan(1000);
    expect([...generateDemoEvents([plan], options)]).toEqual(first);
    expect([...generateDemoEvents([plan], { ...options, until: new Date('2026-03-15T12:34:56Z') })]).not.toEqual(first);
    // In time order, inside the period.
    for (let i = 1; i < first.length; i++) expect(first[i].use_at.getTime()).toBeGreaterThanOrEqual(first[i - 1].use_at.getTime());
    expect(first[0].use_at.getTime()).toBeGreaterThanOrEqual(options.until.getTime() - 3 * DAY_MS);
    expect(first.at(-1)!.use_at.getTime()).toBeLessThanOrEqual(options.until.getTime());
  });

  it('records usage and sign-ins of the guide only, never of the master account or the store manager', () => {
    const events = [...generateDemoEvents([plan], { days: 7, until: new Date('2026-03-14T12:34:56Z') })];
    const usage = events.filter((event) => event.source_type === 'accountLogin' || event.source_type === 'saleUseLog');
    expect(usage.length).toBeGreaterThan(20);
    expect(new Set(usage.map((event) => event.sale_id))).toEqual(new Set([700]));
    expect(new Set(usage.map((event) => event.viewer_id))).toEqual(new Set(['account:700']));
  });

  it("stops a lapsed merchant's events at its lapse", () => {
    const until = new Date('2026-03-14T12:00:00Z');
    const lapse = new Date(until.getTime() - DAY_MS);
    const events = [...generateDemoEvents([{ ...plan, until: lapse }], { days: 3, until })];
    expect(events.length).toBeGreaterThan(100);
    expect(Math.max(...events.map((event) => event.use_at.getTime()))).toBeLessThanOrEqual(lapse.getTime());
  });
});

describe('the tests’ demo template', () => {
  it('holds a small week of events that ends two days before the run, rolled up', async () => {
    const template = await createTestDatabase('demo');
    try {
      const { rows } = await template.pool.query<{ n: number; first: Date; last: Date; dirty: number }>(
        'SELECT count(*)::int AS n, min(use_at) AS first, max(use_at) AS last, (SELECT count(*)::int FROM stats_dirty_hours) AS dirty FROM stats_events',
      );
      expect(rows[0].n).toBeGreaterThan(1000);
      expect(rows[0].n).toBeLessThan(10_000);
      expect(rows[0].last.getTime()).toBeLessThan(Date.now() - 40 * HOUR_MS);
      expect(rows[0].last.getTime() - rows[0].first.getTime()).toBeLessThanOrEqual(7 * DAY_MS);
      expect(rows[0].dirty).toBe(0);
    } finally {
      await template.drop();
    }
  });
});
