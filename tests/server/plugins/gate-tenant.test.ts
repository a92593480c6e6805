import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

const BOOT = '/admin-api/kuxiaoju/merchant-setting/merchant-setting';
const SELLER_ACCOUNT = '/api/user/seller/account';
const MISMATCH = "Sorry, you don't have this permission: the request names another merchant.";

let t: TestApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const merchants = await t.database.db.selectFrom('merchants').select(['id', 'name']).execute();
  ids = Object.fromEntries(merchants.map((m) => [m.name, m.id]));
});
afterAll(() => t.close());

const asTenant = (s: Session, url: string, tenant?: string) => s.bearer({ method: 'GET', url, headers: tenant === undefined ? {} : { 'tenant-id': tenant } });

function expectMismatch(main: LightMyRequestResponse, boot: LightMyRequestResponse) {
  expect(main.statusCode).toBe(403);
  expect(main.json()).toEqual({ status_code: 403, message: MISMATCH });
  expect(boot.statusCode).toBe(200);
  expect(boot.json()).toEqual({ code: 403, msg: MISMATCH });
}

describe('tenant-id on a merchant session', () => {
  it.each(['merchant', 'guide', 'designer', 'nobody'])('%s naming another merchant is refused: 403 main, code 403 boot', async (username) => {
    const s = await t.login(username);
    const other = String(ids['Second Home']);
    expectMismatch(await asTenant(s, '/api/user', other), await asTenant(s, BOOT, other));
  });

  it('refuses the cookie-authenticated browser the same way', async () => {
    const s = await t.login('merchant');
    const headers = { 'tenant-id': String(ids['Second Home']) };
    expectMismatch(await s.browser({ method: 'GET', url: SELLER_ACCOUNT, headers }), await s.browser({ method: 'GET', url: BOOT, headers }));
  });

  it.each([
    ['its own id', () => String(ids['Demo Living'])],
    ['no header', () => undefined],
    ['an empty header', () => ''],
  ])('with %s answers its own merchant on both APIs', async (_, tenant) => {
    const s = await t.login('merchant');
    const main = await asTenant(s, SELLER_ACCOUNT, tenant());
    expect(main.statusCode).toBe(200);
    expect(main.json().data).toMatchObject({ id: ids['Demo Living'], name: 'Demo Living' });
    const boot = await asTenant(s, BOOT, tenant());
    expect(boot.json()).toEqual({ code: 0, msg: '', data: expect.objectContaining({ merchant_id: ids['Demo Living'], name: 'Demo Living' }) });
  });

  it.each([
    ['letters', () => 'abc'],
    ['digits then letters', () => `${ids['Demo Living']}abc`],
    ['zero', () => '0'],
    ['a negative number', () => `-${ids['Demo Living']}`],
    ['a fraction', () => `${ids['Demo Living']}.5`],
    ['a hexadecimal spelling of its own id', () => `0x${ids['Demo Living'].toString(16)}`],
    ['an exponent spelling of its own id', () => `${ids['Demo Living']}e0`],
    ['a decimal-point spelling of its own id', () => `${ids['Demo Living']}.0`],
    ['a merchant that does not exist', () => '999999'],
    ['a number beyond the safe range', () => '9007199254740993'],
  ])('refuses a tenant-id of %s with 403', async (_, tenant) => {
    const s = await t.login('merchant');
    expectMismatch(await asTenant(s, SELLER_ACCOUNT, tenant()), await asTenant(s, BOOT, tenant()));
  });

  it('does not widen a merchant account that holds a role tagged atrium', async () => {
    const { db } = t.database;
    const role = db.selectFrom('roles').select('id').where('code', '=', 'designer').where('merchant_id', '=', ids['Demo Living']);
    await db.updateTable('roles').set({ role_tag: 'atrium' }).where('id', '=', role).execute();
    try {
      const s = await t.login('designer');
      const other = String(ids['Second Home']);
      expectMismatch(await asTenant(s, SELLER_ACCOUNT, other), await asTenant(s, BOOT, other));
    } finally {
      await db.updateTable('roles').set({ role_tag: 'seller_default' }).where('id', '=', role).execute();
    }
  });

  it('answers 401, not 403, to an anonymous request naming a merchant', async () => {
    const headers = { 'tenant-id': String(ids['Second Home']) };
    expect((await t.app.inject({ method: 'GET', url: SELLER_ACCOUNT, headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: BOOT, headers })).json().code).toBe(401);
  });
});

describe('tenant-id on a platform operator session', () => {
  it.each(['Second Home', 'Demo Living', 'Lapsed Co'])('may name %s and is answered with that merchant', async (name) => {
    const operator = await t.login('operator');
    const main = await asTenant(operator, SELLER_ACCOUNT, String(ids[name]));
    expect(main.statusCode).toBe(200);
    expect(main.json().data).toMatchObject({ id: ids[name], name });
    const boot = await asTenant(operator, BOOT, String(ids[name]));
    expect(boot.json()).toMatchObject({ code: 0, data: { merchant_id: ids[name], name } });
  });

  it('without the header names no merchant: data null', async () => {
    const operator = await t.login('operator');
    const response = await asTenant(operator, SELLER_ACCOUNT);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status_code: 200, message: 'ok', data: null });
  });

  it('gets 404 for a merchant that does not exist', async () => {
    const operator = await t.login('operator');
    expect((await asTenant(operator, SELLER_ACCOUNT, '999999')).statusCode).toBe(404);
  });

  it.each(['abc', '0', '-2', '2.5'])('is refused a malformed tenant-id %s with 403', async (tenant) => {
    const operator = await t.login('operator');
    expectMismatch(await asTenant(operator, SELLER_ACCOUNT, tenant), await asTenant(operator, BOOT, tenant));
  });
});
