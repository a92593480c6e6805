import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
const sessions: Record<string, Session> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['merchant', 'manager', 'guide', 'duo', 'merchant2', 'operator', 'designer']) {
    sessions[username] = await t.login(username);
    ids[username] = (await sessions[username].bearer({ method: 'GET', url: '/api/user' })).json().data.id;
  }
});
afterAll(() => t.close());

const saleInfo = (username: string, query = '') => sessions[username].bearer({ method: 'GET', url: `/api/seller/saleInfo${query}` });
const NOT_FOUND = { status_code: 404, message: 'The record does not exist or has been deleted.' };

describe('GET /api/seller/saleInfo', () => {
  it('answers the caller’s own business card without parameters', async () => {
    const response = await saleInfo('guide');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      sale_id: ids.guide,
      seller_account_id: ids.guide,
      name: 'Gao Guide',
      nickname: 'Gao',
      phone: '13800000004',
      avatar: '',
      business_card_title: expect.any(String),
      merchant_id: expect.any(Number),
      merchant_name: 'Demo Living',
      store_id: expect.any(Number),
      store_name: 'Flagship',
      role_tag: 'seller_sale',
    });
  });

  it.each(['merchant', 'manager', 'designer', 'merchant2', 'operator'])(
    'answers 404 to the %s, no shopping guide, asking for its own: sale info is returned for a sale only',
    async (username) => {
      const response = await saleInfo(username);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    },
  );

  it('answers duo, which holds a guide’s role beside its default manager’s, as a sale in either role', async () => {
    expect((await saleInfo('duo')).json().data).toMatchObject({ sale_id: ids.duo, name: 'Duo Dual', store_name: 'Flagship', role_tag: 'seller_sale' });
  });

  it.each([
    ['saleId', () => `?saleId=${ids.merchant}`],
    ['seller_account_id', () => `?seller_account_id=${ids.manager}`],
    ['phone', () => '?phone=13800000002'],
  ])('answers 404 to the master account looking up itself or the store manager by %s: neither is a sale', async (_, query) => {
    const response = await saleInfo('merchant', query());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it.each([
    ['phone', () => '?phone=13800000004'],
    ['saleId', () => `?saleId=${ids.guide}`],
    ['seller_account_id', () => `?seller_account_id=${ids.guide}`],
    ['a phone with spaces around', () => '?phone=%2013800000004%20'],
  ])('lets the manager find the guide by %s', async (_, query) => {
    const response = await saleInfo('manager', query());
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ sale_id: ids.guide, name: 'Gao Guide', store_name: 'Flagship', merchant_name: 'Demo Living' });
  });

  it('lets the master account and the designer find the guide too (same merchant)', async () => {
    for (const username of ['merchant', 'designer', 'duo']) {
      expect((await saleInfo(username, `?saleId=${ids.guide}`)).json().data.sale_id).toBe(ids.guide);
    }
  });

  it('lets the guide find itself by its own id and phone', async () => {
    expect((await saleInfo('guide', `?saleId=${ids.guide}`)).json().data.sale_id).toBe(ids.guide);
    expect((await saleInfo('guide', '?phone=13800000004')).json().data.sale_id).toBe(ids.guide);
  });

  it.each([
    ['saleId', () => `?saleId=${ids.manager}`],
    ['phone', () => '?phone=13800000003'],
    ['seller_account_id', () => `?seller_account_id=${ids.merchant}`],
  ])('answers 404 to the guide looking up another sale of its merchant by %s', async (_, query) => {
    const response = await saleInfo('guide', query());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('answers another merchant’s sale to merchant2 exactly like a missing one', async () => {
    const foreign = await saleInfo('merchant2', `?saleId=${ids.guide}`);
    const missing = await saleInfo('merchant2', '?saleId=999999');
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual(NOT_FOUND);
    expect(foreign.body).toBe(missing.body);
    const byPhone = await saleInfo('merchant2', '?phone=13800000004');
    expect(byPhone.statusCode).toBe(404);
    expect(byPhone.body).toBe(missing.body);
  });

  it('answers 404 for an unknown phone', async () => {
    expect((await saleInfo('manager', '?phone=19999999999')).json()).toEqual(NOT_FOUND);
  });

  it('answers 404 when phone and id name different sales', async () => {
    const response = await saleInfo('manager', `?saleId=${ids.guide}&phone=13800000003`);
    expect(response.statusCode).toBe(404);
  });

  it('lets the operator look up any merchant’s sale, or one of the merchant it names', async () => {
    expect((await saleInfo('operator', `?saleId=${ids.guide}`)).json().data.merchant_name).toBe('Demo Living');
    const named = await sessions.operator.bearer({
      method: 'GET',
      url: `/api/seller/saleInfo?saleId=${ids.guide}`,
      headers: { 'tenant-id': String((await sessions.merchant2.bearer({ method: 'GET', url: '/api/user' })).json().data.merchant_id) },
    });
    expect(named.statusCode).toBe(404);
  });

  it.each([
    ['saleId=abc', 'saleId'],
    ['saleId=0', 'saleId'],
    ['saleId=-3', 'saleId'],
    ['saleId=1.5', 'saleId'],
    ['seller_account_id=x', 'seller_account_id'],
    ['phone=', 'phone'],
    ['foo=1', 'foo'],
    ['sale_id=1', 'sale_id'],
  ])('refuses ?%s with 422 on %s', async (query, field) => {
    const response = await saleInfo('manager', `?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status_code: 422, message: 'Some fields are not valid: correct them and try again.' });
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/seller/saleInfo' })).statusCode).toBe(401);
  });
});
