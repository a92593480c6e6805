import type { LightMyRequestResponse } from 'fastify';
import { sql, type UpdateObject } from 'kysely';
import type { Database } from '../../../server/db/schema.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

const BOOT = '/admin-api/kuxiaoju/merchant-setting/merchant-setting';
const RENEW = 'Your account has expired; contact the operator to renew.';
const DISABLED = 'Your account has been disabled; contact the operator.';

let t: TestApp;
let livingId: number;
let originalOverdue: Date | null;
let merchant: Session;
let guide: Session;
beforeAll(async () => {
  t = await createTestApp();
  const living = await t.database.db.selectFrom('merchants').select(['id', 'overdue_time']).where('name', '=', 'Demo Living').executeTakeFirstOrThrow();
  livingId = living.id;
  originalOverdue = living.overdue_time;
  // Sessions opened while the merchant was in good standing.
  merchant = await t.login('merchant');
  guide = await t.login('guide');
});
afterAll(() => t.close());
/** Changes Demo Living as the provider pages will: the row, then every instance's cached sessions (session-invalidation.ts). */
const changeLiving = async (values: UpdateObject<Database, 'merchants'>) => {
  await t.database.db.updateTable('merchants').set(values).where('id', '=', livingId).execute();
  await t.sessionsChanged({ merchantIds: [livingId] });
};

afterEach(async () => {
  await changeLiving({ overdue_time: originalOverdue, status: 'enabled' });
});

const lapse = () => changeLiving({ overdue_time: sql`now() - interval '1 minute'` });
const disable = () => changeLiving({ status: 'disabled' });
const profile = { avatar: '', nickname: 'Lapsed', name: 'Lapsed Write', phone: '13900000001', email: 'morgan@demo-living.com' };

/** Requests of a Demo Living session that every refusal below must stop before the handler. */
const mainRequests: Array<[string, (s: Session) => Promise<LightMyRequestResponse>]> = [
  ['GET /api/user (bearer)', (s) => s.bearer({ method: 'GET', url: '/api/user' })],
  ['GET /api/user (cookie)', (s) => s.browser({ method: 'GET', url: '/api/user' })],
  ['GET /api/user/seller/account', (s) => s.bearer({ method: 'GET', url: '/api/user/seller/account' })],
  ['PUT /api/user/profile', (s) => s.browser({ method: 'PUT', url: '/api/user/profile', payload: profile })],
  ['PUT /api/user/profile with an invalid body', (s) => s.bearer({ method: 'PUT', url: '/api/user/profile', payload: { nickname: '' } })],
  ['POST /api/user/role', (s) => s.bearer({ method: 'POST', url: '/api/user/role', payload: { role: 'master' } })],
];

const refusals = [
  ['lapsed (overdue_time in the past)', lapse, RENEW, 1_002_015_002],
  ['disabled', disable, DISABLED, 1_002_015_001],
] as const;

describe.each(refusals)('a merchant that is %s', (_, change, message, bootCode) => {
  it.each(mainRequests)('is refused on %s with 403 and its message', async (__, send) => {
    await change();
    for (const s of [merchant, guide]) {
      const response = await send(s);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status_code: 403, message });
    }
  });

  it.each([
    ['the boot token', (s: Session) => s.bearer({ method: 'GET', url: BOOT })],
    ['the cookie', (s: Session) => s.browser({ method: 'GET', url: BOOT })],
    ['the boot token and its own tenant-id', (s: Session) => s.bearer({ method: 'GET', url: BOOT, headers: { 'tenant-id': String(livingId) } })],
  ])('is refused on the boot API with %s: HTTP 200 and its code', async (__, send) => {
    await change();
    const response = await send(merchant);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: bootCode, msg: message });
  });

  it('changes nothing: a refused profile update leaves the profile as it was', async () => {
    const before = (await merchant.bearer({ method: 'GET', url: '/api/user/profile' })).json().data;
    await change();
    expect((await merchant.browser({ method: 'PUT', url: '/api/user/profile', payload: profile })).statusCode).toBe(403);
    await changeLiving({ overdue_time: originalOverdue, status: 'enabled' });
    expect((await merchant.bearer({ method: 'GET', url: '/api/user/profile' })).json().data).toEqual(before);
  });

  it('still lets the session log out, revoking both tokens', async () => {
    const leaving = await t.login('manager');
    await change();
    const response = await leaving.browser({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status_code: 200, message: 'ok', data: null });
    expect(response.cookies.find((c) => c.name === 'atrium_seller')?.value).toBe('');
    await changeLiving({ overdue_time: originalOverdue, status: 'enabled' });
    expect((await leaving.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await leaving.bearer({ method: 'GET', url: BOOT })).json().code).toBe(401);
  });

  it('refuses a new login with the same message', async () => {
    await change();
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'designer', password: 'atrium123' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status_code: 403, message });
    expect(response.cookies).toEqual([]);
  });

  it('leaves other merchants and the platform operator alone', async () => {
    await change();
    const second = await t.login('merchant2');
    expect((await second.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    expect((await second.bearer({ method: 'GET', url: BOOT })).json().code).toBe(0);
    const operator = await t.login('operator');
    const named = await operator.bearer({ method: 'GET', url: '/api/user/seller/account', headers: { 'tenant-id': String(livingId) } });
    expect(named.statusCode).toBe(200);
    expect(named.json().data).toMatchObject({ id: livingId, name: 'Demo Living' });
  });

  it('lets the same sessions in again once the merchant is back in good standing', async () => {
    await change();
    expect((await merchant.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(403);
    await changeLiving({ overdue_time: originalOverdue, status: 'enabled' });
    expect((await merchant.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    expect((await merchant.bearer({ method: 'GET', url: BOOT })).json().code).toBe(0);
  });
});

describe('a merchant close to its overdue time', () => {
  it('serves the soon account (20 days left) normally on both APIs, with the days left', async () => {
    const soon = await t.login('soon');
    const account = await soon.bearer({ method: 'GET', url: '/api/user/seller/account' });
    expect(account.statusCode).toBe(200);
    expect(account.json().data).toMatchObject({ name: 'Soon Home', status: 'enabled' });
    expect(account.json().data.days_left).toBeGreaterThanOrEqual(19);
    expect(account.json().data.days_left).toBeLessThanOrEqual(20);
    expect((await soon.bearer({ method: 'GET', url: BOOT })).json()).toMatchObject({ code: 0, data: { name: 'Soon Home' } });
    expect((await soon.browser({ method: 'PUT', url: '/api/user/profile', payload: { ...profile, email: 'sonia@soon-home.com' } })).statusCode).toBe(200);
  });

  it('still serves a merchant whose overdue time is a minute away', async () => {
    await changeLiving({ overdue_time: sql`now() + interval '1 minute'` });
    expect((await merchant.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });
});
