import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PUBLISHABLE_KEY_PATTERN } from '../../../../resources/access/publishable-key.schema.ts';
import { PUBLISHABLE_KEY_HEADER } from '../../../../resources/constants.ts';
import { addRoute } from '../../../../server/http/route.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

const ROTATE = '/api/settings/publishable-keys/ingestion/rotate';
const LIVE = '/api/settings/publishable-keys/ingestion';
/** A test `/app-api` route answering which merchant the key named. */
const WHOAMI = '/app-api/test/whoami';

let t: TestApp;
let merchant: Session;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) =>
      addRoute(app, {
        method: 'GET',
        url: WHOAMI,
        access: 'public',
        publishableKey: 'ingestion',
        summary: 'test: the merchant a key names',
        tags: ['test'],
        response: z.object({ merchant_id: z.number() }),
        handler: async (request) => ({ merchant_id: request.keyHolder!.merchantId }),
      }),
  });
  merchant = await t.login('merchant');
});
afterAll(() => t.close());

const rotate = async (session: Session, headers: Record<string, string> = {}) => session.bearer({ method: 'POST', url: ROTATE, headers });
const whoami = (key?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: WHOAMI, headers: { ...(key ? { [PUBLISHABLE_KEY_HEADER]: key } : {}), ...headers } });
const merchantIdOf = async (session: Session) => (await session.bearer({ method: 'GET', url: '/api/user' })).json().data.merchant_id as number;

describe("a merchant's publishable key", () => {
  it("is live from the demo seed, with when the merchant's apps last sent statistics", async () => {
    const status = (await merchant.bearer({ method: 'GET', url: LIVE })).json().data;
    expect(status).toMatchObject({ purpose: 'ingestion', live: { hint: expect.stringMatching(/^apk_[\w-]{6}$/) } });
    // Issued when the demo's statistics begin; the template's week of events ends two days before the run.
    const lastEvent = Date.parse(status.last_event_at);
    expect(Date.parse(status.live.created_at)).toBeLessThan(lastEvent);
    expect(Date.now() - lastEvent).toBeGreaterThan(2 * 24 * 3_600_000 - 3_600_000);
  });

  it('is rotated to be shown whole once, afterwards only by its hint, and stored only as a hash', async () => {
    const before = (await merchant.bearer({ method: 'GET', url: LIVE })).json().data;
    const issued = (await rotate(merchant)).json().data;
    expect(issued.key).toMatch(PUBLISHABLE_KEY_PATTERN);
    expect(issued.key.startsWith(issued.hint)).toBe(true);
    const live = (await merchant.bearer({ method: 'GET', url: LIVE })).json().data;
    expect(live).toEqual({ purpose: 'ingestion', live: { hint: issued.hint, created_at: issued.created_at }, last_event_at: before.last_event_at });
    const stored = await sql<{ found: number }>`SELECT count(*)::int AS found FROM publishable_keys
      WHERE encode(key_hash, 'escape') LIKE ${`%${issued.key}%`} OR hint = ${issued.key}`.execute(t.database.db);
    expect(stored.rows[0].found).toBe(0);

    const answer = (await whoami(issued.key)).json();
    expect(answer).toEqual({ code: 0, msg: '', data: { merchant_id: await merchantIdOf(merchant) } });
  });

  it("answers when the apps' latest statistics event arrived, not the back office's own usage records", async () => {
    const key = (await rotate(merchant)).json().data.key as string;
    const useAt = new Date(Date.now() - 60_000).toISOString();
    const goods = (await merchant.bearer({ method: 'GET', url: '/api/commodities?pageSize=1' })).json().data.list[0].id as number;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/app-api/system/stats/record',
      headers: { [PUBLISHABLE_KEY_HEADER]: key },
      payload: { events: [{ source_type: 'share', use_at: useAt, viewer_id: 'keys-test', commodity_id: goods }] },
    });
    expect(sent.json()).toMatchObject({ code: 0 });
    await sql`INSERT INTO stats_events (merchant_id, source_type, use_at) VALUES (${await merchantIdOf(merchant)}, 'saleUseLog', now())`.execute(t.database.db);
    expect((await merchant.bearer({ method: 'GET', url: LIVE })).json().data.last_event_at).toBe(useAt);
  });

  it('writes the audit log: the first key issued, each later one rotated, both named by hints only', async () => {
    const school = await t.login('school');
    const academy = await merchantIdOf(school);
    await sql`UPDATE publishable_keys SET revoked_at = now() WHERE merchant_id = ${academy} AND revoked_at IS NULL`.execute(t.database.db);
    expect((await school.bearer({ method: 'GET', url: LIVE })).json().data).toMatchObject({ purpose: 'ingestion', live: null });

    const first = (await rotate(school)).json().data;
    const second = (await rotate(school)).json().data;
    const operator = await t.login('operator');
    const entries = (await operator.browser({ method: 'GET', url: `/api/audit-logs?entity=merchants&record_id=${academy}&sort=id&fields=before,after` })).json()
      .data.list as Record<string, unknown>[];
    const keyEntries = entries.filter((entry) => String(entry.operation).endsWith('-key'));
    expect(keyEntries).toMatchObject([
      {
        entity: 'merchants',
        action: 'update',
        operation: 'issue-key',
        merchant_id: academy,
        account_name: expect.any(String),
        before: { purpose: 'ingestion', key_hint: null },
        after: { purpose: 'ingestion', key_hint: first.hint },
      },
      {
        operation: 'rotate-key',
        before: { purpose: 'ingestion', key_hint: first.hint },
        after: { purpose: 'ingestion', key_hint: second.hint },
      },
    ]);
    // The whole key is shown once to whoever rotated it, and written nowhere.
    const leaked = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log
      WHERE before::text LIKE ${`%${first.key}%`} OR after::text LIKE ${`%${first.key}%`} OR after::text LIKE ${`%${second.key}%`}`.execute(t.database.db);
    expect(leaked.rows[0].n).toBe(0);
  });

  it('audits nothing when the rotation is refused', async () => {
    const count = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE operation LIKE '%-key'`.execute(t.database.db)).rows[0].n;
    const before = await count();
    expect((await rotate(await t.login('manager'))).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('stops working the moment it is rotated; the new key works', async () => {
    const first = (await rotate(merchant)).json().data.key as string;
    const second = (await rotate(merchant)).json().data.key as string;
    expect((await whoami(first)).json()).toMatchObject({ code: 401 });
    expect((await whoami(second)).json()).toMatchObject({ code: 0 });
  });

  it('keeps exactly one live key when two rotations race', async () => {
    const answers = await Promise.all([rotate(merchant), rotate(merchant)]);
    const keys = answers.map((answer) => answer.json().data.key as string);
    const outcomes = await Promise.all(keys.map(async (key) => (await whoami(key)).json().code));
    expect(outcomes.sort()).toEqual([0, 401]);
    const live = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM publishable_keys WHERE merchant_id = ${await merchantIdOf(merchant)} AND purpose = 'ingestion' AND revoked_at IS NULL`.execute(
      t.database.db,
    );
    expect(live.rows[0].n).toBe(1);
  });

  it("refuses a caller without a valid key with 401 in the boot envelope, in the caller's language", async () => {
    const missing = await whoami();
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ code: 401, msg: 'Send a valid publishable key in the X-Publishable-Key header (App settings shows it).' });
    expect((await whoami(undefined, { 'accept-language': 'zh-CN' })).json().msg).toBe(
      '请在 X-Publishable-Key 请求头中提供有效的发布密钥（可在应用设置中查看）。',
    );
    // A session's own tokens are no key.
    expect((await whoami(undefined, { authorization: `Bearer ${merchant.token}` })).json().code).toBe(401);
    expect((await whoami(undefined, { authorization: `Bearer ${merchant.bootToken}`, 'tenant-id': '1' })).json().code).toBe(401);
  });

  it('is managed under App settings: accounts without that page, the platform operator included, get 403', async () => {
    for (const username of ['designer', 'guide', 'manager', 'operator']) {
      const session = await t.login(username);
      expect((await rotate(session)).statusCode, username).toBe(403);
      expect((await session.bearer({ method: 'GET', url: LIVE })).statusCode, username).toBe(403);
    }
    const school = await t.login('school');
    const academyKey = (await rotate(school)).json().data.key as string;
    expect((await whoami(academyKey)).json().data).toEqual({ merchant_id: await merchantIdOf(school) });
  });

  it("refuses a lapsed merchant's key with the expired code", async () => {
    const { rows } = await sql<{ id: string }>`SELECT merchant_id AS id FROM accounts WHERE username = 'lapsed'`.execute(t.database.db);
    const { rotateKey } = await import('../../../../server/tenancy/publishable-keys.ts');
    const key = (await rotateKey(t.database.db, t.app.bus, Number(rows[0].id), 'ingestion', null)).key;
    expect((await whoami(key)).json()).toEqual({ code: 1_002_015_002, msg: 'Your account has expired; contact the operator to renew.' });
  });

  it('documents the key as the /app-api security scheme and names its purpose', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.publishableKey).toEqual({ type: 'apiKey', in: 'header', name: 'x-publishable-key' });
    const operation = document.paths[WHOAMI].get;
    expect(operation['x-atrium-credential']).toEqual({ publishableKey: 'ingestion' });
    expect(operation.security).toEqual([{ publishableKey: [] }]);
    expect(document.paths['/api/settings/publishable-keys/{purpose}/rotate'].post['x-atrium-access']).toEqual({
      page: '/settingCenter/appSetting',
      action: 'edit',
    });
  });
});

describe('routes that take a key', () => {
  const route = (url: string, access: 'public' | 'session', publishableKey?: 'ingestion') => async () =>
    createTestApp({
      template: 'empty',
      extend: (app) =>
        addRoute(app, { method: 'GET', url, access, publishableKey, summary: 'test', tags: ['test'], response: z.null(), handler: async () => null }),
    });

  it('refuse to register an /app-api route without a key, or a key on any other route', async () => {
    await expect(route('/app-api/test/open', 'public')()).rejects.toThrow('an /app-api route is public and declares publishableKey');
    await expect(route('/app-api/test/session', 'session', 'ingestion')()).rejects.toThrow('an /app-api route is public and declares publishableKey');
    await expect(route('/api/test/keyed', 'public', 'ingestion')()).rejects.toThrow('only /app-api routes take a publishable key');
  });
});
