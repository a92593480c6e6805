import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

const CSRF_MESSAGE = 'This request was refused for your safety: refresh the page and try again.';
const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

let t: TestApp;
let s: Session;
let handled = 0;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      // A session route for every method, counting how often its handler really ran.
      for (const url of ['/api/test-csrf', '/admin-api/test-csrf']) {
        app.route({
          method: ['GET', ...UNSAFE],
          url,
          config: { access: 'session' },
          handler: async () => {
            handled += 1;
            return url.startsWith('/api/') ? { status_code: 200, message: 'ok', data: null } : { code: 0, msg: '', data: null };
          },
        });
      }
    },
  });
  s = await t.login('merchant');
});
afterAll(() => t.close());
beforeEach(() => {
  handled = 0;
});

const withCookie = (method: string, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: { cookie: s.cookie, ...headers }, ...(payload ? { payload } : {}) });

describe('CSRF guard on cookie-authenticated writes', () => {
  it.each(UNSAFE)('refuses %s with the cookie but without X-Requested-With: 403, handler never runs', async (method) => {
    const response = await withCookie(method, '/api/test-csrf');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status_code: 403, message: CSRF_MESSAGE });
    expect(handled).toBe(0);
  });

  it.each(UNSAFE)('refuses %s on the boot API the same way, as code 403 with HTTP 200', async (method) => {
    const response = await withCookie(method, '/admin-api/test-csrf');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 403, msg: CSRF_MESSAGE });
    expect(handled).toBe(0);
  });

  it.each([
    ['another value', 'fetch'],
    ['an empty value', ''],
  ])('refuses the header with %s', async (_, value) => {
    expect((await withCookie('POST', '/api/test-csrf', { 'x-requested-with': value })).statusCode).toBe(403);
    expect(handled).toBe(0);
  });

  it.each(UNSAFE)('lets %s through with the cookie and X-Requested-With: XMLHttpRequest', async (method) => {
    const response = await withCookie(method, '/api/test-csrf', { 'x-requested-with': 'XMLHttpRequest' });
    expect(response.statusCode).toBe(200);
    expect(handled).toBe(1);
  });

  it.each(UNSAFE)('lets %s through with a bearer token and no header', async (method) => {
    const response = await t.app.inject({ method, url: '/api/test-csrf', headers: { authorization: `Bearer ${s.token}` } });
    expect(response.statusCode).toBe(200);
    expect(handled).toBe(1);
  });

  it.each(['/api/test-csrf', '/api/user', '/admin-api/kuxiaoju/merchant-setting/merchant-setting'])(
    'lets GET %s through with the cookie and no header',
    async (url) => {
      const response = await withCookie('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json().status_code ?? response.json().code).toBe(url.startsWith('/api/') ? 200 : 0);
    },
  );

  it('refuses before reading the body: a cross-site form post gets 403, not 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-csrf',
      headers: { cookie: s.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'role=guide',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(CSRF_MESSAGE);
  });
});

describe('CSRF guard on the session routes', () => {
  const profile = { avatar: '', nickname: 'Changed', name: 'Changed Name', phone: '13900000000', email: 'morgan@demo-living.com' };
  const readProfile = async () => (await s.bearer({ method: 'GET', url: '/api/user/profile' })).json().data;

  it('PUT /api/user/profile with the cookie but no header: 403 and the profile unchanged', async () => {
    const before = await readProfile();
    const response = await withCookie('PUT', '/api/user/profile', {}, profile);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(CSRF_MESSAGE);
    expect(await readProfile()).toEqual(before);
    expect(before.nickname).not.toBe('Changed');
  });

  it('refuses with 403 (not 422) when the unguarded write also has an invalid body', async () => {
    const response = await withCookie('PUT', '/api/user/profile', {}, { nickname: '' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toBeUndefined();
  });

  it('PUT /api/user/profile with the cookie and the header changes the profile', async () => {
    const response = await s.browser({ method: 'PUT', url: '/api/user/profile', payload: profile });
    expect(response.statusCode, response.body).toBe(200);
    expect(await readProfile()).toMatchObject({ nickname: 'Changed', name: 'Changed Name', phone: '13900000000' });
  });

  it('PUT /api/user/profile with a bearer token needs no header', async () => {
    const response = await s.bearer({ method: 'PUT', url: '/api/user/profile', payload: { ...profile, nickname: 'ByBearer' } });
    expect(response.statusCode).toBe(200);
    expect((await readProfile()).nickname).toBe('ByBearer');
  });

  it('POST /api/logout with the cookie but no header: 403 and the session lives on', async () => {
    const session = await t.login('merchant');
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: session.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
    expect((await session.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });

  it('PUT /api/user/password with the cookie but no header: 403 and the old password still works', async () => {
    const response = await withCookie(
      'PUT',
      '/api/user/password',
      {},
      { old_password: 'atrium123', new_password: 'changed123', confirm_password: 'changed123' },
    );
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'merchant', password: 'atrium123' } })).statusCode).toBe(200);
  });
});
