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
});
