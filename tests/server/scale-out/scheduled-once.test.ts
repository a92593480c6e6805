import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import type { ModulePlugin } from '../../../server/engine/entity-plugin.ts';
import { SERVER_PLUGINS } from '../../../server/modules/entity-plugins.ts';
import { within } from '../../helpers/instances.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** When each instance ran the scheduled job (both instances live in this process, with a queue each). */
const runs: { instance: string; at: number }[] = [];
const everyMinute = (instance: string): ModulePlugin => ({
  module: 'scale-out-test',
  scheduledJobs: [{ name: 'scale-out-tick', cron: '* * * * *', run: async () => void runs.push({ instance, at: Date.now() }) }],
});

/** pg-boss keeps schedules in PostgreSQL: two workers serving one schedule run each due time once. */
describe('scheduled jobs with two workers', () => {
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    const env = { JOB_WORKER: 'true', JOB_SCHEDULE_CHECK_SECONDS: '1' };
    a = await createTestApp({ env, plugins: [...SERVER_PLUGINS, everyMinute('a')] });
    b = await buildApp({ env: a.env, db: a.database.db, databaseUrl: a.database.url, logger: false, plugins: [...SERVER_PLUGINS, everyMinute('b')] });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  }, 60_000);

  it('run a due job once, not once per instance', async () => {
    // The schedule is due at once (its minute has begun) and checked every second by each worker.
    expect(await within(15_000, async () => runs.length > 0)).toBe(true);
    // Long enough for the other worker's checks to have found the same due time several times over.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const minutes = runs.map((run) => Math.floor(run.at / 60_000));
    // A minute boundary crossed meanwhile makes a second due time, which may run once more.
    expect(new Set(minutes).size).toBe(minutes.length);
  });
});
