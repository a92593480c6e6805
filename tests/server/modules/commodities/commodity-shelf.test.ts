import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { act, actBatch, createCommodity } from './commodity-helpers.ts';

let t: TestApp;
let merchant: Session;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
});
afterAll(() => t.close());

const PRICE = 'Goods need a price above 0 to go on shelf.';
const COVER = 'Goods need a cover to go on shelf.';
const read = async (id: number) => (await merchant.browser({ method: 'GET', url: `/api/commodities/${id}` })).json().data;

describe('a draft may lack a price and a cover; the shelf needs both (issue 35)', () => {
  it('saves a draft with only a name: no price, no cover', async () => {
    const response = await merchant.browser({ method: 'POST', url: '/api/commodities', payload: { name: 'Bare draft' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Bare draft', price: 0, cover: '', status: 'draft', on_shelf: false });
  });

  it('refuses to shelve goods without price and cover: 422 on both fields, a message naming them, nothing changed', async () => {
    const { id } = await createCommodity(merchant, { name: 'Unpriced sofa', price: 0, cover: '' });
    const refused = await act(merchant, 'shelve', id);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe('Goods need a price above 0 and a cover to go on shelf.');
    expect(refused.json().errors).toEqual({ price: [PRICE], cover: [COVER] });
    expect((await read(id)).on_shelf).toBe(false);
  });

  it('names only the missing field, in the language asked for', async () => {
    const { id } = await createCommodity(merchant, { name: 'Coverless lamp', cover: '' });
    const refused = await merchant.browser({ method: 'POST', url: `/api/commodities/${id}/shelve`, headers: { 'accept-language': 'zh-CN' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('商品上架需要封面。');
    expect(refused.json().errors).toEqual({ cover: ['商品上架需要封面。'] });
  });

  it('shelves priced goods with a cover, and keeps goods on the shelf from losing either', async () => {
    const { id } = await createCommodity(merchant, { name: 'Ready chair' });
    expect((await act(merchant, 'shelve', id)).statusCode).toBe(200);
    const unpriced = await merchant.browser({ method: 'PATCH', url: `/api/commodities/${id}`, payload: { price: 0 } });
    expect(unpriced.statusCode).toBe(422);
    expect(unpriced.json().errors).toEqual({ price: [PRICE] });
    expect(await read(id)).toMatchObject({ on_shelf: true, price: 1999.5 });
    // Off the shelf, it is a draft again: both may go.
    expect((await act(merchant, 'unshelve', id)).statusCode).toBe(200);
    expect((await merchant.browser({ method: 'PATCH', url: `/api/commodities/${id}`, payload: { price: 0, cover: '' } })).statusCode).toBe(200);
  });

  it('tells each refused goods of a batch shelving why', async () => {
    const ready = await createCommodity(merchant, { name: 'Ready table' });
    const bare = await createCommodity(merchant, { name: 'Bare table', price: 0, cover: '' });
    const response = await actBatch(merchant, 'shelve', { ids: [ready.id, bare.id] });
    expect(response.json().data).toEqual({
      ok: [ready.id],
      failed: [{ id: bare.id, message: 'Goods need a price above 0 and a cover to go on shelf.' }],
    });
  });
});
