import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OLD = 'atrium123';
const changePassword = (session: Session, payload: object) => session.browser({ method: 'PUT', url: '/api/user/password', payload });
const tryLogin = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

const LENGTH = 'The password must be 6 to 20 characters.';
const SPACES = 'The password cannot begin or end with a space.';

describe('PUT /api/user/password refusals', () => {
  let designer: Session;
  beforeAll(async () => {
    designer = await t.login('designer');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a new password of 5 characters', { new_password: 'abc12', confirm_password: 'abc12' }, 'new_password', LENGTH],
    ['a new password of 21 characters', { new_password: 'a'.repeat(21), confirm_password: 'a'.repeat(21) }, 'new_password', LENGTH],
    ['an empty new password', { new_password: '', confirm_password: '' }, 'new_password', LENGTH],
    ['no new password', { new_password: undefined }, 'new_password', 'Required.'],
    ['a new password equal to the old one', { new_password: OLD, confirm_password: OLD }, 'new_password', 'The new password must differ from the old one.'],
    [
      'a confirmation that does not match',
      { new_password: 'n3w-secret', confirm_password: 'n3w-secreT' },
      'confirm_password',
      'Password mismatch: the confirmation does not match the new password.',
    ],
    ['a new password with a leading space', { new_password: ' n3w-secret', confirm_password: ' n3w-secret' }, 'new_password', SPACES],
    ['a new password with a trailing space', { new_password: 'n3w-secret ', confirm_password: 'n3w-secret ' }, 'new_password', SPACES],
    ['a wrong old password', { old_password: 'atrium124' }, 'old_password', 'The old password is incorrect.'],
    ['the old password with outer spaces', { old_password: ` ${OLD} ` }, 'old_password', 'The old password is incorrect.'],
    ['no old password', { old_password: undefined }, 'old_password', 'Required.'],
    ['an unknown field', { password: 'x' }, 'password', 'This field is not accepted.'],
  ])('refuses %s with 422 on that field and keeps the password', async (_, change, field, message) => {
    const response = await changePassword(designer, { old_password: OLD, new_password: 'n3w-secret', confirm_password: 'n3w-secret', ...change });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ status_code: 422, message: 'Some fields are not valid: correct them and try again.' });
    expect(body.errors[field]).toEqual([message]);
    // Nothing changed: the old password still logs in, the new one does not, the session lives.
    expect((await tryLogin('designer', OLD)).statusCode).toBe(200);
    expect((await tryLogin('designer', 'n3w-secret')).statusCode).toBe(422);
    expect((await designer.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });

  it('answers 401 without a session and 403 for a cookie write without the CSRF header', async () => {
    const payload = { old_password: OLD, new_password: 'n3w-secret', confirm_password: 'n3w-secret' };
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/password', payload })).statusCode).toBe(401);
    const csrf = await t.app.inject({ method: 'PUT', url: '/api/user/password', payload, headers: { cookie: designer.cookie } });
    expect(csrf.statusCode).toBe(403);
    expect((await tryLogin('designer', OLD)).statusCode).toBe(200);
  });
});

describe('PUT /api/user/password guessing', () => {
  it('counts wrong old passwords like failed logins: the 11th try answers 429, and so does login', async () => {
    const nobody = await t.login('nobody');
    const guess = (old: string) => changePassword(nobody, { old_password: old, new_password: 'n3w-secret', confirm_password: 'n3w-secret' });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await guess(`wrong-${attempt}`)).statusCode).toBe(422);
    const blocked = await guess(OLD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await tryLogin('nobody', OLD)).statusCode).toBe(429);
  });
});

describe('PUT /api/user/password success', () => {
  it('switches to the new password, keeps the calling session and ends every other one', async () => {
    const caller = await t.login('manager');
    const otherBrowser = await t.login('manager');
    const otherClient = await t.login('manager', { host: 'sub.example.com' });
    const bystander = await t.login('guide');

    const response = await changePassword(caller, { old_password: OLD, new_password: 'Fresh-pass1', confirm_password: 'Fresh-pass1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status_code: 200, message: 'ok', data: null });

    expect((await caller.browser({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    expect((await caller.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    for (const other of [otherBrowser, otherClient]) {
      const ended = await other.bearer({ method: 'GET', url: '/api/user' });
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual({ status_code: 401, message: 'Your login information has expired, please log in again.' });
      expect((await other.browser({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
      // The boot token of an ended session is dead as well (boot API: HTTP 200, code 401).
      const boot = await other.bearer({ method: 'GET', url: '/admin-api/kuxiaoju/merchant-setting/merchant-setting' });
      expect(boot.json().code).toBe(401);
    }
    // Another account's session is not touched.
    expect((await bystander.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);

    expect((await tryLogin('manager', OLD)).statusCode).toBe(422);
    expect((await tryLogin('manager', 'Fresh-pass1')).statusCode).toBe(200);
    expect((await tryLogin('guide', OLD)).statusCode).toBe(200);
  });

  it.each([
    ['6 characters', 'merchant2', 'six6ch'],
    ['20 characters', 'school', 'twenty-characters-20'],
    ['inner spaces', 'soon', 'in ner spa ce'],
  ])('accepts a new password of %s', async (_, username, password) => {
    const session = await t.login(username);
    const response = await changePassword(session, { old_password: OLD, new_password: password, confirm_password: password });
    expect(response.statusCode).toBe(200);
    expect((await tryLogin(username, password)).statusCode).toBe(200);
    expect((await tryLogin(username, OLD)).statusCode).toBe(422);
  });

  it('takes a bearer request without the CSRF header', async () => {
    const session = await t.login('duo');
    const response = await session.bearer({
      method: 'PUT',
      url: '/api/user/password',
      payload: { old_password: OLD, new_password: 'duo-pass-2', confirm_password: 'duo-pass-2' },
    });
    expect(response.statusCode).toBe(200);
    expect((await tryLogin('duo', 'duo-pass-2')).statusCode).toBe(200);
  });
});
