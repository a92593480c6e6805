import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_PERMISSIONS, MANAGER_PERMISSIONS } from '../../../../server/seed/demo-roles.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BOOT = '/admin-api/kuxiaoju/merchant-setting/merchant-setting';
const switchTo = (role: unknown) => ({ method: 'POST' as const, url: '/api/user/role', payload: { role } });
const userWith = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user', headers });

function pairOf(response: LightMyRequestResponse): { token: string; boot_token: string; expires_in: number } {
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('POST /api/user/role', () => {
  it('starts duo on the default role: store manager, seller_default', async () => {
    const duo = await t.login('duo');
    const user = (await duo.bearer({ method: 'GET', url: '/api/user' })).json().data;
    expect(user).toMatchObject({ role: ['manager', 'guide'], active_role: 'manager', role_tag: 'seller_default' });
    expect(user.permission).toEqual(MANAGER_PERMISSIONS);
  });

  it('gives a bearer client a fresh token pair for the guide role and revokes the old pair', async () => {
    const duo = await t.login('duo');
    const response = await duo.bearer(switchTo('guide'));
    const pair = pairOf(response);
    expect(pair.expires_in).toBe(604800);
    expect([pair.token, pair.boot_token]).not.toContain(duo.token);
    expect([pair.token, pair.boot_token]).not.toContain(duo.bootToken);
    // A bearer client has no cookie to replace.
    expect(response.cookies).toEqual([]);

    const user = (await userWith({ authorization: `Bearer ${pair.token}` })).json().data;
    expect(user).toMatchObject({ username: 'duo', active_role: 'guide', role_tag: 'seller_sale', role: ['manager', 'guide'] });
    expect(user.permission).toEqual(GUIDE_PERMISSIONS);
    expect(user.permission_tree.map((node: { path: string }) => node.path)).toContain('/content');
    expect(user.permission_tree.map((node: { path: string }) => node.path)).not.toContain('/homeData');

    const boot = await t.app.inject({ method: 'GET', url: BOOT, headers: { authorization: `Bearer ${pair.boot_token}` } });
    expect(boot.json()).toMatchObject({ code: 0, data: { name: 'Demo Living' } });

    expect((await duo.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await duo.bearer({ method: 'GET', url: BOOT })).json()).toMatchObject({ code: 401 });
    expect((await duo.browser({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });

  it('gives a browser a fresh HttpOnly cookie; the old cookie stops working', async () => {
    const duo = await t.login('duo');
    const response = await duo.browser(switchTo('guide'));
    const pair = pairOf(response);
    const cookie = response.cookies.find((c) => c.name === 'atrium_seller');
    expect(cookie).toMatchObject({ value: pair.token, httpOnly: true, sameSite: 'Lax', path: '/' });

    const fresh = await userWith({ cookie: `atrium_seller=${cookie?.value}` });
    expect(fresh.json().data).toMatchObject({ active_role: 'guide', role_tag: 'seller_sale' });
    expect((await userWith({ cookie: duo.cookie })).statusCode).toBe(401);
  });

  it('keeps the login variant of the session: a super-host session gets the super cookie back', async () => {
    const duo = await t.login('duo', { host: 'super.example.com' });
    const response = await t.app.inject({
      ...switchTo('guide'),
      headers: { host: 'super.example.com', cookie: duo.cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(pairOf(response)).toBeTruthy();
    expect(response.cookies.map((c) => c.name)).toEqual(['atrium_super', 'atrium_super_hint']);
  });

  it('switches back to the manager role', async () => {
    const duo = await t.login('duo');
    const guide = pairOf(await duo.bearer(switchTo('guide')));
    const manager = pairOf(await t.app.inject({ ...switchTo('manager'), headers: { authorization: `Bearer ${guide.token}` } }));
    const user = (await userWith({ authorization: `Bearer ${manager.token}` })).json().data;
    expect(user).toMatchObject({ active_role: 'manager', role_tag: 'seller_default' });
    expect((await userWith({ authorization: `Bearer ${guide.token}` })).statusCode).toBe(401);
  });

  it.each([
    ['duo', 'designer', 'a role of its merchant that it does not hold'],
    ['duo', 'master', 'the master role of its merchant'],
    ['duo', 'operator', 'the platform role'],
    ['duo', 'no-such-role', 'a role that does not exist'],
    ['merchant', 'guide', 'a role held by others only'],
    ['guide', 'manager', 'a role above its own'],
  ])('refuses %s switching to %s (%s) with 422 and errors.role, keeping the session', async (username, role) => {
    const s = await t.login(username);
    const before = (await s.bearer({ method: 'GET', url: '/api/user' })).json().data;
    const response = await s.bearer(switchTo(role));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status_code: 422,
      message: 'Some fields are not valid: correct them and try again.',
      errors: { role: ['You do not hold this role.'] },
    });
    const after = await s.bearer({ method: 'GET', url: '/api/user' });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toMatchObject({ active_role: before.active_role, permission: before.permission });
  });

  it('ends a session whose role has been taken away from the account', async () => {
    const duo = await t.login('duo');
    const guide = pairOf(await duo.bearer(switchTo('guide')));
    const guideRole = t.database.db.selectFrom('roles').select('id').where('code', '=', 'guide');
    const duoAccount = t.database.db.selectFrom('accounts').select('id').where('username', '=', 'duo');
    const removed = await t.database.db
      .deleteFrom('account_roles')
      .where('account_id', '=', duoAccount)
      .where('role_id', 'in', guideRole)
      .returningAll()
      .execute();
    try {
      expect(removed).toHaveLength(1);
      expect((await userWith({ authorization: `Bearer ${guide.token}` })).statusCode).toBe(401);
      // Logging in again lands on a role still held.
      const again = await t.login('duo');
      expect((await again.bearer({ method: 'GET', url: '/api/user' })).json().data).toMatchObject({ role: ['manager'], active_role: 'manager' });
    } finally {
      await t.database.db.insertInto('account_roles').values(removed).execute();
    }
  });

  it('ends a session whose role has been deleted', async () => {
    const { db } = t.database;
    const living = db.selectFrom('merchants').select('id').where('name', '=', 'Demo Living');
    const role = await db
      .insertInto('roles')
      .values({ merchant_id: living, code: 'temporary', name: 'Temporary', role_tag: 'seller_default', permissions: ['/content/*'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const duoId = (await db.selectFrom('accounts').select('id').where('username', '=', 'duo').executeTakeFirstOrThrow()).id;
    await db.insertInto('account_roles').values({ account_id: duoId, role_id: role.id, is_default: false }).execute();
    const temporary = pairOf(await (await t.login('duo')).bearer(switchTo('temporary')));
    expect((await userWith({ authorization: `Bearer ${temporary.token}` })).json().data.active_role).toBe('temporary');
    await db.deleteFrom('roles').where('id', '=', role.id).execute();
    await t.sessionsChanged({ roleIds: [role.id] });
    expect((await userWith({ authorization: `Bearer ${temporary.token}` })).statusCode).toBe(401);
  });

  it.each([
    ['an empty role', { role: '' }],
    ['no role', {}],
    ['a number', { role: 7 }],
    ['an unknown field', { role: 'guide', merchant_id: 2 }],
  ])('refuses %s with 422 and field errors', async (_, payload) => {
    const duo = await t.login('duo');
    const response = await duo.bearer({ method: 'POST', url: '/api/user/role', payload });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
    expect((await duo.bearer({ method: 'GET', url: '/api/user' })).json().data.active_role).toBe('manager');
  });

  it.each([
    ['anonymous', {}, 401],
    ['a cookie without X-Requested-With', { csrf: false }, 403],
  ])('refuses %s', async (_, options, status) => {
    const duo = await t.login('duo');
    const headers = 'csrf' in options ? { cookie: duo.cookie } : {};
    const response = await t.app.inject({ ...switchTo('guide'), headers });
    expect(response.statusCode).toBe(status);
    expect((await duo.bearer({ method: 'GET', url: '/api/user' })).json().data.active_role).toBe('manager');
  });
});
