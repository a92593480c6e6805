import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';

/** Readiness for a load balancer: database reachable, migrations of this build applied, not draining. */
describe('GET /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });

  it('answers 200 when the instance may take requests', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: 'ready', database: 'ok', migrations: 'current', draining: false });
  });

  it('answers 503 "migrations" while the database lacks a migration of this build', async () => {
    const [last] = (await sql<{ version: string }>`SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 1`.execute(t.database.db)).rows;
    await sql`DELETE FROM schema_migrations WHERE version = ${last.version}`.execute(t.database.db);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.headers['x-not-ready']).toBe('migrations');
      // Liveness is another question: the process is fine.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await sql`INSERT INTO schema_migrations (version) VALUES (${last.version})`.execute(t.database.db);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 "draining" once the instance drains, while it still serves', async () => {
    t.app.instance.startDraining();
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.headers['x-not-ready']).toBe('draining');
    expect(response.json()).toMatchObject({ status_code: 503 });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
