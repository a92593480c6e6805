import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents } from '../../../../server/modules/stats/stats-events.repository.ts';
import { rollMarkedHours } from '../../../../server/modules/stats/stats-rollups.repository.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { readSheet, waitForJob } from '../../jobs/jobs-helpers.ts';

/** Statistics exports (spec §7 `…/export`): jobs of the job centre, in the starter's scope and language; the overview download answers a file. */
let t: TestApp;
let merchant: Session;
let guide: Session;
let operator: Session;
let guideName: string;
const ADMIN = '/admin-api/kuxiaoju/stats';
const yesterday = new Date(Date.now() - 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const range = { begin_time: `${yesterday} 00:00:00`, end_time: `${yesterday} 23:59:59` };

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKER: 'true', JOB_POLL_SECONDS: '0.5' } });
  [merchant, guide, operator] = await Promise.all(['merchant', 'guide', 'operator'].map((name) => t.login(name)));
  const pool = t.database.pool;
  await pool.query('TRUNCATE stats_events, stats_dirty_hours, stats_hourly, stats_sale_daily, stats_content_daily, stats_region_daily');
  const { rows } = await pool.query("SELECT a.id::int, a.merchant_id::int, a.store_id::int, a.name FROM accounts a WHERE username = 'guide'");
  guideName = rows[0].name;
  const { rows: goods } = await pool.query('SELECT id::int FROM commodities WHERE merchant_id = $1 ORDER BY id LIMIT 1', [rows[0].merchant_id]);
  const at = new Date(`${yesterday}T12:00:00+08:00`).toISOString();
  await recordEvents(
    t.database.db,
    rows[0].merchant_id,
    Array.from({ length: 3 }, () => ({
      source_type: 'commodityView',
      use_at: at,
      viewer_id: 'v',
      channel: 0 as const,
      environment: 'production' as const,
      commodity_id: goods[0].id,
      sale_id: rows[0].id,
      store_id: rows[0].store_id,
    })),
  );
  while ((await rollMarkedHours(t.database.db, undefined, undefined, t.app.bus)) > 0);
}, 60_000);
afterAll(() => t?.close());

describe('statistics exports', () => {
  it('exports a ranking to xlsx through the job centre, headers in the starter’s language', async () => {
    const started = await merchant.bearer({
      method: 'POST',
      url: `${ADMIN}/sale/rankHistory/detail/export`,
      payload: range,
      headers: { 'accept-language': 'zh' },
    });
    expect(started.json().code, started.body).toBe(0);
    const job = await waitForJob(merchant, started.json().data.id);
    expect(job).toMatchObject({ status: 'done', has_file: true, progress: 1, kind: 'stats-export', resource: 'stats' });
    const file = await merchant.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` });
    const rows = await readSheet(file.rawPayload);
    expect(rows[0]).toEqual(expect.arrayContaining(['名称', '事件数']));
    const nameAt = rows[0].indexOf('名称');
    const eventsAt = rows[0].indexOf('事件数');
    expect(rows.slice(1).map((row) => [row[nameAt], row[eventsAt]])).toEqual([[guideName, '3']]);
  });

  it('refuses an export to a guide, whose page holds no export action', async () => {
    const refused = await guide.bearer({ method: 'POST', url: `${ADMIN}/map-detail/export`, payload: range });
    expect(refused.json().code).toBe(403);
  });

  it('answers the merchant overview as a file at once, a merchant seeing its own row only', async () => {
    const query = `begin_time=${encodeURIComponent(range.begin_time)}&end_time=${encodeURIComponent(range.end_time)}`;
    const own = await merchant.bearer({ method: 'GET', url: `/api/stats/merchantComprehensiveData/download?${query}` });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(own.rawPayload);
    expect(rows.slice(1).map((row) => row[rows[0].indexOf('Name')])).toEqual(['Demo Living']);
    const all = await readSheet((await operator.bearer({ method: 'GET', url: `/api/stats/merchantComprehensiveData/download?${query}` })).rawPayload);
    expect(all.length).toBeGreaterThan(3);
  });

  it('tells how many rows an event-log export would hold', async () => {
    const answer = await merchant.bearer({ method: 'GET', url: `/api/record/stats/export/prepare?period=7d` });
    expect(answer.json().data).toEqual({ rows: 3, max_rows: 10_000, truncated: false });
  });
});
