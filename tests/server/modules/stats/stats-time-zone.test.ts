import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsEvent } from '../../../../resources/stats/stats-event.schema.ts';
import { recordEvents } from '../../../../server/modules/stats/stats-events.repository.ts';
import { rollMarkedHours } from '../../../../server/modules/stats/stats-rollups.repository.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

/**
 * A merchant's statistics time zone (issue 16 "Time zone"): set under App settings, whole-hour
 * zones only, and a change recounts the past days in the new zone.
 */
let t: TestApp;
let merchant: Session;
let demo: number;
let goods: number;

const URL = '/api/settings/time-zone';
const CONTENT = '/admin-api/kuxiaoju/stats/count/rankHistory/detail';
const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
const next = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
const oneDay = (of: string) => ({ begin_time: `${of} 00:00:00`, end_time: `${of} 23:59:59` });

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  const pool = t.database.pool;
  await pool.query('TRUNCATE stats_events, stats_dirty_hours, stats_hourly, stats_sale_daily, stats_content_daily, stats_region_daily, stats_viewer_daily');
  demo = (await pool.query("SELECT id::int FROM merchants WHERE name = 'Demo Living'")).rows[0].id;
  goods = (await pool.query('SELECT id::int FROM commodities WHERE merchant_id = $1 ORDER BY id LIMIT 1', [demo])).rows[0].id;
  const event = (useAt: string): StatsEvent => ({
    source_type: 'commodityView',
    use_at: useAt,
    viewer_id: 'v',
    channel: 0,
    environment: 'production',
    commodity_id: goods,
  });
  // 20:00 UTC is 04:00 the next day in Shanghai: the two events share a UTC day but not a Shanghai one.
  await recordEvents(t.database.db, demo, [event(`${day}T10:00:00Z`), event(`${day}T20:00:00Z`)]);
  await rollAll();
});
afterAll(() => t?.close());

const rollAll = async () => {
  while ((await rollMarkedHours(t.database.db, undefined, undefined, t.app.bus)) > 0);
};
const put = (session: Session, time_zone: string, language = 'en') =>
  session.browser({ method: 'PUT', url: URL, payload: { time_zone }, headers: { cookie: `${session.cookie}; atrium_lang=${language}` } });
const eventsOn = async (of: string) => {
  const answer = (await merchant.bearer({ method: 'POST', url: CONTENT, payload: oneDay(of) })).json();
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data.list.reduce((sum: number, row: { events: number }) => sum + row.events, 0);
};

describe('the statistics time zone', () => {
  it('refuses a zone a half or quarter hour from UTC, or no zone, in the reader’s language', async () => {
    const kolkata = await put(merchant, 'Asia/Kolkata');
    expect(kolkata.statusCode).toBe(422);
    expect(kolkata.json().errors.time_zone).toEqual(['Choose a time zone whose offset is a whole number of hours.']);
    expect((await put(merchant, 'Asia/Kathmandu', 'zh')).json().errors.time_zone).toEqual(['请选择与 UTC 相差整小时的时区。']);
    expect((await put(merchant, 'Mars/Olympus')).statusCode).toBe(422);
    const account = (await merchant.bearer({ method: 'GET', url: '/api/user/seller/account' })).json().data;
    expect(account.time_zone).toBe('Asia/Shanghai');
  });

  it('is set by those who hold App settings only', async () => {
    for (const name of ['manager', 'guide']) expect((await put(await t.login(name), 'UTC')).statusCode).toBe(403);
  });

  it('recounts the past days in the new zone, and keeps the change in the audit log', async () => {
    expect([await eventsOn(day), await eventsOn(next)]).toEqual([1, 1]);
    const changed = await put(merchant, 'UTC');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toEqual({ time_zone: 'UTC', recounted_hours: 2 });
    expect((await merchant.bearer({ method: 'GET', url: '/api/user/seller/account' })).json().data.time_zone).toBe('UTC');
    await rollAll();
    expect([await eventsOn(day), await eventsOn(next)]).toEqual([2, 0]);
    const figures = (await merchant.bearer({ method: 'POST', url: '/admin-api/kuxiaoju/stats/statsType/total', payload: oneDay(day) })).json().data;
    expect(figures.period.time_zone).toBe('UTC');
    expect(figures.figures.events).toBe(2);
    const audit = await t.database.pool.query("SELECT before, after FROM audit_log WHERE entity = 'merchants' AND record_id = $1 ORDER BY id DESC LIMIT 1", [
      demo,
    ]);
    expect(audit.rows[0]).toEqual({ before: { time_zone: 'Asia/Shanghai' }, after: { time_zone: 'UTC' } });
    // The same zone again changes nothing.
    expect((await put(merchant, 'UTC')).json().data).toEqual({ time_zone: 'UTC', recounted_hours: 0 });
  });
});
