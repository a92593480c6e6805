import { beforeAll, describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { type ListQuery, toListQuery } from '../../../server/engine/list-query.ts';
import { eachRecord } from '../../../server/engine/resource.repository.ts';
import { systemScopeFor } from '../../../server/tenancy/scope.ts';
import { query, setUpListScaleApp } from './list-scale-app.ts';

/** Exports of a large list: a keyset scan that yields every row once, in list order, without OFFSET. */
const scale = setUpListScaleApp();
/** A list query as the repository takes it, unchecked: sorts by columns the API does not offer (a nullable one). */
const rawQuery = (text: Record<string, string>): ListQuery => toListQuery(commodities, { page: 1, pageSize: 30, ...text });

describe('exports read with keyset pagination', () => {
  /** Every id eachRecord yields, in order, with a small chunk so that the scan crosses many chunk borders. */
  async function scan(sort: string, chunk: number, extra: Record<string, string> = {}) {
    const ids: number[] = [];
    scale.statements.length = 0;
    for await (const records of eachRecord(
      scale.logged,
      commodities,
      systemScopeFor(scale.demoLiving),
      rawQuery({ name_like: 'Ties', sort, ...extra }),
      undefined,
      {
        chunk,
        columns: ['name'],
      },
    )) {
      ids.push(...records.map((record) => record.id as number));
    }
    return ids;
  }

  const plain = async (order: string) =>
    (
      await scale.t.database.pool.query<{ id: number }>(
        `SELECT id::int FROM commodities WHERE merchant_id = $1 AND deleted_at IS NULL AND name ILIKE '%Ties%' ORDER BY ${order}, id DESC`,
        [scale.demoLiving],
      )
    ).rows.map((row) => row.id);

  beforeAll(async () => {
    // 1,234 goods with many ties: 7 stock values, 5 created_at instants a microsecond apart, a
    // nullable price that is null for a third of them.
    await scale.insertCommodities(scale.demoLiving, 'Ties', 1_234, {
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
    const selects = scale.statements.filter((sql) => sql.includes('"commodities"."name"'));
    expect(selects.length).toBeGreaterThan(10);
    expect(selects.every((sql) => !/\boffset\b/i.test(sql))).toBe(true);
    expect(selects.slice(1).every((sql) => /<|>/.test(sql))).toBe(true);
  });

  it('reads only the chosen columns', async () => {
    const records: Record<string, unknown>[] = [];
    for await (const chunk of eachRecord(scale.t.database.db, commodities, systemScopeFor(scale.demoLiving), query({ name_like: 'Ties 1' }), undefined, {
      columns: ['name', 'stock'],
    }))
      records.push(...chunk);
    expect(Object.keys(records[0]).sort()).toEqual(['id', 'name', 'stock']);
  });

  it('keeps the selection of "export selected" (ids) with the keyset', async () => {
    const all = await plain('stock ASC');
    const chosen = all.filter((_, index) => index % 3 === 0);
    const ids: number[] = [];
    for await (const records of eachRecord(scale.t.database.db, commodities, systemScopeFor(scale.demoLiving), query({ sort: 'stock' }), chosen, {
      chunk: 10,
      columns: [],
    }))
      ids.push(...records.map((record) => record.id as number));
    expect(ids).toEqual(chosen);
  });
});
