import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { DETAIL_WINDOW } from '../../../resources/constants.ts';
import { RESOURCES } from '../../../resources/index.ts';
import type { Database } from '../../../server/db/schema.ts';
import { listQuerySchema, type ListQuery, toListQuery } from '../../../server/engine/list-query.ts';
import { EXACT_TOTAL_UP_TO, forgetTotals } from '../../../server/engine/list-totals.ts';
import { assemblePlugins } from '../../../server/engine/plugin-set.ts';
import { eachRecord, listRecords } from '../../../server/engine/resource.repository.ts';
import { createRecord } from '../../../server/engine/resource.service.ts';
import { SERVER_PLUGINS } from '../../../server/modules/entity-plugins.ts';
import { systemScopeFor } from '../../../server/tenancy/scope.ts';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let merchant: Session;
let demoLiving: number;
let secondHome: number;
/** The test database through a Kysely that records every statement it sends. */
let logged: Kysely<Database>;
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  const ids = await t.database.pool.query<{ id: number; name: string }>("SELECT id::int, name FROM merchants WHERE name IN ('Demo Living', 'Second Home')");
  demoLiving = ids.rows.find((row) => row.name === 'Demo Living')!.id;
  secondHome = ids.rows.find((row) => row.name === 'Second Home')!.id;
  logged = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: t.database.url, max: 4 }) }),
    log: (event) => {
      if (event.level === 'query') statements.push(event.query.sql);
    },
  });
}, 60_000);
afterAll(async () => {
  await logged.destroy();
  await t.close();
});

/** Goods made in SQL (fast): `count` rows of a merchant, named `<prefix> <n>`, with the given column expressions of `g`. */
async function insertCommodities(merchantId: number, prefix: string, count: number, columns: Record<string, string> = {}) {
  const names = ['merchant_id', 'name', ...Object.keys(columns)];
  const values = [`${merchantId}`, `'${prefix} ' || g`, ...Object.values(columns)];
  await t.database.pool.query(`INSERT INTO commodities (${names.join(', ')}) SELECT ${values.join(', ')} FROM generate_series(1, ${count}) AS g`);
  await t.database.pool.query('ANALYZE commodities');
}

const query = (text: Record<string, string>): ListQuery => toListQuery(commodities, listQuerySchema(commodities).parse(text) as Record<string, unknown>);
/** A list query as the repository takes it, unchecked: sorts by columns the API does not offer (a nullable one). */
const rawQuery = (text: Record<string, string>): ListQuery => toListQuery(commodities, { page: 1, pageSize: 30, ...text });
const counted = () => statements.filter((sql) => /\bcount\s*\(/i.test(sql) || /^explain/i.test(sql)).length;

describe('the list window (SECURITY.md §6: from + size ≤ 10000)', () => {
  it.each([
    ['page=500&pageSize=20', 200],
    ['page=333&pageSize=30', 200],
    ['page=100&pageSize=100', 200],
    ['page=501&pageSize=20', 422],
    ['page=334&pageSize=30', 422],
    ['page=101&pageSize=100', 422],
    ['page=10001&pageSize=1', 422],
  ])('%s → %i', async (text, status) => {
    const response = await merchant.browser({ method: 'GET', url: `/api/commodities?${text}` });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 422)
      expect(response.json().errors).toEqual({
        page: [`Lists show only the first ${DETAIL_WINDOW} records: narrow the filters or sort the other way to reach the rest.`],
      });
  });

  it('says so in the caller’s language', async () => {
    const response = await merchant.browser({ method: 'GET', url: '/api/commodities?page=400&pageSize=30', headers: { 'accept-language': 'zh' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.page[0]).toContain('10000');
    expect(response.json().errors.page[0]).toMatch(/列表/);
  });

  it('holds for every engine list, and for "export all matching"', async () => {
    expect((await merchant.browser({ method: 'GET', url: '/api/commodity-attributes?page=201&pageSize=50' })).statusCode).toBe(422);
    const started = await merchant.browser({ method: 'POST', url: '/api/commodities/export?page=501&pageSize=20', payload: { columns: ['name'] } });
    expect(started.statusCode).toBe(422);
  });
});

describe('list totals', () => {
  it('counts a small match exactly, every time, and never serves it stale', async () => {
    await insertCommodities(demoLiving, 'Exact', 7);
    const list = (await merchant.browser({ method: 'GET', url: '/api/commodities?name_like=Exact' })).json().data;
    expect(list).toMatchObject({ total: 7, page: 1, pageSize: 30 });
    expect(list).not.toHaveProperty('totalIsEstimate');
    // Written behind the engine's back: a small total is counted again, not remembered.
    await insertCommodities(demoLiving, 'Exact', 1);
    expect((await merchant.browser({ method: 'GET', url: '/api/commodities?name_like=Exact' })).json().data.total).toBe(8);
  });

  it('answers an estimate, flagged, when the match is larger than the exact limit', async () => {
    await insertCommodities(demoLiving, 'Bulk', EXACT_TOTAL_UP_TO + 200, { stock: 'g % 5' });
    const large = (await merchant.browser({ method: 'GET', url: '/api/commodities?name_like=Bulk' })).json().data;
    expect(large.totalIsEstimate).toBe(true);
    expect(large.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    expect(large.list).toHaveLength(30);
    // A narrower filter of the same goods is small again: exact.
    const small = (await merchant.browser({ method: 'GET', url: '/api/commodities?name_like=Bulk%20999' })).json().data;
    expect(small).toMatchObject({ total: 11 });
    expect(small).not.toHaveProperty('totalIsEstimate');
  });

  it('estimates from the planner when the limit is lower (any size), at least the limit + 1', async () => {
    const scope = systemScopeFor(demoLiving);
    const page = await listRecords(logged, commodities, scope, query({ name_like: 'Exact' }), { exactUpTo: 3 });
    expect(page.totalIsEstimate).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(4);
    const exact = await listRecords(logged, commodities, scope, query({ name_like: 'Exact' }), { exactUpTo: 8 });
    expect(exact.total).toBe(8);
    expect(exact.totalIsEstimate).toBeUndefined();
  });

  it('caches a large total per scope and filters, and forgets it when the engine writes the table', async () => {
    const scope = systemScopeFor(demoLiving);
    const options = { exactUpTo: 5, ttlMs: 60_000 };
    const filters = { name_like: 'Exact' };
    forgetTotals('commodities', null);

    statements.length = 0;
    const first = await listRecords(logged, commodities, scope, query(filters), options);
    expect(first.totalIsEstimate).toBe(true);
    expect(counted()).toBeGreaterThan(0);

    // The same list again (another page, another sort): nothing is counted.
    statements.length = 0;
    const again = await listRecords(logged, commodities, scope, query({ ...filters, page: '2', pageSize: '5', sort: 'name' }), options);
    expect(again).toMatchObject({ total: first.total, totalIsEstimate: true });
    expect(counted()).toBe(0);

    // Other filters, or another merchant, are counted on their own.
    statements.length = 0;
    await listRecords(logged, commodities, scope, query({ name_like: 'Exac' }), options);
    expect(counted()).toBeGreaterThan(0);
    await insertCommodities(secondHome, 'Exact', 7);
    statements.length = 0;
    await listRecords(logged, commodities, systemScopeFor(secondHome), query(filters), options);
    expect(counted()).toBeGreaterThan(0);

    // A create through the engine forgets Demo Living's totals, not Second Home's.
    const account = await t.database.pool.query<{ id: number }>("SELECT id::int FROM accounts WHERE username = 'merchant'");
    const session = { accountId: account.rows[0].id, username: 'merchant' };
    // Writes go through the goods as the app serves them, with their plug-in's hooks.
    const served = assemblePlugins(RESOURCES, SERVER_PLUGINS).resources.find((resource) => resource.name === commodities.name)!;
    await createRecord({ db: t.database.db, session, scope }, served, { name: 'Exact new' });
    statements.length = 0;
    await listRecords(logged, commodities, scope, query(filters), options);
    expect(counted()).toBeGreaterThan(0);
    statements.length = 0;
    await listRecords(logged, commodities, systemScopeFor(secondHome), query(filters), options);
    expect(counted()).toBe(0);
  });

  it('forgets cached totals after writes through the routes (create, change, delete, actions)', async () => {
    const scope = systemScopeFor(demoLiving);
    const options = { exactUpTo: 5, ttlMs: 60_000 };
    const filters = { name_like: 'Exact' };
    const cachedNow = async () => {
      statements.length = 0;
      await listRecords(logged, commodities, scope, query(filters), options);
      return counted() === 0;
    };
    await cachedNow();
    expect(await cachedNow()).toBe(true);
    const created = await merchant.browser({ method: 'POST', url: '/api/commodities', payload: { name: 'Exact via API' } });
    expect(created.statusCode, created.body).toBe(200);
    expect(await cachedNow()).toBe(false);
    expect(await cachedNow()).toBe(true);
    const id = created.json().data.id;
    expect((await merchant.browser({ method: 'POST', url: `/api/commodities/${id}/shelve` })).statusCode).toBe(200);
    expect(await cachedNow()).toBe(false);
    expect(await cachedNow()).toBe(true);
    expect((await merchant.browser({ method: 'DELETE', url: `/api/commodities/${id}` })).statusCode).toBe(200);
    expect(await cachedNow()).toBe(false);
  });
});

describe('deep pages (deferred join)', () => {
  /** The page as the engine answered it before: ORDER BY … , id DESC LIMIT … OFFSET … over the whole rows. */
  async function naivePage(merchantId: number, namePrefix: string, order: string, page: number, pageSize: number): Promise<number[]> {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `SELECT id::int FROM commodities WHERE merchant_id = $1 AND deleted_at IS NULL AND name::text ILIKE $2 ORDER BY ${order}, id DESC LIMIT $3 OFFSET $4`,
      [merchantId, `%${namePrefix}%`, pageSize, (page - 1) * pageSize],
    );
    return rows.map((row) => row.id);
  }

  it.each([
    ['-id', 'id DESC'],
    ['stock', 'stock ASC'],
    ['-stock', 'stock DESC'],
    ['name', 'name ASC'],
    ['-updated_at', 'updated_at DESC'],
    ['stock,-name', 'stock ASC, name DESC'],
    ['id', 'id ASC'],
  ])('sort %s: every page is the one the plain query gives, ties in id desc order', async (sort, order) => {
    const scope = systemScopeFor(demoLiving);
    for (const [page, pageSize] of [
      [1, 30],
      [2, 30],
      [17, 100],
      [101, 99],
      [334, 30],
    ] as const) {
      if ((page - 1) * pageSize + pageSize > DETAIL_WINDOW) continue;
      const result = await listRecords(t.database.db, commodities, scope, query({ name_like: 'Bulk', sort, page: String(page), pageSize: String(pageSize) }));
      expect(
        result.list.map((record) => record.id),
        `${sort} page ${page}`,
      ).toEqual(await naivePage(demoLiving, 'Bulk', order, page, pageSize));
    }
  });

  it('has indexes with merchant_id leading for the goods list’s sorts and filters', async () => {
    const { rows } = await t.database.pool.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE tablename = 'commodities'");
    const definitions = rows.map((row) => row.indexdef);
    for (const column of [
      'id DESC',
      'updated_at DESC, id DESC',
      'created_at DESC, id DESC',
      'name, id DESC',
      'price, id DESC',
      'stock, id DESC',
      'status, id DESC',
      'on_shelf, id DESC',
    ]) {
      expect(
        definitions.some((definition) => definition.includes(`(merchant_id, ${column})`) && definition.includes('deleted_at IS NULL')),
        column,
      ).toBe(true);
    }
  });
});

describe('exports read with keyset pagination', () => {
  /** Every id eachRecord yields, in order, with a small chunk so that the scan crosses many chunk borders. */
  async function scan(sort: string, chunk: number, extra: Record<string, string> = {}) {
    const ids: number[] = [];
    statements.length = 0;
    for await (const records of eachRecord(logged, commodities, systemScopeFor(demoLiving), rawQuery({ name_like: 'Ties', sort, ...extra }), undefined, {
      chunk,
      columns: ['name'],
    })) {
      ids.push(...records.map((record) => record.id as number));
    }
    return ids;
  }

  const plain = async (order: string) =>
    (
      await t.database.pool.query<{ id: number }>(
        `SELECT id::int FROM commodities WHERE merchant_id = $1 AND deleted_at IS NULL AND name ILIKE '%Ties%' ORDER BY ${order}, id DESC`,
        [demoLiving],
      )
    ).rows.map((row) => row.id);

  beforeAll(async () => {
    // 1,234 goods with many ties: 7 stock values, 5 created_at instants a microsecond apart, a
    // nullable price that is null for a third of them.
    await insertCommodities(demoLiving, 'Ties', 1_234, {
      stock: 'g % 7',
      price: '(g % 3) * 10',
      original_price: 'CASE WHEN g % 3 = 0 THEN NULL ELSE (g % 4) * 1.5 END',
      created_at: "timestamptz '2024-01-01 00:00:00.000001+00' + (g % 5) * interval '1 microsecond'",
    });
  });

  it.each([
    ['-id', 'id DESC'],
    ['id', 'id ASC'],
    ['stock', 'stock ASC'],
    ['-stock', 'stock DESC'],
    ['-created_at', 'created_at DESC'],
    ['created_at', 'created_at ASC'],
    ['stock,-price', 'stock ASC, price DESC'],
    ['-stock,name', 'stock DESC, name ASC'],
    ['original_price', 'original_price ASC'],
    ['-original_price,stock', 'original_price DESC, stock ASC'],
  ])('sort %s: every row exactly once, in list order', async (sort, order) => {
    const expected = await plain(order);
    expect(expected).toHaveLength(1_234);
    const ids = await scan(sort, 37);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expected);
  });

  it('never uses OFFSET, and continues after the last row', async () => {
    await scan('-stock', 100);
    const selects = statements.filter((sql) => sql.includes('"commodities"."name"'));
    expect(selects.length).toBeGreaterThan(10);
    expect(selects.every((sql) => !/\boffset\b/i.test(sql))).toBe(true);
    expect(selects.slice(1).every((sql) => /<|>/.test(sql))).toBe(true);
  });

  it('reads only the chosen columns', async () => {
    const records: Record<string, unknown>[] = [];
    for await (const chunk of eachRecord(t.database.db, commodities, systemScopeFor(demoLiving), query({ name_like: 'Ties 1' }), undefined, {
      columns: ['name', 'stock'],
    }))
      records.push(...chunk);
    expect(Object.keys(records[0]).sort()).toEqual(['id', 'name', 'stock']);
  });

  it('keeps the selection of "export selected" (ids) with the keyset', async () => {
    const all = await plain('stock ASC');
    const chosen = all.filter((_, index) => index % 3 === 0);
    const ids: number[] = [];
    for await (const records of eachRecord(t.database.db, commodities, systemScopeFor(demoLiving), query({ sort: 'stock' }), chosen, {
      chunk: 10,
      columns: [],
    }))
      ids.push(...records.map((record) => record.id as number));
    expect(ids).toEqual(chosen);
  });
});
