import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY_HEADER } from '../../../../resources/constants.ts';
import type { TimelinePage } from '../../../../resources/customers/customer-detail.schema.ts';
import { STAY_SOURCE_TYPE } from '../../../../resources/stats/stats-kinds.ts';
import { rollMarkedHours } from '../../../../server/modules/stats/stats-rollups.repository.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

/**
 * The public showroom sends a `view` when a visitor opens an app or a piece of content, and a
 * `stay` (STAY_SOURCE_TYPE) with the seconds seen when the visitor leaves. One visit is one view
 * wherever it is counted, and the stay's seconds are its stay time: in the figures, the trend, the
 * kinds, the content and guide rankings, the map, the visitors, the event log, a customer's visits
 * and timeline.
 */
const RECORD = '/app-api/system/stats/record';
const ROTATE = '/api/settings/publishable-keys/ingestion/rotate';
const ADMIN = '/admin-api/kuxiaoju/stats';
const HOUR = 60 * 60 * 1000;
const PERIOD = { period: '7d' };

let t: TestApp;
let merchant: Session;
let key: string;
let ids: { app: number; plan: number; guide: number; store: number; customer: number };
/** The visit: opened three whole hours ago, left three minutes later; the rollup takes both hours. */
const openedAt = new Date(Math.floor(Date.now() / HOUR) * HOUR - 3 * HOUR + 10 * 60_000);
const leftAt = new Date(openedAt.getTime() + 3 * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  key = (await merchant.bearer({ method: 'POST', url: ROTATE })).json().data.key;
  const pool = t.database.pool;
  await pool.query(
    'TRUNCATE stats_events, stats_dirty_hours, stats_hourly, stats_sale_daily, stats_content_daily, stats_region_daily, stats_viewer_daily, stats_customer_daily',
  );
  const one = async (text: string) => Number((await pool.query(text)).rows[0].id);
  const living = "(SELECT id FROM merchants WHERE name = 'Demo Living')";
  const [guide] = (await pool.query("SELECT id::int, store_id::int FROM accounts WHERE username = 'guide'")).rows;
  ids = {
    app: await one(`SELECT id FROM apps WHERE merchant_id = ${living} ORDER BY id LIMIT 1`),
    plan: await one(`SELECT id FROM plans WHERE merchant_id = ${living} ORDER BY id LIMIT 1`),
    guide: guide.id,
    store: guide.store_id,
    customer: await one(`INSERT INTO customers (merchant_id, nickname, phone) VALUES (${living}, 'Stayer', '13900000077') RETURNING id`),
  };
  const visit = { viewer_id: 'showroom-visitor', channel: 3, application_id: ids.app, sale_id: ids.guide, store_id: ids.store, customer_id: ids.customer };
  const sent = await t.app.inject({
    method: 'POST',
    url: RECORD,
    headers: { [PUBLISHABLE_KEY_HEADER]: key },
    payload: {
      events: [
        { source_type: 'view', use_at: openedAt.toISOString(), province: '浙江省', city: '杭州市', ...visit },
        { source_type: STAY_SOURCE_TYPE, use_at: leftAt.toISOString(), stay_time: 180, province: '浙江省', city: '杭州市', ...visit },
        // A stay whose view was lost on the way (the page went away first): no view, no visit, its seconds still count.
        { source_type: STAY_SOURCE_TYPE, use_at: leftAt.toISOString(), stay_time: 20, viewer_id: 'lost-view', channel: 3, plan_id: ids.plan },
      ],
    },
  });
  expect(sent.json(), sent.body).toMatchObject({ code: 0, data: { accepted: 3 } });
  while ((await rollMarkedHours(t.database.db, undefined, undefined, t.app.bus)) > 0);
});
afterAll(() => t?.close());

const post = async (url: string, payload: Record<string, unknown> = PERIOD) => {
  const answer = (await merchant.bearer({ method: 'POST', url, payload })).json();
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data;
};

describe('a showroom visit: one view, then its stay', () => {
  it('counts one view and one event, and the stay’s seconds as the stay time, in the figures, the kinds and the trend', async () => {
    const total = await post(`${ADMIN}/statsType/total`);
    expect(total.figures).toMatchObject({ events: 1, views: 1, stay_time: 200, active_sales: 1 });
    // No kind "stay": its seconds are the views' whose time it carries.
    expect(total.by_type).toEqual([{ source_type: 'view', events: 1, use_time: 0, stay_time: 200 }]);
    const home = (await merchant.bearer({ method: 'GET', url: '/api/record/comprehensiveStatsV2?period=7d' })).json().data;
    expect(home.figures).toMatchObject({ events: 1, views: 1, stay_time: 200 });
    expect(home.trend.reduce((sum: number, bucket: { events: number }) => sum + bucket.events, 0)).toBe(1);
    const byKind = await post(`${ADMIN}/statsType/timingHistory`);
    expect(byKind.buckets.reduce((sum: number, bucket: { views: number }) => sum + bucket.views, 0)).toBe(1);
  });

  it('follows the kind filter: the views hold their stays’ seconds, and "stay" is no kind of its own', async () => {
    expect((await post(`${ADMIN}/statsType/total`, { ...PERIOD, source_type: 'view' })).figures).toMatchObject({ events: 1, views: 1, stay_time: 200 });
    expect((await post(`${ADMIN}/statsType/total`, { ...PERIOD, source_type: STAY_SOURCE_TYPE })).figures).toMatchObject({ events: 0, views: 0 });
    const kinds = await post('/admin-api/system/stats/search', { ...PERIOD, group_by: 'source_type' });
    expect(kinds.buckets.map((bucket: { key: string; events: number }) => [bucket.key, bucket.events])).toEqual([['view', 1]]);
  });

  it('ranks the app once with its stay time, and no content viewed only by a lost view’s stay', async () => {
    const content = await post(`${ADMIN}/count/rankHistory/detail`);
    expect(content.list).toEqual([expect.objectContaining({ kind: 'application', id: ids.app, events: 1, stay_time: 180 })]);
    expect(content.total).toBe(1);
    const home = (await merchant.bearer({ method: 'GET', url: '/api/record/comprehensiveStatsV2?period=7d' })).json().data;
    expect(home.top_content.map((row: { kind: string; events: number }) => [row.kind, row.events])).toEqual([['application', 1]]);
    const kinds = (await post(`${ADMIN}/content-kind/total`)).kinds as { kind: string; events: number; stay_time: number }[];
    expect(kinds.find((row) => row.kind === 'application')).toMatchObject({ events: 1, stay_time: 180 });
    expect(kinds.find((row) => row.kind === 'plan')).toMatchObject({ events: 0, stay_time: 20 });
    const guides = await post(`${ADMIN}/sale/rankHistory/detail`);
    expect(guides.list.map((row: { id: number; events: number; stay_time: number }) => [row.id, row.events, row.stay_time])).toEqual([[ids.guide, 1, 180]]);
  });

  it('counts one visitor with one visit, one event on the map, and lists the view alone in the event log', async () => {
    expect(await post(`${ADMIN}/visitors`)).toMatchObject({ visitors: 1, new_visitors: 1, visits: 1 });
    expect((await post(`${ADMIN}/map-detail`)).list).toEqual([{ province: '33', city: '330100', events: 1 }]);
    const log = await post(`${ADMIN}/detail`, { ...PERIOD, size: 20 });
    expect(log.total).toBe(1);
    expect(log.list.map((row: { source_type: string }) => row.source_type)).toEqual(['view']);
  });

  it("gives the customer one visit, at the view's time, and one timeline line that says how long it stayed", async () => {
    const { rows } = await t.database.pool.query('SELECT total_visits, last_visit_at FROM customers WHERE id = $1', [ids.customer]);
    expect(rows[0]).toEqual({ total_visits: 1, last_visit_at: openedAt });
    const page = (await merchant.bearer({ method: 'GET', url: `/api/customers/${ids.customer}/timeline` })).json().data as TimelinePage;
    expect(page.items).toEqual([
      expect.objectContaining({ kind: 'visit', source_type: 'view', content_kind: 'application', content_id: ids.app, stay_time: 180 }),
    ]);
  });
});
