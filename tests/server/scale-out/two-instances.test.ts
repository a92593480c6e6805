import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Instance, loginOn, startInstance, within } from '../../helpers/instances.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-db.ts';

interface ListPage {
  list: { id: number; name: string }[];
  total: number;
  totalIsEstimate?: boolean;
}

/**
 * Two real server processes on one PostgreSQL, as behind a load balancer: what one instance
 * does, the other sees within a second (README, "Running several instances").
 */
describe('two instances on one database', () => {
  let database: TestDatabase;
  let shared: string;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await createTestDatabase('demo');
    // Shared file storage, as a mounted volume would be (or S3).
    shared = await mkdtemp(path.join(os.tmpdir(), 'atrium-shared-'));
    const env = {
      DATA_DIR: shared,
      JOB_WORKER: 'true',
      JOB_POLL_SECONDS: '0.5',
      // Small enough that a handful of goods is a "large" list whose total is cached, for long
      // enough that only the bus can explain a cached total going away.
      LIST_EXACT_TOTAL_UP_TO: '3',
      LIST_TOTAL_CACHE_SECONDS: '600',
      SHUTDOWN_DRAIN_SECONDS: '0',
    };
    [a, b] = await Promise.all([startInstance('a', { databaseUrl: database.url, env }), startInstance('b', { databaseUrl: database.url, env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    if (shared) await rm(shared, { recursive: true, force: true });
  });

  it('a session made on A works on B', async () => {
    const token = await loginOn(a, 'merchant');
    expect((await call(b, token, '/api/user')).status).toBe(200);
  });

  it("a logout on B refuses A's cached session within 1 s", async () => {
    const token = await loginOn(a, 'manager');
    expect((await call(a, token, '/api/user')).status).toBe(200);
    expect((await call(a, token, '/api/user')).status).toBe(200);
    expect((await call(b, token, '/api/logout', { method: 'POST' })).status).toBe(200);
    expect(await within(1_000, async () => (await call(a, token, '/api/user')).status === 401)).toBe(true);
  });

  it("a write on A is seen by B's list totals within 1 s", async () => {
    const token = await loginOn(a, 'merchant');
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4]) ids.push((await call<{ id: number }>(a, token, '/api/commodities', { method: 'POST', body: { name: `Twin ${n}` } })).data.id);
    const listOnB = async () => (await call<ListPage>(b, token, '/api/commodities?name_like=Twin&pageSize=2')).data;
    // Four matches, more than the exact limit of 3: an estimate, which B now caches for 10 minutes.
    expect(await listOnB()).toMatchObject({ totalIsEstimate: true });
    expect(await listOnB()).toMatchObject({ totalIsEstimate: true });
    for (const id of ids.slice(0, 2)) expect((await call(a, token, `/api/commodities/${id}`, { method: 'DELETE' })).status).toBe(200);
    // Only A's message can make B count again: two left, exact.
    expect(
      await within(1_000, async () => {
        const page = await listOnB();
        return page.total === 2 && page.totalIsEstimate === undefined;
      }),
    ).toBe(true);
  });

  it('an export queued on A is run exactly once, by whichever worker takes it', async () => {
    const token = await loginOn(a, 'merchant');
    const job = (await call<{ id: number }>(a, token, '/api/commodities/export', { method: 'POST', body: { columns: ['name', 'price'] } })).data;
    expect(job.id).toBeGreaterThan(0);
    const finished = await within(30_000, async () => (await call<{ status: string }>(b, token, `/api/jobs/${job.id}`)).data.status === 'done');
    expect(finished).toBe(true);
    // pg-boss kept one queue entry for it, run once; the file is there for either instance.
    const runs = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM (
        SELECT id FROM pgboss.job WHERE name = 'atrium-jobs' AND data->>'jobId' = ${String(job.id)}
        UNION ALL SELECT id FROM pgboss.archive WHERE name = 'atrium-jobs' AND data->>'jobId' = ${String(job.id)}
      ) runs`.execute(database.db);
    expect(runs.rows[0].n).toBe(1);
    // Each run writes its own file (a random key under the job): one file, one run.
    const files = await readdir(path.join(shared, 'files', 'jobs', String(job.id)));
    expect(files.filter((name) => name.endsWith('.xlsx'))).toHaveLength(1);
    for (const instance of [a, b]) {
      const file = await fetch(`${instance.url}/api/jobs/${job.id}/file`, { headers: { authorization: `Bearer ${token}` } });
      expect(file.status).toBe(200);
    }
  });
});
