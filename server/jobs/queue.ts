import { CompiledQuery, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.ts';

export const JOB_QUEUE = 'atrium-jobs';
/** Any constant, the same for every instance (the migrations use another). */
const QUEUE_START_LOCK_KEY = 727_002;

export interface JobQueue {
  /** Queues a job row for a worker; the row already says what to do. */
  enqueue(jobId: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss over the app's own pool: jobs live in PostgreSQL, survive a restart and are shared by
 * every instance. A running job whose process died expires and is retried once.
 */
export async function startJobQueue(
  db: Db,
  options: {
    work?: (jobId: number) => Promise<void>;
    pollSeconds: number;
    /** How often due schedules are looked for (pg-boss runs each due time once across instances). */
    scheduleCheckSeconds?: number;
    /** Scheduled queues a worker instance also serves (the plug-ins' scheduled jobs). */
    scheduled?: (boss: PgBoss) => Promise<void>;
  },
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: async (text, values) => db.executeQuery(CompiledQuery.raw(text, values ?? [])) as Promise<{ rows: unknown[] }> },
    schedule: Boolean(options.scheduled),
    ...(options.scheduleCheckSeconds
      ? { cronMonitorIntervalSeconds: options.scheduleCheckSeconds, cronWorkerIntervalSeconds: Math.min(options.scheduleCheckSeconds, 5) }
      : {}),
    supervise: Boolean(options.work),
  });
  boss.on('error', () => {});
  // Instances starting together on a fresh database would each create pg-boss's schema, and all
  // but one fail: one at a time, under a lock every instance takes (the migrations do the same).
  await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${QUEUE_START_LOCK_KEY})`.execute(connection);
    try {
      await boss.start();
    } finally {
      await sql`SELECT pg_advisory_unlock(${QUEUE_START_LOCK_KEY})`.execute(connection);
    }
  });
  await boss.createQueue(JOB_QUEUE, { name: JOB_QUEUE, retryLimit: 1, expireInSeconds: 900 });
  if (options.work) {
    const work = options.work;
    await boss.work<{ jobId: number }>(JOB_QUEUE, { pollingIntervalSeconds: options.pollSeconds, batchSize: 1 }, async ([job]) => work(job.data.jobId));
  }
  await options.scheduled?.(boss);
  return {
    enqueue: async (jobId) => {
      await boss.send(JOB_QUEUE, { jobId });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
  };
}
