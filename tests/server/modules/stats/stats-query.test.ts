import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsEvent } from '../../../../resources/stats/stats-event.schema.ts';
import { recordEvents } from '../../../../server/modules/stats/stats-events.repository.ts';
import { rollMarkedHours } from '../../../../server/modules/stats/stats-rollups.repository.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

/**
 * The statistics calls (spec §7) over rollups of known events: the scope per demo account (spec
 * §6), the period edges in the merchant's zone, the 10,000 window, and a late event moving a figure.
 */
let t: TestApp;
let merchant: Session;
let merchant2: Session;
let operator: Session;
let guide: Session;
let ids: { demo: number; second: number; guide: number; store: number; otherGuide: number; goods: number; goodsName: string };

const ADMIN = '/admin-api/kuxiaoju/stats';
const DAY = 86_400_000;
/** A day `back` days before today in Shanghai, as YYYY-MM-DD. */
const shanghaiDay = (back: number) => new Date(Date.now() + 8 * 3_600_000 - back * DAY).toISOString().slice(0, 10);
/** An instant given as Shanghai wall time. */
const shanghai = (day: string, time: string) => new Date(`${day}T${time}+08:00`).toISOString();
const FIRST = shanghaiDay(3);
const LAST = shanghaiDay(2);
const range = { begin_time: `${FIRST} 00:00:00`, end_time: `${LAST} 23:59:59` };

const event = (useAt: string, extra: Partial<StatsEvent> = {}): StatsEvent => ({
  source_type: 'commodityView',
  use_at: useAt,
  viewer_id: 'v1',
  channel: 0,
  environment: 'production',
  commodity_id: ids.goods,
  stay_time: 30,
  ...extra,
});
const rollAll = async () => {
  while ((await rollMarkedHours(t.database.db, undefined, undefined, t.app.bus)) > 0);
};
const query = async (pool: TestApp['database']['pool'], text: string, values: unknown[] = []) => (await pool.query(text, values)).rows;

beforeAll(async () => {
  t = await createTestApp();
  [merchant, merchant2, operator, guide] = await Promise.all(['merchant', 'merchant2', 'operator', 'guide'].map((name) => t.login(name)));
  const pool = t.database.pool;
  await pool.query('TRUNCATE stats_events, stats_dirty_hours, stats_hourly, stats_sale_daily, stats_content_daily, stats_region_daily');
  const [demo] = await query(pool, "SELECT id::int FROM merchants WHERE name = 'Demo Living'");
  const [second] = await query(pool, "SELECT id::int FROM merchants WHERE name = 'Second Home'");
  const [guideRow] = await query(pool, "SELECT id::int, store_id::int FROM accounts WHERE username = 'guide'");
  const [other] = await query(pool, "SELECT id::int FROM accounts WHERE merchant_id = $1 AND username <> 'guide' ORDER BY id LIMIT 1", [demo.id]);
  const [goods] = await query(pool, 'SELECT id::int, name FROM commodities WHERE merchant_id = $1 ORDER BY id LIMIT 1', [demo.id]);
  ids = { demo: demo.id, second: second.id, guide: guideRow.id, store: guideRow.store_id, otherGuide: other.id, goods: goods.id, goodsName: goods.name };
  const byGuide = { sale_id: ids.guide, store_id: ids.store };
  await recordEvents(t.database.db, ids.demo, [
    // The period's edges in Asia/Shanghai: its first instant and its last second count, the instants around them do not.
    event(shanghai(FIRST, '00:00:00'), byGuide),
    event(shanghai(LAST, '23:59:59'), { ...byGuide, channel: 2, province: '浙江省', city: '杭州市' }),
    event(shanghai(shanghaiDay(4), '23:59:59'), byGuide),
    event(shanghai(shanghaiDay(1), '00:00:00'), byGuide),
    event(shanghai(FIRST, '10:00:00'), { sale_id: ids.otherGuide, channel: 4 }),
    event(shanghai(FIRST, '11:00:00'), { source_type: 'saleUseLog', commodity_id: undefined, use_time: 120, ...byGuide }),
    event(shanghai(FIRST, '12:00:00'), { environment: 'trial' }),
  ]);
  await recordEvents(t.database.db, ids.second, [event(shanghai(FIRST, '09:00:00'), { commodity_id: undefined, album_id: 1 })]);
  await rollAll();
});
afterAll(() => t?.close());

const post = (session: Session, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  session.bearer({ method: 'POST', url, payload, headers });
const figuresOf = async (session: Session, payload: Record<string, unknown> = range, headers: Record<string, string> = {}) => {
  const answer = (await post(session, `${ADMIN}/statsType/total`, payload, headers)).json();
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data.figures;
};

describe('statistics: period edges', () => {
  it("counts 00:00:00 of the first day and 23:59:59 of the last, in the merchant's zone, and nothing around them", async () => {
    const figures = await figuresOf(merchant);
    // Four production events of Demo Living lie within the two days (the trial one is left out).
    expect(figures).toMatchObject({ events: 4, views: 3, logins: 0, use_time: 120, stay_time: 90, active_sales: 2 });
    const previous = (await post(merchant, `${ADMIN}/statsType/total`, range)).json().data.previous;
    expect(previous.events).toBe(1);
  });

  it('narrows to a channel group, in both mappings', async () => {
    expect((await figuresOf(merchant, { ...range, channel: 1 })).events).toBe(2);
    expect((await figuresOf(merchant, { ...range, channel: 3 })).events).toBe(1);
    expect((await figuresOf(merchant, { ...range, channel: 2, channel_mapping: 'alternate' })).events).toBe(1);
  });

  it('refuses a period that is not whole days, or ends before it begins (code 400)', async () => {
    for (const body of [
      { begin_time: `${FIRST} 08:00:00`, end_time: `${LAST} 23:59:59` },
      { begin_time: `${LAST} 00:00:00`, end_time: `${FIRST} 23:59:59` },
      { begin_time: `${FIRST} 00:00:00` },
      { period: '7d', ...range },
    ]) {
      expect((await post(merchant, `${ADMIN}/statsType/total`, body)).json().code).toBe(400);
    }
  });
});

describe('statistics: scope per account (spec §6)', () => {
  it('gives a merchant its own figures and refuses another merchant’s id as not found', async () => {
    expect((await figuresOf(merchant2)).events).toBe(1);
    expect((await post(merchant, `${ADMIN}/statsType/total`, { ...range, merchant_id: ids.second })).json().code).toBe(404);
  });

  it('gives the platform every merchant, or the one it names', async () => {
    expect((await figuresOf(operator)).events).toBe(5);
    expect((await figuresOf(operator, { ...range, merchant_id: ids.second })).events).toBe(1);
    expect((await figuresOf(operator, range, { 'tenant-id': String(ids.demo) })).events).toBe(4);
  });

  it("limits a guide to its own sale_id, and refuses another guide's", async () => {
    expect(await figuresOf(guide)).toMatchObject({ events: 3, use_time: 120, active_sales: 1 });
    expect((await post(guide, `${ADMIN}/statsType/total`, { ...range, sale_id: ids.otherGuide })).json().code).toBe(404);
    expect((await post(guide, `${ADMIN}/count-group-by-sellerAccountId`, range)).json().data.list.map((row: { id: number }) => row.id)).toEqual([ids.guide]);
    // The home page is not a guide's page (ACCESS.md): its calls are refused.
    expect((await guide.bearer({ method: 'GET', url: `/api/record/comprehensiveStatsV2?period=7d` })).statusCode).toBe(403);
  });

  it('ranks guides and stores of the merchant only, and a merchant may name its own guide', async () => {
    const sales = (await post(merchant, `${ADMIN}/sale/rankHistory/detail`, range)).json().data;
    expect(sales.list.map((row: { id: number; events: number }) => [row.id, row.events])).toEqual([
      [ids.guide, 3],
      [ids.otherGuide, 1],
    ]);
    expect((await figuresOf(merchant, { ...range, sale_id: ids.otherGuide })).events).toBe(1);
    expect((await post(merchant2, `${ADMIN}/statsType/total`, { ...range, sale_id: ids.guide })).json().code).toBe(404);
  });
});

describe('statistics: answers', () => {
  it('answers the home page in one call: figures, a trend of every day, top content with its name', async () => {
    const answer = await merchant.bearer({
      method: 'GET',
      url: `/api/record/comprehensiveStatsV2?begin_time=${encodeURIComponent(range.begin_time)}&end_time=${encodeURIComponent(range.end_time)}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const home = answer.json().data;
    expect(home.figures.events).toBe(4);
    expect(home.grain).toBe('day');
    expect(home.trend.map((bucket: { time: string; events: number }) => [bucket.time, bucket.events])).toEqual([
      [FIRST, 3],
      [LAST, 1],
    ]);
    expect(home.top_content[0]).toMatchObject({ kind: 'commodity', id: ids.goods, name: ids.goodsName, events: 3 });
    expect(home.period).toMatchObject({ time_zone: 'Asia/Shanghai', days: 2 });
  });

  it('draws the map from the regions events named', async () => {
    const map = (await post(merchant, `${ADMIN}/map-detail`, range)).json().data;
    expect(map.list).toEqual([{ province: '浙江省', city: '杭州市', events: 1 }]);
    expect((await post(merchant, `${ADMIN}/map-detail-es`, range)).json().data).toEqual(map);
  });

  it('lists the event log newest first, within the 10,000 window (code 400 beyond, 422 on the main API)', async () => {
    const log = (await post(merchant, `${ADMIN}/detail`, { ...range, size: 2 })).json().data;
    expect(log.total).toBe(4);
    expect(log.list[0].use_at).toBe(shanghai(LAST, '23:59:59'));
    expect(log.list).toHaveLength(2);
    expect((await post(merchant, `${ADMIN}/detail`, { ...range, from: 9_990, size: 20 })).json().code).toBe(400);
    expect((await post(merchant, `${ADMIN}/detail`, { ...range, from: 9_980, size: 20 })).json().code).toBe(0);
    expect((await post(merchant, '/api/record/getStatsHistory', { ...range, page: 501, pageSize: 20 })).statusCode).toBe(422);
  });

  it('moves a figure when a late event for an hour already rolled arrives and is rolled', async () => {
    const before = (await figuresOf(merchant)).events;
    await recordEvents(t.database.db, ids.demo, [event(shanghai(FIRST, '10:30:00'))]);
    expect((await figuresOf(merchant)).events).toBe(before);
    await rollAll();
    expect((await figuresOf(merchant)).events).toBe(before + 1);
  });
});

describe('statistics: the day in progress', () => {
  it('draws today by the hour up to the last whole hour, and no hour still to come', async () => {
    const today = (await post(merchant, `${ADMIN}/statsType/timingHistory`, { period: 'today' })).json().data;
    expect(today.grain).toBe('hour');
    const shanghaiHour = new Date(Date.now() + 8 * 3_600_000).getUTCHours();
    const hours = [...new Set(today.buckets.map((bucket: { time: string }) => bucket.time))];
    expect(hours).toHaveLength(shanghaiHour);
    expect(today.period.current_to).toBe(new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString());
  });
});
