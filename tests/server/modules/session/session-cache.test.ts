import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app.ts';
import { DEMO_PASSWORD } from '../../../../server/seed/demo-accounts.ts';
import { within } from '../../../helpers/instances.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';

/**
 * Two instances (two apps, each with its own session cache and bus connection) on one database:
 * what one instance changes about a session, the other applies within a second.
 */
describe('sessions cached per instance, kept coherent through the bus', () => {
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp();
    b = await buildApp({ env: a.env, db: a.database.db, databaseUrl: a.database.url, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const userOn = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } }).then((response) => response.statusCode);
  const loginOn = async (app: FastifyInstance, username: string, password = DEMO_PASSWORD) => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    expect(response.statusCode).toBe(200);
    return response.json().data.token as string;
  };

  it('a session made on A works on B', async () => {
    const token = await loginOn(a.app, 'merchant');
    expect(await userOn(b, token)).toBe(200);
  });

  it('B answers from its cache: a revocation typed in SQL, which nobody announces, goes unseen', async () => {
    const token = await loginOn(a.app, 'designer');
    expect(await userOn(b, token)).toBe(200);
    await a.database.pool.query(
      "UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND account_id = (SELECT id FROM accounts WHERE username = 'designer')",
    );
    // Proof the cache is really used (else the two-instance checks below would prove nothing).
    expect(await userOn(b, token)).toBe(200);
  });

  it('a logout on A refuses the session on B within 1 s', async () => {
    const token = await loginOn(a.app, 'manager');
    expect(await userOn(b, token)).toBe(200);
    expect(await userOn(b, token)).toBe(200);
    const logout = await a.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(200);
    expect(await within(1_000, async () => (await userOn(b, token)) === 401)).toBe(true);
  });

  it("a password change on B ends the account's other sessions on A within 1 s, and keeps its own", async () => {
    const other = await loginOn(a.app, 'guide');
    const own = await loginOn(b, 'guide');
    expect(await userOn(a.app, other)).toBe(200);
    const change = await b.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: { authorization: `Bearer ${own}` },
      payload: { old_password: DEMO_PASSWORD, new_password: 'n3w-secret', confirm_password: 'n3w-secret' },
    });
    expect(change.statusCode).toBe(200);
    expect(await within(1_000, async () => (await userOn(a.app, other)) === 401)).toBe(true);
    expect(await userOn(a.app, own)).toBe(200);
  });

  it('while its bus connection is down an instance trusts no cached session, and caches again once it is back', async () => {
    const token = await loginOn(a.app, 'duo');
    expect(await userOn(b, token)).toBe(200);
    let gaps = 0;
    const stopCounting = b.bus.onGap(() => gaps++);
    await a.database.pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'atrium-bus' AND datname = current_database()",
    );
    // The termination reaches B's socket a moment later; until then B cannot know (nor can any instance).
    expect(await within(5_000, async () => gaps > 0)).toBe(true);
    stopCounting();
    await a.database.pool.query(
      "UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND account_id = (SELECT id FROM accounts WHERE username = 'duo')",
    );
    expect(await userOn(b, token)).toBe(401);
    expect(await within(5_000, async () => b.bus.listening && a.app.bus.listening)).toBe(true);
    const fresh = await loginOn(a.app, 'operator');
    expect(await userOn(b, fresh)).toBe(200);
    const logout = await a.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${fresh}` } });
    expect(logout.statusCode).toBe(200);
    expect(await within(1_000, async () => (await userOn(b, fresh)) === 401)).toBe(true);
  });
});
