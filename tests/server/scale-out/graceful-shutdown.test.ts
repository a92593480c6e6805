import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Instance, loginOn, startInstance, within } from '../../helpers/instances.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-db.ts';

/** Writing a million goods (their triggers and indexes) and starting an instance: 25 s alone. */
const MILLION_GOODS_MS = 180_000;

/**
 * SIGTERM as an orchestrator sends it: readiness fails at once, the instance serves through its
 * drain period and finishes what is in flight; a job it cannot finish goes back to the queue
 * without its partial file, and the next instance runs it.
 */
describe('graceful shutdown', () => {
  let database: TestDatabase;
  let shared: string;
  let first: Instance;
  let second: Instance | undefined;
  const env = (drain: string) => ({ JOB_WORKER: 'true', JOB_POLL_SECONDS: '0.5', SHUTDOWN_DRAIN_SECONDS: drain });

  beforeAll(async () => {
    database = await createTestDatabase('demo');
    shared = await mkdtemp(path.join(os.tmpdir(), 'atrium-shutdown-'));
    // Enough goods that the export is still running when the instance stops, on a quiet machine too
    // (400,000 could be written out within the drain).
    const merchant = await sql<{ id: number }>`SELECT id::int FROM merchants WHERE name = 'Demo Living'`.execute(database.db);
    await sql`INSERT INTO commodities (merchant_id, name, price, stock) SELECT ${merchant.rows[0].id}, 'Bulk ' || g, g % 1000, g % 50 FROM generate_series(1, 1000000) g`.execute(
      database.db,
    );
    first = await startInstance('first', { databaseUrl: database.url, env: { ...env('2'), DATA_DIR: shared } });
  }, MILLION_GOODS_MS);
  afterAll(async () => {
    await Promise.all([first?.stop('SIGKILL'), second?.stop('SIGKILL')]);
    await database?.drop();
    if (shared) await rm(shared, { recursive: true, force: true });
  });

  it('fails readiness at once, serves through the drain, finishes the request in flight, puts the running export back and exits 0', async () => {
    const token = await loginOn(first, 'merchant');
    const job = (
      await call<{ id: number }>(first, token, '/api/commodities/export', {
        method: 'POST',
        body: { columns: ['name', 'price', 'stock', 'created_at', 'updated_at'] },
      })
    ).data;
    expect(await within(20_000, async () => (await call<{ status: string }>(first, token, `/api/jobs/${job.id}`)).data.status === 'running')).toBe(true);

    // A request in flight across the whole shutdown: an upload whose body arrives slowly.
    const inFlight = slowRequest(first.url, token, 3_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    first.process.kill('SIGTERM');
    // Readiness fails first, while the instance still serves (the drain is 2 s; no clock is asserted).
    expect(await within(2_000, async () => (await fetch(`${first.url}/api/health/ready`)).status === 503)).toBe(true);
    expect((await call(first, token, '/api/user')).status).toBe(200);
    const ready = await fetch(`${first.url}/api/health/ready`);
    expect(ready.headers.get('x-not-ready')).toBe('draining');

    // Answered by the handler (its validation), not cut off (0) nor refused as closing (503).
    expect([200, 422]).toContain((await inFlight).status);
    expect(await first.exited).toBe(0);

    const row = await sql<{ status: string; file_key: string | null }>`SELECT status, file_key FROM jobs WHERE id = ${job.id}`.execute(database.db);
    expect(row.rows[0]).toMatchObject({ status: 'queued', file_key: null });
    expect(await readdir(path.join(shared, 'tmp', 'exports')).catch(() => [])).toEqual([]);

    second = await startInstance('second', { databaseUrl: database.url, env: { ...env('0'), DATA_DIR: shared } });
    const again = await loginOn(second, 'merchant');
    // The next instance takes it up (running it to the end is the export tests' business).
    expect(await within(20_000, async () => (await call<{ status: string }>(second!, again, `/api/jobs/${job.id}`)).data.status !== 'queued')).toBe(true);
    // Two real server processes, a drain and a million-row export under way: 11 s alone.
  }, 90_000);
});

/** A POST whose body trickles in over `ms`: in flight from before the signal until after the drain. */
function slowRequest(base: string, token: string, ms: number): Promise<{ status: number }> {
  return new Promise((resolve) => {
    const url = new URL('/api/user/profile', base);
    const request = http.request(
      {
        method: 'PUT',
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    request.on('error', () => resolve({ status: 0 }));
    const body = JSON.stringify({ nickname: 'Patient' });
    const steps = 10;
    let sent = 0;
    const timer = setInterval(() => {
      const next = Math.ceil(((sent + 1) * body.length) / steps);
      request.write(body.slice(Math.ceil((sent * body.length) / steps), next));
      sent++;
      if (sent === steps) {
        clearInterval(timer);
        request.end();
      }
    }, ms / steps);
  });
}
