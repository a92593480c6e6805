import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { inject } from 'vitest';
import { scheduledQueue } from '../../server/jobs/scheduled-jobs.ts';

/**
 * Queues a plug-in's scheduled job (`stats-rollup`, say) on the e2e server's own queue now, as its
 * cron would at the next due time, and resolves once the server's worker has completed it. A test
 * then waits for that job, not for a minute of the clock to turn.
 */
export async function runScheduledJobNow(name: string): Promise<void> {
  const boss = new PgBoss({ connectionString: inject('databaseUrl'), schedule: false, supervise: false, migrate: false, max: 2 });
  boss.on('error', () => {});
  await boss.start();
  try {
    const queue = scheduledQueue({ name });
    const id = await boss.send(queue, {});
    if (!id) throw new Error(`pg-boss did not queue ${queue}`);
    for (;;) {
      const job = await boss.getJobById(queue, id);
      if (job?.state === 'completed') return;
      if (job?.state === 'failed' || job?.state === 'cancelled') throw new Error(`${queue} ${job.state}: ${JSON.stringify(job.output)}`);
      // The worker looks for scheduled work every JOB_SCHEDULE_CHECK_SECONDS (5 in e2e).
      await sleep(250);
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
