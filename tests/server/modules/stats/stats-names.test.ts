import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsEvent } from '../../../../resources/stats/stats-event.schema.ts';
import type { Database } from '../../../../server/db/schema.ts';
import { events } from '../../../../server/modules/stats/stats-answers.ts';
import { contentNames } from '../../../../server/modules/stats/stats-content-names.ts';
import { recordEvents } from '../../../../server/modules/stats/stats-events.repository.ts';
import { visitorCode } from '../../../../server/modules/stats/stats-names.ts';
import { rollMarkedHours } from '../../../../server/modules/stats/stats-rollups.repository.ts';
import { resolveStatsWhere } from '../../../../server/modules/stats/stats-where.ts';
import { RESOURCES } from '../../../../resources/index.ts';
import { systemScopeFor } from '../../../../server/tenancy/scope.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { readSheet, waitForJob } from '../../jobs/jobs-helpers.ts';

/**
 * Names, not ids (issue 34): the event lists, their export, the groupings and the content rankings
 * answer what their ids name — read from the event's own merchant's records only, with deleted
 * records said to be deleted — in a bounded number of statements whatever the page holds.
 */
let t: TestApp;
let merchant: Session;
let merchant2: Session;
let operator: Session;
const ADMIN = '/admin-api/kuxiaoju/stats';
const yesterday = new Date(Date.now() - 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const range = { begin_time: `${yesterday} 00:00:00`, end_time: `${yesterday} 23:59:59` };
const at = (minute: number) => new Date(`${yesterday}T12:${String(minute).padStart(2, '0')}:00+08:00`).toISOString();

type Ids = {
  app: number;
  appName: string;
  demo: number;
  second: number;
  store: number;
  storeName: string;
  goneStore: number;
  guide: number;
  guideName: string;
  goods: number;
  goodsName: string;
  binnedGoods: number;
  binnedGoodsName: string;
  goneAlbum: number;
  secondAlbum: number;
  secondAccount: number;
};
let ids: Ids;
const SECRET_ALBUM = 'Second Home secret album';
const SECRET_ACCOUNT = 'Second Home secret guide';

const event = (minute: number, extra: Partial<StatsEvent>): StatsEvent => ({
  source_type: 'view',
  use_at: at(minute),
  viewer_id: 'wx-visitor-1',
  channel: 0,
  environment: 'production',
  ...extra,
});
const one = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows[0] as T;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKER: 'true', JOB_POLL_SECONDS: '0.5' } });
  [merchant, merchant2, operator] = await Promise.all(['merchant', 'merchant2', 'operator'].map((name) => t.login(name)));
  await t.database.pool.query('TRUNCATE stats_events, stats_dirty_hours, stats_hourly, stats_sale_daily, stats_content_daily, stats_region_daily');
  const demo = await one<{ id: number }>("SELECT id::int FROM merchants WHERE name = 'Demo Living'");
  const second = await one<{ id: number }>("SELECT id::int FROM merchants WHERE name = 'Second Home'");
  const guide = await one<{ id: number; store_id: number; name: string }>(
    "SELECT id::int, store_id::int, coalesce(nullif(name, ''), nullif(nickname, ''), username) AS name FROM accounts WHERE username = 'guide'",
  );
  const store = await one<{ name: string }>('SELECT name FROM stores WHERE id = $1', [guide.store_id]);
  const [goods, binned] = (
    await t.database.pool.query('SELECT id::int, name FROM commodities WHERE merchant_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 2', [demo.id])
  ).rows;
  // Goods in the recycle bin keep their name; an album deleted outright has none left; so does a store.
  await t.database.pool.query('UPDATE commodities SET deleted_at = now() WHERE id = $1', [binned.id]);
  const goneAlbum = await one<{ id: number }>("INSERT INTO albums (merchant_id, name, images) VALUES ($1, 'Gone album', ARRAY['/a.jpg']) RETURNING id::int", [
    demo.id,
  ]);
  await t.database.pool.query('DELETE FROM albums WHERE id = $1', [goneAlbum.id]);
  const goneStore = await one<{ id: number }>("INSERT INTO stores (merchant_id, name) VALUES ($1, 'Closed store') RETURNING id::int", [demo.id]);
  await t.database.pool.query('DELETE FROM stores WHERE id = $1', [goneStore.id]);
  // Another merchant's album and account, which Demo Living's events name (a sender may write any id).
  const secondAlbum = await one<{ id: number }>('INSERT INTO albums (merchant_id, name, images) VALUES ($1, $2, ARRAY[$3]) RETURNING id::int', [
    second.id,
    SECRET_ALBUM,
    '/b.jpg',
  ]);
  const secondAccount = await one<{ id: number }>('SELECT id::int FROM accounts WHERE merchant_id = $1 ORDER BY id LIMIT 1', [second.id]);
  await t.database.pool.query('UPDATE accounts SET name = $2 WHERE id = $1', [secondAccount.id, SECRET_ACCOUNT]);
  const app = await one<{ id: number; name: string }>('SELECT id::int, name FROM apps WHERE merchant_id = $1 ORDER BY id LIMIT 1', [demo.id]);
  ids = {
    app: app.id,
    appName: app.name,
    demo: demo.id,
    second: second.id,
    store: guide.store_id,
    storeName: store.name,
    goneStore: goneStore.id,
    guide: guide.id,
    guideName: guide.name,
    goods: goods.id,
    goodsName: goods.name,
    binnedGoods: binned.id,
    binnedGoodsName: binned.name,
    goneAlbum: goneAlbum.id,
    secondAlbum: secondAlbum.id,
    secondAccount: secondAccount.id,
  };
  await recordEvents(t.database.db, ids.demo, [
    event(1, { commodity_id: ids.goods, store_id: ids.store, sale_id: ids.guide, viewer_id: `account:${ids.guide}`, channel: 2 }),
    event(2, { commodity_id: ids.binnedGoods, channel: 4 }),
    event(3, { album_id: ids.goneAlbum, store_id: ids.goneStore }),
    event(4, { album_id: ids.secondAlbum, sale_id: ids.secondAccount, viewer_id: `account:${ids.secondAccount}` }),
    event(5, { application_id: ids.app }),
  ]);
  await recordEvents(t.database.db, ids.second, [event(6, { album_id: ids.secondAlbum, viewer_id: `account:${ids.secondAccount}` })]);
  while ((await rollMarkedHours(t.database.db, undefined, undefined, t.app.bus)) > 0);
}, 60_000);
afterAll(() => t?.close());

type Row = Record<string, unknown>;
const detail = async (session: Session, payload: Record<string, unknown> = range) => {
  const answer = await session.bearer({ method: 'POST', url: `${ADMIN}/detail`, payload: { ...payload, size: 100 } });
  expect(answer.json().code, answer.body).toBe(0);
  return { list: answer.json().data.list as Row[], body: answer.body };
};
/** The event of a minute (each event above has its own). */
const atMinute = (list: Row[], minute: number) => list.find((row) => row.use_at === at(minute))!;

describe('the event lists answer names', () => {
  it("names an event's store, guide, content and viewer account, keeping their ids", async () => {
    const { list } = await detail(merchant);
    expect(atMinute(list, 1)).toMatchObject({
      store_id: ids.store,
      store_name: ids.storeName,
      store_deleted: false,
      sale_id: ids.guide,
      sale_name: ids.guideName,
      sale_deleted: false,
      sale_account_kind: 'sub',
      content_kind: 'commodity',
      content_id: ids.goods,
      content_title: ids.goodsName,
      content_deleted: false,
      viewer_id: `account:${ids.guide}`,
      viewer_account_id: ids.guide,
      viewer_name: ids.guideName,
      viewer_deleted: false,
      visitor_code: null,
      merchant_name: 'Demo Living',
    });
  });

  it('tells an anonymous visitor by a short code of its id, the same visitor by the same code', async () => {
    const { list } = await detail(merchant);
    const visitors = list.filter((row) => row.viewer_id === 'wx-visitor-1');
    expect(visitors.length).toBeGreaterThan(1);
    for (const row of visitors)
      expect(row).toMatchObject({ visitor_code: visitorCode('wx-visitor-1'), viewer_account_id: null, viewer_name: null, viewer_deleted: false });
    expect(visitorCode('wx-visitor-1')).toMatch(/^[0-9a-f]{6}$/);
    expect(visitorCode('wx-visitor-2')).not.toBe(visitorCode('wx-visitor-1'));
  });

  it('marks deleted records: goods in the recycle bin by their name, an album and a store deleted outright without one', async () => {
    const { list } = await detail(merchant);
    expect(atMinute(list, 2)).toMatchObject({ content_id: ids.binnedGoods, content_title: ids.binnedGoodsName, content_deleted: true });
    expect(atMinute(list, 3)).toMatchObject({
      content_id: ids.goneAlbum,
      content_title: null,
      content_deleted: true,
      store_id: ids.goneStore,
      store_name: null,
      store_deleted: true,
    });
    // Apps are named by their records (the `application` kind keeps them in apps).
    expect(atMinute(list, 5)).toMatchObject({ content_kind: 'application', content_id: ids.app, content_title: ids.appName, content_deleted: false });
  });

  it("never names another merchant's record, even one its events name, nor to the platform under the wrong merchant", async () => {
    const own = await detail(merchant);
    expect(atMinute(own.list, 4)).toMatchObject({
      content_id: ids.secondAlbum,
      content_title: null,
      content_deleted: true,
      sale_name: null,
      sale_deleted: true,
      viewer_name: null,
      viewer_deleted: true,
    });
    expect(own.body).not.toContain(SECRET_ALBUM);
    expect(own.body).not.toContain(SECRET_ACCOUNT);
    expect(own.body).not.toContain('Second Home');
    // The platform sees every merchant: Second Home's own event by its names, Demo Living's forged one still unnamed.
    const all = await detail(operator);
    expect(atMinute(all.list, 6)).toMatchObject({
      merchant_id: ids.second,
      merchant_name: 'Second Home',
      content_title: SECRET_ALBUM,
      viewer_name: SECRET_ACCOUNT,
    });
    expect(atMinute(all.list, 4)).toMatchObject({ merchant_name: 'Demo Living', content_title: null, content_deleted: true, viewer_name: null });
    // Second Home reads its own.
    expect(atMinute((await detail(merchant2)).list, 6)).toMatchObject({ content_title: SECRET_ALBUM, viewer_name: SECRET_ACCOUNT });
  });

  it("names the home page's event log (getStatsHistory) alike", async () => {
    const answer = await merchant.bearer({ method: 'POST', url: '/api/record/getStatsHistory', payload: { ...range, page: 1, pageSize: 20 } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(atMinute(answer.json().data.list, 1)).toMatchObject({ store_name: ids.storeName, sale_name: ids.guideName, content_title: ids.goodsName });
  });

  it('reads the names of a page in one statement, however many rows and kinds it holds', async () => {
    // 60 more events over every kind of record, store and guide, read through a Kysely that logs what it sends.
    const kinds: Partial<StatsEvent>[] = [
      { commodity_id: ids.goods },
      { commodity_id: ids.binnedGoods },
      { album_id: ids.goneAlbum },
      { album_id: ids.secondAlbum },
      { application_id: 9 },
      { video_id: 1 },
      { document_id: 1 },
      { plan_id: 1 },
    ];
    await recordEvents(
      t.database.db,
      ids.demo,
      Array.from({ length: 60 }, (_, i) => ({
        ...event(30 + (i % 20), kinds[i % kinds.length]!),
        viewer_id: i % 3 ? `wx-${i}` : `account:${ids.guide}`,
        store_id: i % 2 ? ids.store : ids.goneStore,
        sale_id: i % 2 ? ids.guide : ids.secondAccount,
      })),
    );
    const statements: string[] = [];
    const logged = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: t.database.url, max: 2 }) }),
      log: (entry) => {
        if (entry.level === 'query') statements.push(entry.query.sql);
      },
    });
    try {
      const where = await resolveStatsWhere(t.database.db, systemScopeFor(ids.demo), range);
      const names = contentNames(logged, RESOURCES);
      const counts: number[] = [];
      for (const size of [1, 10, 100]) {
        statements.length = 0;
        const page = (await events.answer(logged, where, { from: 0, size }, names)) as { list: Row[] };
        expect(page.list).toHaveLength(Math.min(size, 65));
        counts.push(statements.length);
      }
      // The page, its total, and the names of every kind at once.
      expect(counts).toEqual([3, 3, 3]);
    } finally {
      await logged.destroy();
    }
  });
});

describe('groupings and content rankings answer names', () => {
  it('names the groups by store and by guide, a deleted store said to be deleted', async () => {
    const search = async (groupBy: string) =>
      (await merchant.bearer({ method: 'POST', url: '/admin-api/system/stats/search', payload: { ...range, group_by: groupBy } })).json().data.buckets as Row[];
    const stores = await search('store');
    expect(stores.find((row) => row.key === String(ids.store))).toMatchObject({ name: ids.storeName, deleted: false });
    expect(stores.find((row) => row.key === String(ids.goneStore))).toMatchObject({ name: null, deleted: true });
    expect((await search('sale')).find((row) => row.key === String(ids.guide))).toMatchObject({ name: ids.guideName, deleted: false });
  });

  it("says whose each top content is in the platform's view, and which content is deleted", async () => {
    const answer = await operator.bearer({ method: 'GET', url: `/api/record/comprehensiveStatsV2?${new URLSearchParams(range)}` });
    const top = answer.json().data.top_content as Row[];
    expect(top.find((row) => row.kind === 'album' && row.id === ids.secondAlbum)).toMatchObject({
      name: SECRET_ALBUM,
      merchant_id: ids.second,
      merchant_name: 'Second Home',
      deleted: false,
    });
    expect(top.find((row) => row.kind === 'album' && row.id === ids.goneAlbum)).toMatchObject({ name: '', deleted: true });
    expect(top.find((row) => row.kind === 'commodity' && row.id === ids.binnedGoods)).toMatchObject({ name: ids.binnedGoodsName, deleted: true });
    // A merchant's own ranking names no merchant, and never another merchant's album.
    const own = await merchant.bearer({ method: 'POST', url: `${ADMIN}/count/rankHistory/detail`, payload: range });
    expect(own.body).not.toContain(SECRET_ALBUM);
    expect((own.json().data.list as Row[]).every((row) => row.merchant_name === undefined)).toBe(true);
  });
});

describe('the event list export carries the names', () => {
  it("writes each id's name beside it, deleted records and visitors as the reader reads them", async () => {
    const started = await merchant.bearer({ method: 'POST', url: `${ADMIN}/detailExport`, payload: range });
    expect(started.json().code, started.body).toBe(0);
    const job = await waitForJob(merchant, started.json().data.id);
    expect(job).toMatchObject({ status: 'done', has_file: true });
    const [header, ...rows] = await readSheet((await merchant.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` })).rawPayload);
    expect(header).toEqual(
      expect.arrayContaining(['Channel No.', 'Channel', 'Viewer ID', 'Viewer', 'Store ID', 'Store', 'Guide ID', 'Guide', 'Content ID', 'Content']),
    );
    expect(header.indexOf('Store')).toBe(header.indexOf('Store ID') + 1);
    expect(header).not.toContain('store_deleted');
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    const named = rows.find(
      (row) => cell(row, 'Content ID') === String(ids.goods) && cell(row, 'Viewer ID') === `account:${ids.guide}` && cell(row, 'Channel No.') === '2',
    )!;
    expect([cell(named, 'Store'), cell(named, 'Guide'), cell(named, 'Content'), cell(named, 'Viewer'), cell(named, 'Channel')]).toEqual([
      ids.storeName,
      ids.guideName,
      ids.goodsName,
      ids.guideName,
      'WeChat mini program',
    ]);
    const binned = rows.find((row) => cell(row, 'Content ID') === String(ids.binnedGoods) && cell(row, 'Viewer ID') === 'wx-visitor-1')!;
    expect(cell(binned, 'Content')).toBe(`${ids.binnedGoodsName} (deleted)`);
    expect(cell(binned, 'Viewer')).toBe(`Visitor ${visitorCode('wx-visitor-1')}`);
    const gone = rows.find((row) => cell(row, 'Content ID') === String(ids.goneAlbum) && cell(row, 'Store ID') === String(ids.goneStore))!;
    expect([cell(gone, 'Content'), cell(gone, 'Store')]).toEqual(['(deleted)', '(deleted)']);
    expect(JSON.stringify(rows)).not.toContain(SECRET_ALBUM);
  });

  it('writes the words in the starter’s language', async () => {
    const started = await merchant.bearer({ method: 'POST', url: `${ADMIN}/detailExport`, payload: range, headers: { 'accept-language': 'zh' } });
    const job = await waitForJob(merchant, started.json().data.id);
    const [header, ...rows] = await readSheet((await merchant.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` })).rawPayload);
    expect(header).toEqual(expect.arrayContaining(['门店', '导购', '内容', '访客', '渠道']));
    const binned = rows.find((row) => row[header.indexOf('内容 ID')] === String(ids.binnedGoods) && row[header.indexOf('访客 ID')] === 'wx-visitor-1')!;
    expect(binned[header.indexOf('内容')]).toBe(`${ids.binnedGoodsName} （已删除）`);
    expect(binned[header.indexOf('渠道')]).toBe('微商城');
    expect(binned[header.indexOf('访客')]).toBe(`访客 ${visitorCode('wx-visitor-1')}`);
  });
});
