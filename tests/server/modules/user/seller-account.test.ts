import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
const ids = { livingMaster: 0, living: 0, secondMaster: 0, second: 0 };
beforeAll(async () => {
  t = await createTestApp();
  const profile = async (username: string) => (await (await t.login(username)).bearer({ method: 'GET', url: '/api/user' })).json().data;
  const [merchant, merchant2] = [await profile('merchant'), await profile('merchant2')];
  Object.assign(ids, { livingMaster: merchant.id, living: merchant.merchant_id, secondMaster: merchant2.id, second: merchant2.merchant_id });
});
afterAll(() => t.close());

const account = (session: Session, headers: Record<string, string> = {}) => session.bearer({ method: 'GET', url: '/api/user/seller/account', headers });
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe('GET /api/user/seller/account', () => {
  it('answers Demo Living for its master account: name, master account id, expiry, status, setting', async () => {
    const response = await account(await t.login('merchant'));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ id: ids.living, name: 'Demo Living', account_id: ids.livingMaster, status: 'enabled' });
    expect(data.overdue_time).toMatch(ISO);
    expect(new Date(data.overdue_time).toISOString()).toBe(data.overdue_time);
    // Whole days until overdue_time, rounded down.
    expect(data.days_left).toBe(Math.ceil((Date.parse(data.overdue_time) - Date.now()) / 86_400_000));
    expect(data.days_left).toBeGreaterThan(300);
    expect(data.setting).toEqual(expect.any(Object));
    expect(Array.isArray(data.setting)).toBe(false);
  });

  it.each(['manager', 'guide', 'designer', 'duo', 'nobody'])('answers the same merchant, with the master’s account_id, to %s', async (username) => {
    const data = (await account(await t.login(username))).json().data;
    expect(data).toMatchObject({ id: ids.living, name: 'Demo Living', account_id: ids.livingMaster });
  });

  it('answers data null to the operator naming no merchant', async () => {
    const response = await account(await t.login('operator'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status_code: 200, message: 'ok', data: null });
  });

  it('answers Second Home to the operator naming it with the tenant-id header', async () => {
    const data = (await account(await t.login('operator'), { 'tenant-id': String(ids.second) })).json().data;
    expect(data).toMatchObject({ id: ids.second, name: 'Second Home', account_id: ids.secondMaster, status: 'enabled' });
  });

  it('answers 404 to the operator naming a merchant that does not exist', async () => {
    const response = await account(await t.login('operator'), { 'tenant-id': '999999' });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['another merchant', () => String(ids.second)],
    ['a merchant that does not exist', () => '999999'],
    ['a malformed id', () => 'abc'],
  ])('refuses a merchant session naming %s with 403', async (_, tenant) => {
    const response = await account(await t.login('merchant'), { 'tenant-id': tenant() });
    expect(response.statusCode).toBe(403);
    expect(response.json().data).toBeUndefined();
    expect(JSON.stringify(response.json())).not.toContain('Second Home');
  });

  it('accepts a merchant session naming its own merchant', async () => {
    const data = (await account(await t.login('merchant'), { 'tenant-id': String(ids.living) })).json().data;
    expect(data.name).toBe('Demo Living');
  });

  it('counts soon’s days left down to its lapse in about 20 days', async () => {
    const data = (await account(await t.login('soon'))).json().data;
    expect(data.name).toBe('Soon Home');
    // Rounded up: right after seeding, 20 days are left, not 19.
    expect(data.days_left).toBe(20);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/seller/account' })).statusCode).toBe(401);
  });
});

describe('GET /admin-api/kuxiaoju/merchant-setting/merchant-setting', () => {
  it('answers the session merchant’s settings on the boot API', async () => {
    const response = await (await t.login('merchant')).bearer({
      method: 'GET',
      url: '/admin-api/kuxiaoju/merchant-setting/merchant-setting',
      headers: { 'tenant-id': String(ids.living) },
    });
    expect(response.json()).toMatchObject({ code: 0, data: { merchant_id: ids.living, name: 'Demo Living' } });
  });

  it('answers code 404 to the operator naming no merchant', async () => {
    const response = await (await t.login('operator')).bearer({ method: 'GET', url: '/admin-api/kuxiaoju/merchant-setting/merchant-setting' });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(404);
  });
});
