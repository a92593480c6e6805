import type PgBoss from 'pg-boss';
import type { ScheduledJob, ScheduledRun } from '../engine/entity-plugin.ts';

/** The pg-boss queue of a scheduled job. */
export const scheduledQueue = (job: Pick<ScheduledJob, 'name'>) => `atrium-${job.name}`;

/**
 * Schedules the plug-ins' jobs on a worker's queue. pg-boss keeps each schedule in PostgreSQL and
 * sends one job per due time however many instances run, so one of them does the work.
 */
export async function scheduleJobs(boss: PgBoss, jobs: readonly ScheduledJob[], run: ScheduledRun, pollSeconds = 60): Promise<void> {
  for (const job of jobs) {
    const queue = scheduledQueue(job);
    await boss.createQueue(queue, { name: queue, retryLimit: 2, expireInSeconds: 3_600 });
    await boss.schedule(queue, job.cron);
    // Work on a timetable needs no quick polling: as often as schedules are checked.
    await boss.work(queue, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async () => {
      await job.run(run);
      run.log.info({ job: job.name }, 'scheduled job done');
    });
  }
}
