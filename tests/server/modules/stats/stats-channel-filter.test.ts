import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsEvent } from '../../../../resources/stats/stats-event.schema.ts';
import { GUIDE_STORE_MODE } from '../../../../resources/stats/stats-query.schema.ts';
import { recordEvents } from '../../../../server/modules/stats/stats-events.repository.ts';
import { rollMarkedHours } from '../../../../server/modules/stats/stats-rollups.repository.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { type Body, type Figures, GROUPS, page, shanghaiDay, withChannel } from './channel-fixtures.ts';

/**
 * Issue 34, "every figure follows every filter": the day tables keep the channel (migration 025),
 * so every figure of the home page and of the cockpit's analyses follows the channel group, not
 * only those read from the hourly rollup. Summed over the three groups (spec §7: 1 = [0,1],
 * 2 = [2], 3 = [3,4,5]) the additive figures give the unfiltered ones; distinct counts (visitors,
 * active guides) give them only when nobody used two groups, and never less.
 */
let t: TestApp;
let merchant: Session;
let guide: Session;
let ids: { demo: number; g1: number; g2: number; s1: number; s2: number; goods1: number; goods2: number; album: number; plan: number };

const ADMIN = '/admin-api/kuxiaoju/stats';
const at = (day: string, time: string) => new Date(`${day}T${time}+08:00`).toISOString();
const BEFORE = shanghaiDay(6);
const FIRST = shanghaiDay(3);
const LAST = shanghaiDay(2);
const range = { begin_time: `${FIRST} 00:00:00`, end_time: `${LAST} 23:59:59` };
const firstDay = { begin_time: `${FIRST} 00:00:00`, end_time: `${FIRST} 23:59:59` };

beforeAll(async () => {
  t = await createTestApp();
  [merchant, guide] = await Promise.all([t.login('merchant'), t.login('guide')]);
  const pool = t.database.pool;
  await pool.query('TRUNCATE stats_events, stats_dirty_hours, stats_hourly, stats_sale_daily, stats_content_daily, stats_region_daily, stats_viewer_daily');
  const one = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows[0];
  const demo = Number((await one("SELECT id FROM merchants WHERE name = 'Demo Living'")).id);
  const g1 = await one("SELECT id::int, store_id::int FROM accounts WHERE username = 'guide'");
  const g2 = await one("SELECT id::int FROM accounts WHERE merchant_id = $1 AND username <> 'guide' ORDER BY id LIMIT 1", [demo]);
  const s2 = await one('SELECT id::int FROM stores WHERE merchant_id = $1 AND id <> $2 ORDER BY id LIMIT 1', [demo, g1.store_id]);
  const goods = (await pool.query('SELECT id::int FROM commodities WHERE merchant_id = $1 ORDER BY id LIMIT 2', [demo])).rows;
  const album = await one('SELECT id::int FROM albums WHERE merchant_id = $1 ORDER BY id LIMIT 1', [demo]);
  const plan = await one('SELECT id::int FROM plans WHERE merchant_id = $1 ORDER BY id LIMIT 1', [demo]);
  ids = { demo, g1: g1.id, g2: g2.id, s1: g1.store_id, s2: s2.id, goods1: goods[0].id, goods2: goods[1].id, album: album.id, plan: plan.id };
  // Tags for the tag ranking: the first goods "Oak", the second "Pine".
  const group = await one(
    "INSERT INTO tag_groups (merchant_id, area, name, items) VALUES ($1, 'commodity', 'Channel test wood', '{Oak,Pine}') RETURNING id::int",
    [demo],
  );
  await pool.query(
    "INSERT INTO record_tags (merchant_id, area, record_id, group_id, item) VALUES ($1, 'commodity', $2, $4, 'Oak'), ($1, 'commodity', $3, $4, 'Pine')",
    [demo, ids.goods1, ids.goods2, group.id],
  );

  const view = (viewer: string, useAt: string, channel: number, extra: Partial<StatsEvent>): StatsEvent => ({
    source_type: 'commodityView',
    use_at: useAt,
    viewer_id: viewer,
    channel: channel as StatsEvent['channel'],
    environment: 'production',
    ...extra,
  });
  const byG1 = { sale_id: ids.g1, store_id: ids.s1 };
  const byG2 = { sale_id: ids.g2, store_id: ids.s2 };
  const shenzhen = { province: '广东省', city: '深圳市' };
  const guangzhou = { province: '广东省', city: '广州市' };
  const shanghai = { province: '上海市', city: '上海市' };
  await recordEvents(t.database.db, demo, [
    // Before the period: a on channel 1 (group 1), d on channel 2 (group 2).
    view('a', at(BEFORE, '09:00:00'), 1, { commodity_id: ids.goods1 }),
    view('d', at(BEFORE, '09:00:00'), 2, { commodity_id: ids.goods1 }),
    // The first day: every viewer and every guide on one group only.
    view('a', at(FIRST, '09:00:00'), 0, { commodity_id: ids.goods1, stay_time: 10, ...shenzhen }),
    view('b', at(FIRST, '10:00:00'), 2, { commodity_id: ids.goods2, stay_time: 20, province: '浙江省', city: '杭州市', ...byG1 }),
    view('d', at(FIRST, '11:00:00'), 5, { source_type: 'albumView', album_id: ids.album, stay_time: 30, ...shanghai, ...byG2 }),
    view('d', at(FIRST, '11:30:00'), 5, { source_type: 'albumView', album_id: ids.album, stay_time: 30, ...shanghai, ...byG2 }),
    // The last day: c on channels 2 and 3 (two groups), the guide's own use on channel 0 (group 1).
    view('a', at(LAST, '09:00:00'), 0, { commodity_id: ids.goods1, stay_time: 10, ...shenzhen }),
    view('c', at(LAST, '10:00:00'), 2, { commodity_id: ids.goods2, stay_time: 5, ...guangzhou }),
    view('c', at(LAST, '10:30:00'), 3, { commodity_id: ids.goods2, stay_time: 5, ...guangzhou }),
    view('d', at(LAST, '11:00:00'), 5, { source_type: 'planView', plan_id: ids.plan, stay_time: 40, ...shanghai, ...byG2 }),
    view(`account:${ids.g1}`, at(LAST, '12:00:00'), 0, { source_type: 'saleUseLog', use_time: 120, ...byG1 }),
    view(`account:${ids.g2}`, at(LAST, '12:30:00'), 4, { source_type: 'accountLogin', ...byG2 }),
    view('e', at(LAST, '13:00:00'), 2, { commodity_id: ids.goods2, environment: 'trial' }),
  ]);
  while ((await rollMarkedHours(t.database.db, undefined, undefined, t.app.bus)) > 0);
});
afterAll(() => t?.close());

async function call(session: Session, url: string, body: Body) {
  const get = url.startsWith('GET ');
  const path = get ? url.slice(4) : url;
  const answer = get
    ? await session.bearer({
        method: 'GET',
        url: `${path}?${new URLSearchParams(Object.entries(body).map(([key, value]): [string, string] => [key, String(value)]))}`,
      })
    : await session.bearer({ method: 'POST', url: path, payload: body });
  const json = answer.json();
  expect(json.code ?? answer.statusCode, `${url} ${JSON.stringify(body)}: ${answer.body}`).toBe(get ? 200 : 0);
  return json.data;
}
type Row = Record<string, unknown>;
/** Answer rows as named numbers, `<row key> <figure>`, for each figure named that a row has. */
const keyed = (rows: Row[], key: (row: Row) => string, names: readonly string[] = ['events']): Figures =>
  Object.fromEntries(rows.flatMap((row) => names.filter((name) => row[name] !== undefined).map((name) => [`${key(row)} ${name}`, Number(row[name])])));
const ranked = (rows: Row[]) => keyed(rows, (row) => String(row.key), ['events', 'stay_time', 'use_time', 'logins', 'views']);
const pick = (figures: Figures, names: string[]) => Object.fromEntries(names.map((name) => [name, figures[name]!]));
const ADDITIVE_FIGURES = ['events', 'views', 'stay_time', 'logins', 'use_time'];
const HOME = 'GET /api/record/comprehensiveStatsV2';

/** Every additive figure of the home page and the cockpit's analyses, as named numbers. */
const ADDITIVE: Record<string, (body: Body) => Promise<Figures>> = {
  'key figures': async (body) => pick((await call(merchant, `${ADMIN}/statsType/total`, body)).figures, ADDITIVE_FIGURES),
  'channel distribution (events per kind)': async (body) =>
    keyed((await call(merchant, `${ADMIN}/statsType/total`, body)).by_type, (row) => String(row.source_type)),
  'channels (search by channel)': async (body) =>
    keyed((await call(merchant, '/admin-api/system/stats/search', { ...body, group_by: 'channel' })).buckets, (row) => String(row.key)),
  'home figures': async (body) => pick((await call(merchant, HOME, body)).figures, ADDITIVE_FIGURES),
  'home trend': async (body) => keyed((await call(merchant, HOME, body)).trend, (row) => String(row.time), ['events', 'views', 'logins', 'use_time']),
  'home top content': async (body) => ranked((await call(merchant, HOME, body)).top_content),
  'home top tags': async (body) => ranked((await call(merchant, HOME, body)).top_tags),
  'home top guides': async (body) => ranked((await call(merchant, HOME, body)).top_sales),
  'trend by kind': async (body) => keyed((await call(merchant, `${ADMIN}/statsType/timingHistory`, body)).buckets, (row) => `${row.time} ${row.source_type}`),
  visits: async (body) => ({ visits: (await call(merchant, `${ADMIN}/visitors`, body)).visits }),
  regions: async (body) => keyed((await call(merchant, `${ADMIN}/map-detail`, { ...body, ...page })).list, (row) => `${row.province}/${row.city}`),
  provinces: async (body) => keyed((await call(merchant, `${ADMIN}/map-detail`, { ...body, ...page })).provinces, (row) => String(row.province)),
  content: async (body) => ranked((await call(merchant, `${ADMIN}/count/rankHistory/detail`, { ...body, ...page })).list),
  'content kinds': async (body) => keyed((await call(merchant, `${ADMIN}/content-kind/total`, body)).kinds, (row) => String(row.kind), ['events', 'stay_time']),
  tags: async (body) => ranked((await call(merchant, `${ADMIN}/tag/rankHistory/detail`, { ...body, ...page })).list),
  guides: async (body) => ranked((await call(merchant, `${ADMIN}/sale/rankHistory/detail`, { ...body, ...page })).list),
  'guide accounts': async (body) => ranked((await call(merchant, `${ADMIN}/count-group-by-sellerAccountId`, { ...body, ...page })).list),
  'guide usage': async (body) => ranked((await call(merchant, `${ADMIN}/duration/sum/detail`, { ...body, ...page })).list),
  'guide plans': async (body) => ranked((await call(merchant, `${ADMIN}/sale/plan/rank`, { ...body, ...page })).list),
  stores: async (body) => ranked((await call(merchant, `${ADMIN}/store/rankHistory/detail`, { ...body, ...page })).list),
  'merchant overview': async (body) => ranked((await call(merchant, 'GET /api/stats/merchantComprehensiveData', { ...body, ...page })).list),
};
/** A figure's rows without its zeros: a row of no events is the same as no row. */
const nonZero = (figures: Figures) => Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== 0));
const added = (all: Figures[]) =>
  all.reduce<Figures>((sum, figures) => {
    for (const [name, value] of Object.entries(figures)) sum[name] = (sum[name] ?? 0) + value;
    return sum;
  }, {});

const visitorsOf = (session: Session, body: Body) => call(session, `${ADMIN}/visitors`, body);
const activeGuides = async (body: Body) => ({
  total: (await call(merchant, `${ADMIN}/statsType/total`, body)).figures.active_sales as number,
  home: (await call(merchant, HOME, body)).figures.active_sales as number,
});

describe('statistics: every figure follows the channel group (issue 34)', () => {
  it.each(Object.keys(ADDITIVE))('%s: changes with the channel group, and the groups add up to every channel', async (name) => {
    const figure = ADDITIVE[name]!;
    const every = nonZero(await figure(range));
    const byGroup = await Promise.all(GROUPS.map(async (channel) => nonZero(await figure(withChannel(range, channel)))));
    expect(Object.keys(every).length, name).toBeGreaterThan(0);
    // A figure that ignored the channel would answer every group as it answers every channel.
    expect(
      byGroup.some((figures) => JSON.stringify(figures) !== JSON.stringify(every)),
      `${name}: ${JSON.stringify(byGroup)}`,
    ).toBe(true);
    expect(nonZero(added(byGroup)), name).toEqual(every);
  });

  it('counts as active only the guides with events of the kind asked for', async () => {
    const kind = async (source_type?: string) =>
      (await call(merchant, `${ADMIN}/statsType/total`, { ...range, ...(source_type ? { source_type } : {}) })).figures.active_sales;
    // g1 has a goods view and its own use; g2 album and plan views and a login.
    expect([await kind(), await kind('commodityView'), await kind('albumView'), await kind('saleUseLog'), await kind('favourite')]).toEqual([2, 1, 1, 1, 0]);
  });

  it('gives the key figures of each group as its events alone make them', async () => {
    const figuresOf = async (channel?: number) => (await call(merchant, `${ADMIN}/statsType/total`, withChannel(range, channel))).figures;
    expect(await figuresOf()).toEqual({ events: 10, views: 8, stay_time: 150, logins: 1, use_time: 120, active_sales: 2 });
    expect(await figuresOf(1)).toEqual({ events: 3, views: 2, stay_time: 20, logins: 0, use_time: 120, active_sales: 1 });
    expect(await figuresOf(2)).toEqual({ events: 2, views: 2, stay_time: 25, logins: 0, use_time: 0, active_sales: 1 });
    expect(await figuresOf(3)).toEqual({ events: 5, views: 4, stay_time: 105, logins: 1, use_time: 0, active_sales: 1 });
    // The alternate mapping reads the day tables alike: channel 2 alone.
    expect((await call(merchant, `${ADMIN}/visitors`, { ...range, channel: 2, channel_mapping: 'alternate' })).visitors).toBe(2);
  });

  it('counts a visitor once across channels: each group at most every channel, and their sum more only for a visitor of two groups', async () => {
    const every = await visitorsOf(merchant, range);
    expect(every).toMatchObject({ visitors: 4, new_visitors: 2, returning_visitors: 2, visits: 8 });
    const byGroup = await Promise.all(GROUPS.map((channel) => visitorsOf(merchant, withChannel(range, channel))));
    // a (group 1) came before on channel 1; d came before on channel 2, not on group 3's channels: new there.
    expect(byGroup.map(({ visitors, new_visitors, returning_visitors, visits }) => ({ visitors, new_visitors, returning_visitors, visits }))).toEqual([
      { visitors: 1, new_visitors: 0, returning_visitors: 1, visits: 2 },
      { visitors: 2, new_visitors: 2, returning_visitors: 0, visits: 2 },
      { visitors: 2, new_visitors: 2, returning_visitors: 0, visits: 4 },
    ]);
    for (const group of byGroup) expect(group.visitors).toBeLessThanOrEqual(every.visitors);
    // c viewed on channels 2 and 3: one visitor of every channel, one of each of its two groups.
    expect(byGroup.reduce((sum, group) => sum + group.visitors, 0)).toBe(every.visitors + 1);

    // On the first day every viewer used one group only: the groups' visitors add up exactly.
    const firstEvery = await visitorsOf(merchant, firstDay);
    const firstGroups = await Promise.all(GROUPS.map((channel) => visitorsOf(merchant, withChannel(firstDay, channel))));
    expect(firstEvery.visitors).toBe(3);
    expect(firstGroups.map((group) => group.visitors)).toEqual([1, 1, 1]);
  });

  it('counts an active guide once across channels, alike', async () => {
    expect(await activeGuides(range)).toEqual({ total: 2, home: 2 });
    const byGroup = await Promise.all(GROUPS.map((channel) => activeGuides(withChannel(range, channel))));
    expect(byGroup).toEqual([
      { total: 1, home: 1 },
      { total: 1, home: 1 },
      { total: 1, home: 1 },
    ]);
    // Over the period, the store's guide used the back office (channel 0) and guided b (channel 2):
    // active in two groups, so the groups' 3 exceed every channel's 2. On the first day, one group each.
    expect((await Promise.all(GROUPS.map((channel) => activeGuides(withChannel(firstDay, channel))))).map((group) => group.total)).toEqual([0, 1, 1]);
    expect((await activeGuides(firstDay)).total).toBe(2);
  });

  it("gives a guide its own figures of the group, and the channel its rankings' rows", async () => {
    const own = async (url: string, channel?: number) => call(guide, url, withChannel(range, channel));
    expect((await own(`${ADMIN}/visitors`)).visitors).toBe(1);
    expect(await Promise.all(GROUPS.map(async (channel) => (await own(`${ADMIN}/visitors`, channel)).visitors))).toEqual([0, 1, 0]);
    expect(await Promise.all(GROUPS.map(async (channel) => (await own(`${ADMIN}/statsType/total`, channel)).figures.events))).toEqual([1, 1, 0]);
    const guides = async (channel?: number) =>
      ranked((await call(merchant, `${ADMIN}/sale/rankHistory/detail`, { ...withChannel(range, channel), ...page })).list);
    expect(await guides(3)).toEqual({ [`${ids.g2} events`]: 4, [`${ids.g2} stay_time`]: 100, [`${ids.g2} use_time`]: 0, [`${ids.g2} logins`]: 1 });
  });

  it('keeps a guide in the store-devices mode to its own rows of the days kept without a store, never the merchant’s', async () => {
    const storeDevices = { ...range, ...GUIDE_STORE_MODE };
    // The merchant: channel 0 alone, every guide (a's two views).
    expect((await visitorsOf(merchant, storeDevices)).visitors).toBe(1);
    expect((await call(merchant, `${ADMIN}/map-detail`, { ...storeDevices, ...page })).list).toEqual([{ province: '广东省', city: '深圳市', events: 2 }]);
    // The guide: its store's channel-0 events in the figures (its own use), its own sale_id in the
    // visitors, regions and content (none on channel 0), which keep no store.
    expect((await call(guide, `${ADMIN}/statsType/total`, storeDevices)).figures.events).toBe(1);
    expect((await visitorsOf(guide, storeDevices)).visitors).toBe(0);
    expect((await call(guide, `${ADMIN}/map-detail`, { ...storeDevices, ...page })).list).toEqual([]);
    expect((await call(guide, `${ADMIN}/count/rankHistory/detail`, { ...storeDevices, ...page })).list).toEqual([]);
  });
});
