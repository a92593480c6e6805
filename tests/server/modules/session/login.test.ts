import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}, url = '/api/login') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/login', () => {
  it('answers a token pair and sets the HttpOnly, SameSite=Lax cookie of the seller variant', async () => {
    const response = await login({ username: 'merchant', password: 'atrium123' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status_code: 200, message: 'ok' });
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    expect(body.data.boot_token).not.toBe(body.data.token);
    expect(body.data.expires_in).toBe(604800);
    const cookie = response.cookies.find((c) => c.name === 'atrium_seller');
    expect(cookie).toMatchObject({ value: body.data.token, httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 604800 });
    expect(cookie?.secure).toBeFalsy();
    // Beside it, a marker the page can read: it says a session cookie exists, and nothing more.
    const hint = response.cookies.find((c) => c.name === 'atrium_seller_hint');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: 604800 });
    expect(hint?.httpOnly).toBeFalsy();
  });

  it.each([
    ['the older e-mail form', { email: 'merchant@atrium.test', password: 'atrium123' }],
    ['trimmed fields', { username: '  merchant \t', password: ' atrium123 ' }],
    ['any letter case of the username', { username: 'MERCHANT', password: 'atrium123' }],
  ])('accepts %s', async (_, payload) => {
    expect((await login(payload)).statusCode).toBe(200);
  });

  it.each([
    ['super.example.com', 'atrium_super'],
    ['admin.example.com', 'atrium_super'],
    ['sub.example.com', 'atrium_sub'],
    ['www.example.com', 'atrium_seller'],
  ])('on host %s sets the cookie %s', async (host, cookieName) => {
    const response = await login({ username: 'merchant', password: 'atrium123' }, { host });
    expect(response.cookies.map((c) => c.name)).toEqual([cookieName, `${cookieName}_hint`]);
  });

  it('lets ?variant= force the variant for local use', async () => {
    const response = await login({ username: 'operator', password: 'atrium123' }, {}, '/api/login?variant=super');
    expect(response.cookies.map((c) => c.name)).toEqual(['atrium_super', 'atrium_super_hint']);
  });

  it('gives unknown users and wrong passwords the same 422 answer without field errors', async () => {
    const wrong = await login({ username: 'merchant', password: 'wrong-password' });
    const unknown = await login({ username: 'no-such-user', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ status_code: 422, message: 'Incorrect username or password.' });
  });

  it('refuses the lapsed merchant with the renew message, in the requested language', async () => {
    const english = await login({ username: 'lapsed', password: 'atrium123' });
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe('Your account has expired; contact the operator to renew.');
    const chinese = await login({ username: 'lapsed', password: 'atrium123' }, { cookie: 'atrium_lang=zh' });
    expect(chinese.json().message).toBe('您的账号已过期，请联系运营人员续费。');
  });

  it('refuses a missing password and unknown fields with 422 and dotted field errors', async () => {
    const response = await login({ username: 'merchant', extra: 1 });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['extra', 'password']);
  });

  it.each([
    ['en', 'Enter a password of at least 6 characters.'],
    ['zh', '请输入至少 6 个字符的密码。'],
  ])('refuses a login password under 6 characters (trimmed) on the field, before any check (%s)', async (lang, message) => {
    const response = await login({ username: 'merchant', password: ' abc12 ' }, { cookie: `atrium_lang=${lang}` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: [message] });
  });
});
