import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

/** What a list answers: the columns it shows and light fields, more on request, and a total or `hasMore`. */
describe('the list answer', () => {
  let t: TestApp;
  let merchant: Session;
  const list = async (query: string) => {
    const response = await merchant.browser({ method: 'GET', url: `/api/commodities?${query}` });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    merchant = await t.login('merchant');
  });
  afterAll(() => t?.close());

  it("answers the list's columns and light fields, not the heavy ones nobody sees in a table", async () => {
    const [first] = (await list('pageSize=5')).body.data.list;
    expect(first).toHaveProperty('name');
    expect(first).toHaveProperty('price');
    expect(first).toHaveProperty('image');
    // A row action reads it (the share dialog), so it is declared readInLists.
    expect(first).toHaveProperty('visible_store_ids');
    for (const heavy of ['skus', 'attributes', 'parameters', 'detail_images']) expect(first).not.toHaveProperty(heavy);
    expect(commodities.listFields).not.toContain('skus');
  });

  it('answers more fields when asked (`fields`), or all of them with `*`', async () => {
    const asked = (await list('pageSize=5&fields=skus,attributes')).body.data.list[0];
    expect(asked).toHaveProperty('skus');
    expect(asked).toHaveProperty('attributes');
    expect(asked).not.toHaveProperty('parameters');
    const all = (await list('pageSize=5&fields=*')).body.data.list[0];
    const detail = (await merchant.browser({ method: 'GET', url: `/api/commodities/${all.id}` })).json().data;
    expect(Object.keys(all).sort()).toEqual(Object.keys(detail).sort());
  });

  it("refuses a field that is not one of the list's, with 422 on `fields`", async () => {
    for (const bad of ['password', 'skus,,name', 'merchant_id', '']) {
      const { status, body } = await list(`fields=${encodeURIComponent(bad)}`);
      expect(status, bad).toBe(422);
      expect(Object.keys(body.errors)).toEqual(['fields']);
    }
  });

  it('skips the total with withTotal=false and says whether more follows', async () => {
    const everything = (await list('pageSize=100')).body.data;
    const pageSize = Math.max(1, everything.total - 1);
    const first = (await list(`pageSize=${pageSize}&withTotal=false`)).body.data;
    expect(first).toEqual({ list: expect.any(Array), page: 1, pageSize, hasMore: true });
    expect(first.list).toHaveLength(pageSize);
    const last = (await list(`pageSize=${pageSize}&page=2&withTotal=false`)).body.data;
    expect(last).toMatchObject({ page: 2, hasMore: false });
    expect(last.list).toHaveLength(everything.total - pageSize);
    expect((await list('withTotal=maybe')).status).toBe(422);
  });

  it('writes each row as the record route writes it: timestamps to the millisecond in UTC, numbers, tags in order', async () => {
    const [one, two] = (await list('pageSize=2&sort=id')).body.data.list as { id: number }[];
    // Microseconds are cut, as JavaScript's Date cuts them; a price with cents; tags in two groups.
    await t.database.pool.query("UPDATE commodities SET updated_at = '2026-03-04 05:06:07.891999+08', price = 1234.5 WHERE id = $1", [one.id]);
    const created = async (name: string, items: string[]) =>
      (await merchant.browser({ method: 'POST', url: '/api/tags/commodity', payload: { name, items, multiple: true } })).json().data.id as number;
    const [style, room] = [await created('Order style', ['Zen', 'Art deco']), await created('Order room', ['Study'])];
    const tags = [`${room}:Study`, `${style}:Zen`, `${style}:Art deco`];
    expect((await merchant.browser({ method: 'PUT', url: `/api/commodities/${one.id}/tags`, payload: { tags } })).statusCode).toBe(200);
    const rows = (await list(`pageSize=2&sort=id&fields=*&id_in=${one.id},${two.id}`)).body.data.list as { id: number }[];
    for (const row of rows) {
      const detail = (await merchant.browser({ method: 'GET', url: `/api/commodities/${row.id}` })).json().data;
      expect(row).toEqual(detail);
    }
    const first = rows.find((row) => row.id === one.id) as Record<string, unknown>;
    expect(first.updated_at).toBe('2026-03-03T21:06:07.891Z');
    expect(first.price).toBe(1234.5);
    expect(first.tags).toEqual([`${style}:Art deco`, `${style}:Zen`, `${room}:Study`]);
  });

  it('pages a list with one compiled statement: each page its own rows, each filter its own statement', async () => {
    const all = ((await list('pageSize=100&sort=id')).body.data.list as { id: number }[]).map((row) => row.id);
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...((await list(`pageSize=2&page=${page}&sort=id`)).body.data.list as { id: number }[]));
    expect(pages.map((row) => row.id)).toEqual(all.slice(0, 6));
    const cheap = (await list('pageSize=100&sort=id&price_lte=1000')).body.data.list as { price: number }[];
    const dear = (await list('pageSize=100&sort=id&price_gte=1000.01')).body.data.list as { price: number }[];
    expect(cheap.length + dear.length).toBe(all.length);
    expect(cheap.every((row) => row.price <= 1000) && dear.every((row) => row.price > 1000)).toBe(true);
  });
});
