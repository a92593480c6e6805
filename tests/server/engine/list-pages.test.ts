import { beforeAll, describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { DETAIL_WINDOW } from '../../../resources/constants.ts';
import { EXACT_TOTAL_UP_TO } from '../../../server/engine/list-totals.ts';
import { listRecords } from '../../../server/engine/list-page.ts';
import { systemScopeFor } from '../../../server/tenancy/scope.ts';
import { query, setUpListScaleApp } from './list-scale-app.ts';

/** Paging a large list: the window the API lets a list reach, and deep pages that are still right. */
const scale = setUpListScaleApp();

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
    const response = await scale.merchant.browser({ method: 'GET', url: `/api/commodities?${text}` });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 422)
      expect(response.json().errors).toEqual({
        page: [`Lists show only the first ${DETAIL_WINDOW} records: narrow the filters or sort the other way to reach the rest.`],
      });
  });

  it('says so in the caller’s language', async () => {
    const response = await scale.merchant.browser({ method: 'GET', url: '/api/commodities?page=400&pageSize=30', headers: { 'accept-language': 'zh' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.page[0]).toContain('10000');
    expect(response.json().errors.page[0]).toMatch(/列表/);
  });

  it('holds for every engine list, and for "export all matching"', async () => {
    expect((await scale.merchant.browser({ method: 'GET', url: '/api/commodity-attributes?page=201&pageSize=50' })).statusCode).toBe(422);
    const started = await scale.merchant.browser({ method: 'POST', url: '/api/commodities/export?page=501&pageSize=20', payload: { columns: ['name'] } });
    expect(started.statusCode).toBe(422);
  });
});

describe('deep pages (deferred join)', () => {
  /** The page as the engine answered it before: ORDER BY … , id DESC LIMIT … OFFSET … over the whole rows. */
  async function naivePage(merchantId: number, namePrefix: string, order: string, page: number, pageSize: number): Promise<number[]> {
    const { rows } = await scale.t.database.pool.query<{ id: number }>(
      `SELECT id::int FROM commodities WHERE merchant_id = $1 AND deleted_at IS NULL AND name::text ILIKE $2 ORDER BY ${order}, id DESC LIMIT $3 OFFSET $4`,
      [merchantId, `%${namePrefix}%`, pageSize, (page - 1) * pageSize],
    );
    return rows.map((row) => row.id);
  }

  beforeAll(async () => {
    // More goods than the window reaches, with ties on stock (5 values).
    await scale.insertCommodities(scale.demoLiving, 'Bulk', EXACT_TOTAL_UP_TO + 200, { stock: 'g % 5' });
  });

  it.each([
    ['-id', 'id DESC'],
    ['stock', 'stock ASC'],
    ['-stock', 'stock DESC'],
    ['name', 'name ASC'],
    ['-updated_at', 'updated_at DESC'],
    ['stock,-name', 'stock ASC, name DESC'],
    ['id', 'id ASC'],
  ])('sort %s: every page is the one the plain query gives, ties in id desc order', async (sort, order) => {
    const scope = systemScopeFor(scale.demoLiving);
    for (const [page, pageSize] of [
      [1, 30],
      [2, 30],
      [17, 100],
      [101, 99],
      [334, 30],
    ] as const) {
      if ((page - 1) * pageSize + pageSize > DETAIL_WINDOW) continue;
      const result = await listRecords(
        scale.t.database.db,
        commodities,
        scope,
        query({ name_like: 'Bulk', sort, page: String(page), pageSize: String(pageSize) }),
      );
      expect(
        (JSON.parse(result.list.text) as { id: number }[]).map((record) => record.id),
        `${sort} page ${page}`,
      ).toEqual(await naivePage(scale.demoLiving, 'Bulk', order, page, pageSize));
    }
  });

  it('has indexes with merchant_id leading for the goods list’s sorts and filters', async () => {
    const { rows } = await scale.t.database.pool.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE tablename = 'commodities'");
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
