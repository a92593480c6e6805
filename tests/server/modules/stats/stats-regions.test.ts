import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY_HEADER } from '../../../../resources/constants.ts';
import { storedRegion } from '../../../../resources/stats/cities.ts';
import { rollMarkedHours } from '../../../../server/modules/stats/stats-rollups.repository.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { readSheet, waitForJob } from '../../jobs/jobs-helpers.ts';

/**
 * Regions in the reader's language (issue 34): ingestion stores the province and city as GB/T 2260
 * codes whatever form the app sent, migration 026 converts the events kept before and has their
 * days rolled again, and the exports name the regions in the reader's language.
 */
const MIGRATION = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../server/db/migrations/026_stats_region_codes.sql');
const RECORD = '/app-api/system/stats/record';
const ROTATE = '/api/settings/publishable-keys/ingestion/rotate';
const ADMIN = '/admin-api/kuxiaoju/stats';

let t: TestApp;
let merchant: Session;
let merchantId: number;
let goods: number;
let key: string;
const yesterday = new Date(Date.now() - 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const range = { begin_time: `${yesterday} 00:00:00`, end_time: `${yesterday} 23:59:59` };
const noonYesterday = new Date(`${yesterday}T12:00:00+08:00`).toISOString();

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKER: 'true', JOB_POLL_SECONDS: '0.5' } });
  merchant = await t.login('merchant');
  key = (await merchant.bearer({ method: 'POST', url: ROTATE })).json().data.key;
  goods = (await merchant.bearer({ method: 'GET', url: '/api/commodities?pageSize=1' })).json().data.list[0].id;
  merchantId = (await t.database.pool.query<{ id: number }>("SELECT id::int FROM merchants WHERE name = 'Demo Living'")).rows[0].id;
}, 60_000);
afterAll(() => t?.close());
beforeEach(async () => {
  await t.database.pool.query(
    'TRUNCATE stats_events, stats_dirty_hours, stats_hourly, stats_sale_daily, stats_content_daily, stats_region_daily, stats_viewer_daily',
  );
});

/** Marks yesterday noon's hour for the rollup job, as ingestion does for the events it writes. */
const markNoon = () =>
  t.database.pool.query("INSERT INTO stats_dirty_hours (merchant_id, hour) VALUES ($1, date_trunc('hour', $2::timestamptz))", [merchantId, noonYesterday]);
const roll = async () => {
  while ((await rollMarkedHours(t.database.db, undefined, undefined, t.app.bus)) > 0);
};
const storedEvents = async () =>
  (await t.database.pool.query<{ province: string | null; city: string | null }>('SELECT province, city FROM stats_events ORDER BY id')).rows;
const regions = async () =>
  (await merchant.bearer({ method: 'POST', url: `${ADMIN}/map-detail`, payload: { ...range, from: 0, size: 50 } })).json().data as {
    provinces: { province: string; events: number }[];
    list: { province: string; city: string; events: number }[];
  };

/** Events as apps sent them before issue 34, written straight into the table (as the old ingestion kept them). */
async function insertOldEvents(regionsSent: readonly (readonly [string | null, string | null])[]) {
  await t.database.pool.query(
    `INSERT INTO stats_events (merchant_id, source_type, use_at, viewer_id, commodity_id, province, city)
     SELECT $1, 'view', $2, 'v', $3, p, c FROM unnest($4::text[], $5::text[]) WITH ORDINALITY AS r(p, c, n) ORDER BY n`,
    [merchantId, noonYesterday, goods, regionsSent.map(([province]) => province), regionsSent.map(([, city]) => city)],
  );
}

// Every form of a province and a city the app may send, with what is stored for it.
const PROVINCE_FORMS = [
  '浙江省',
  '浙江',
  'Zhejiang',
  'Zhejiang Province',
  '330000',
  '33',
  '上海市',
  'Shanghai Municipality',
  '广西壮族自治区',
  'Guangxi Zhuang Autonomous Region',
  '新疆维吾尔自治区',
  'Xinjiang Uygur Autonomous Region',
  'Inner Mongolia',
  '香港特别行政区',
  'Hong Kong SAR',
  'Macao',
  'Anhui Province',
  'Shaanxi',
  'Tokyo',
  '未知',
] as const;
const REGION_FORMS = [
  ['广东省', '深圳市'],
  ['Guangdong', 'Shenzhen'],
  [null, '深圳'],
  [null, 'Shenzhen City'],
  ['浙江', 'Hangzhou Shi'],
  ['浙江省', '330100'],
  ['湖北省', '恩施州'],
  ['湖北', '恩施土家族苗族自治州'],
  [null, 'Fuzhou'],
  ['福建', 'Fuzhou'],
  ['江西省', 'Fuzhou'],
  ['北京市', '北京市'],
  ['北京', 'Chaoyang District'],
  ['台湾', 'Xinzhu County'],
  ['广东', '杭州'],
  ['Tokyo', '深圳'],
  ['Tokyo', 'Osaka'],
  [null, 'Osaka'],
  ['广东', '440305'],
  ['陕西', "Xi'an"],
  ['海南', '定安县'],
  ['新疆', '石河子市'],
  ['香港', 'Kowloon'],
] as const;
const ALL_FORMS: readonly (readonly [string | null, string | null])[] = [...PROVINCE_FORMS.map((province) => [province, null] as const), ...REGION_FORMS];
const expected = ([province, city]: readonly [string | null, string | null]) => {
  const region = storedRegion(province ?? undefined, city ?? undefined);
  return { province: region.province ?? null, city: region.city ?? null };
};

describe('regions at ingestion', () => {
  const send = (events: Record<string, unknown>[]) =>
    t.app.inject({
      method: 'POST',
      url: RECORD,
      headers: { [PUBLISHABLE_KEY_HEADER]: key },
      payload: { events: events.map((event) => ({ source_type: 'view', use_at: noonYesterday, viewer_id: 'v', commodity_id: goods, ...event })) },
    });

  it('stores every form of one province and city as their codes', async () => {
    const forms = [
      { province: '浙江省', city: '杭州市' },
      { province: '浙江', city: '杭州' },
      { province: 'Zhejiang Province', city: 'Hangzhou' },
      { province: '330000', city: '330100' },
      { province: 'zhejiang', city: 'Hangzhou City' },
    ];
    expect((await send(forms)).json()).toMatchObject({ code: 0, data: { accepted: forms.length } });
    expect(await storedEvents()).toEqual(forms.map(() => ({ province: '33', city: '330100' })));
  });

  it('keeps the unknown region as "", takes the province from a known city, and leaves an event that named none without', async () => {
    const answer = await send([{ province: 'Tokyo' }, { province: 'Tokyo', city: 'Osaka' }, { city: '深圳市' }, { province: '广东', city: '杭州市' }, {}]);
    expect(answer.json()).toMatchObject({ code: 0 });
    expect(await storedEvents()).toEqual([
      { province: '', city: null },
      { province: '', city: '' },
      { province: '44', city: '440300' },
      { province: '44', city: '' },
      { province: null, city: null },
    ]);
    // The map counts the unknown region as a region of its own; the event that named none is no region's.
    await roll();
    const map = await regions();
    expect(map.provinces).toEqual(
      expect.arrayContaining([
        { province: '', events: 2 },
        { province: '44', events: 2 },
      ]),
    );
    expect(map.provinces.reduce((sum, row) => sum + row.events, 0)).toBe(4);
  });

  it('stores each form as migration 026 converts it', async () => {
    expect((await send(ALL_FORMS.map(([province, city]) => ({ ...(province && { province }), ...(city && { city }) })))).json()).toMatchObject({
      code: 0,
    });
    expect(await storedEvents()).toEqual(ALL_FORMS.map(expected));
  });
});

describe('migration 026', () => {
  it('converts the events kept as sent, as ingestion would store them, and marks their hours', async () => {
    await insertOldEvents(ALL_FORMS);
    await t.database.pool.query(await readFile(MIGRATION, 'utf8'));
    expect(await storedEvents()).toEqual(ALL_FORMS.map(expected));
    const { rows: marks } = await t.database.pool.query<{ merchant_id: number; hour: Date }>(
      'SELECT DISTINCT merchant_id::int, hour FROM stats_dirty_hours ORDER BY 2',
    );
    expect(marks).toEqual([{ merchant_id: merchantId, hour: new Date(`${yesterday}T04:00:00Z`) }]);
  });

  it('has the regions rolled again from the codes, and leaves events already coded alone', async () => {
    await insertOldEvents([
      ['广东省', '深圳市'],
      ['广东', '深圳'],
      ['Guangdong', 'Shenzhen'],
      ['浙江省', '杭州市'],
      ['Zhejiang', 'Hangzhou'],
      ['Tokyo', 'Osaka'],
      [null, null],
    ]);
    await markNoon();
    await roll();
    // As rolled before the migration: one row per spelling.
    expect((await regions()).provinces.map((row) => row.province).sort()).toEqual(['Guangdong', 'Tokyo', 'Zhejiang', '广东', '广东省', '浙江省']);
    // A day whose events are gone, rolled when '' meant "named no region".
    await t.database.pool.query(
      "INSERT INTO stats_region_daily (merchant_id, day, sale_id, channel, province, city, events) VALUES ($1, '2020-01-01', -1, -1, '', '', 5)",
      [merchantId],
    );

    await t.database.pool.query(await readFile(MIGRATION, 'utf8'));
    const marked = await t.database.pool.query('SELECT 1 FROM stats_dirty_hours');
    expect(marked.rowCount).toBeGreaterThan(0);
    await roll();
    const map = await regions();
    expect(map.provinces).toEqual([
      { province: '44', events: 3 },
      { province: '33', events: 2 },
      { province: '', events: 1 },
    ]);
    expect(map.list).toEqual(
      expect.arrayContaining([
        { province: '44', city: '440300', events: 3 },
        { province: '33', city: '330100', events: 2 },
        { province: '', city: '', events: 1 },
      ]),
    );
    const gone = await t.database.pool.query("SELECT 1 FROM stats_region_daily WHERE day = '2020-01-01'");
    expect(gone.rowCount).toBe(0);

    // Run again (or on events ingestion already coded), it changes nothing and marks no hour.
    await t.database.pool.query(await readFile(MIGRATION, 'utf8'));
    expect((await t.database.pool.query('SELECT 1 FROM stats_dirty_hours')).rowCount).toBe(0);
  });
});

describe('regions in exports', () => {
  it.each([
    ['en', ['Guangdong', 'Shenzhen'], ['Zhejiang', 'Hangzhou'], ['Unknown region', '']],
    ['es', ['Guangdong', 'Shenzhen'], ['Zhejiang', 'Hangzhou'], ['Región desconocida', '']],
    ['zh', ['广东', '深圳'], ['浙江', '杭州'], ['未知地区', '']],
    ['ja', ['广东', '深圳'], ['浙江', '杭州'], ['不明な地域', '']],
  ])('names the regions of a %s reader in its language', async (language, guangdong, zhejiang, unknown) => {
    await t.database.pool.query(
      `INSERT INTO stats_events (merchant_id, source_type, use_at, viewer_id, commodity_id, province, city)
       SELECT $1, 'view', $2, 'v', $3, r.province, r.city
       FROM (VALUES ('44', '440300'), ('44', '440300'), ('44', '440300'), ('33', '330100'), ('33', '330100'), ('', '')) AS r (province, city)`,
      [merchantId, noonYesterday, goods],
    );
    await markNoon();
    await roll();
    const started = await merchant.bearer({ method: 'POST', url: `${ADMIN}/map-detail/export`, payload: range, headers: { 'accept-language': language } });
    expect(started.json().code, started.body).toBe(0);
    const job = await waitForJob(merchant, started.json().data.id);
    expect(job.status).toBe('done');
    const rows = await readSheet((await merchant.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` })).rawPayload);
    const [header, ...body] = rows;
    expect(header).toHaveLength(3);
    const cells = body.map((row) => [row[0], row[1] ?? '']);
    expect(cells).toEqual([guangdong, zhejiang, unknown]);
    if (language === 'en' || language === 'es') expect(body.flat().join(' ')).not.toMatch(/\p{Script=Han}/u);
  });
});
