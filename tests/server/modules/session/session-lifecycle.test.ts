import { createHash } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MAIN = '/api/user';
const BOOT = '/admin-api/kuxiaoju/merchant-setting/merchant-setting';
const EXPIRED = 'Your login information has expired, please log in again.';

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const withBearer = (url: string, token: string) => get(url, { authorization: `Bearer ${token}` });
const withCookie = (url: string, cookie: string) => get(url, { cookie });

/** The three ways a client can present one session, each on the API it is meant for. */
const credentials: Array<[string, (s: Session) => Promise<LightMyRequestResponse>, 'main' | 'boot']> = [
  ['the cookie on the main API', (s) => withCookie(MAIN, s.cookie), 'main'],
  ['the cookie on the boot API', (s) => withCookie(BOOT, s.cookie), 'boot'],
  ['the main token on the main API', (s) => withBearer(MAIN, s.token), 'main'],
  ['the boot token on the boot API', (s) => withBearer(BOOT, s.bootToken), 'boot'],
];

function expectAccepted(response: LightMyRequestResponse, api: 'main' | 'boot') {
  expect(response.statusCode).toBe(200);
  if (api === 'main') expect(response.json()).toMatchObject({ status_code: 200, message: 'ok', data: { username: 'merchant' } });
  else expect(response.json()).toMatchObject({ code: 0, msg: '', data: { name: 'Demo Living' } });
}

function expectRefused(response: LightMyRequestResponse, api: 'main' | 'boot') {
  if (api === 'main') {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status_code: 401, message: EXPIRED });
  } else {
    // The boot API reports every failure with HTTP 200 and its own code (API.md §2).
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 401, msg: EXPIRED });
  }
}

async function expectAllRefused(s: Session) {
  for (const [, send, api] of credentials) expectRefused(await send(s), api);
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest();
const sessionOf = (s: Session) => t.database.db.updateTable('sessions').where('token_hash', '=', tokenHash(s.token));

describe('authentication on both APIs', () => {
  let s: Session;
  beforeAll(async () => {
    s = await t.login('merchant');
  });

  it.each(credentials)('accepts %s', async (_, send, api) => {
    expectAccepted(await send(s), api);
  });

  it.each([
    ['the main token as Bearer on the boot API', () => withBearer(BOOT, s.token), 'boot'],
    ['the boot token as Bearer on the main API', () => withBearer(MAIN, s.bootToken), 'main'],
    ['the boot token as the cookie', () => withCookie(MAIN, `atrium_seller=${s.bootToken}`), 'main'],
    ['a garbage bearer token on the main API', () => withBearer(MAIN, 'not-a-token'), 'main'],
    ['a garbage bearer token on the boot API', () => withBearer(BOOT, 'not-a-token'), 'boot'],
    ['a garbage cookie', () => withCookie(MAIN, 'atrium_seller=not-a-token'), 'main'],
    ['a token one character off', () => withBearer(MAIN, `${s.token.slice(0, -1)}${s.token.endsWith('A') ? 'B' : 'A'}`), 'main'],
    ['an empty Bearer header', () => get(MAIN, { authorization: 'Bearer ' }), 'main'],
    ['no credential on the main API', () => get(MAIN), 'main'],
    ['no credential on the boot API', () => get(BOOT), 'boot'],
  ] as const)('refuses %s', async (_, send, api) => {
    expectRefused(await send(), api);
  });

  it('lets a bearer token win over a cookie of another account', async () => {
    const other = await t.login('designer');
    const response = await get(MAIN, { authorization: `Bearer ${s.token}`, cookie: other.cookie });
    expect(response.json().data.username).toBe('merchant');
  });
});

describe('POST /api/logout', () => {
  it.each([
    ['the cookie', (s: Session, request: InjectOptions) => s.browser(request)],
    ['the bearer token', (s: Session, request: InjectOptions) => s.bearer(request)],
  ])('with %s revokes both tokens and clears the cookie', async (_, send) => {
    const s = await t.login('merchant');
    const response = await send(s, { method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status_code: 200, message: 'ok', data: null });
    const cleared = response.cookies.find((c) => c.name === 'atrium_seller');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
    // The page's marker goes with it: the next login page asks for no session.
    expect(response.cookies.find((c) => c.name === 'atrium_seller_hint')?.value).toBe('');
    await expectAllRefused(s);
  });

  it('ends only its own session: another session of the same account keeps working', async () => {
    const leaving = await t.login('merchant');
    const staying = await t.login('merchant');
    expect((await leaving.bearer({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    for (const [, send, api] of credentials) expectAccepted(await send(staying), api);
  });

  it('answers 401 to a second logout with the same token', async () => {
    const s = await t.login('merchant');
    await s.bearer({ method: 'POST', url: '/api/logout' });
    expect((await s.bearer({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });
});

describe('expiry and revocation', () => {
  it.each([
    ['past its absolute expiry', (s: Session) => sessionOf(s).set({ expires_at: sql`now() - interval '1 second'` }).execute()],
    ['unused for 25 hours (idle expiry)', (s: Session) => sessionOf(s).set({ last_seen_at: sql`now() - interval '25 hours'` }).execute()],
    ['of a stopped account', () => t.database.db.updateTable('accounts').set({ status: 'stopped' }).where('username', '=', 'merchant').execute()],
  ])('refuses a session %s with 401 on both APIs', async (_, expire) => {
    const s = await t.login('merchant');
    for (const [, send, api] of credentials) expectAccepted(await send(s), api);
    try {
      await expire(s);
      // As the feature that changes them will: every instance re-reads the sessions (session-invalidation.ts).
      await t.sessionsChanged({ all: true });
      await expectAllRefused(s);
    } finally {
      await t.database.db.updateTable('accounts').set({ status: 'enabled' }).where('username', '=', 'merchant').execute();
    }
  });

  it('keeps a session used 23 hours ago, and each use restarts the idle window', async () => {
    const s = await t.login('merchant');
    await sessionOf(s).set({ last_seen_at: sql`now() - interval '23 hours'` }).execute();
    expectAccepted(await s.bearer({ method: 'GET', url: MAIN }), 'main');
    // Had the use above not counted, the session would now be 25 hours idle.
    await sessionOf(s).set({ last_seen_at: sql`last_seen_at - interval '2 hours'` }).execute();
    for (const [, send, api] of credentials) expectAccepted(await send(s), api);
  });

  it('does not stretch the absolute expiry by use', async () => {
    const s = await t.login('merchant');
    await sessionOf(s).set({ expires_at: sql`now() + interval '2 seconds'` }).execute();
    expectAccepted(await s.bearer({ method: 'GET', url: MAIN }), 'main');
    await sessionOf(s).set({ expires_at: sql`expires_at - interval '3 seconds'` }).execute();
    await t.sessionsChanged({ all: true });
    await expectAllRefused(s);
  });
});

describe('storage', () => {
  it('keeps only hashes of the tokens in the database', async () => {
    const s = await t.login('merchant');
    const encodings = [s.token, s.bootToken].flatMap((token) => [token, Buffer.from(token, 'base64url').toString('hex'), Buffer.from(token).toString('hex')]);
    const { rows } = await sql<{ row: string }>`SELECT s::text AS row FROM sessions s`.execute(t.database.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) for (const secret of encodings) expect(row).not.toContain(secret);
    // The login's session is there, found by the hash alone.
    const found = await t.database.db.selectFrom('sessions').select('id').where('boot_token_hash', '=', tokenHash(s.bootToken)).execute();
    expect(found).toHaveLength(1);
  });

  it('issues a different, unguessably long token pair on every login', async () => {
    const pairs = await Promise.all([t.login('merchant'), t.login('merchant')]);
    const tokens = pairs.flatMap((s) => [s.token, s.bootToken]);
    expect(new Set(tokens).size).toBe(4);
    for (const token of tokens) expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });
});
