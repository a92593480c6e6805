import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/database.ts';
import { purgeExpired } from '../modules/recycle-bin/recycle-bin.service.ts';

/** The pg-boss queue of the recycle bin's daily purge. */
export const PURGE_QUEUE = 'atrium-recycle-bin-purge';
/** Every day at 03:30 UTC, a quiet hour; a record is purged on the first run after its 30 days. */
export const PURGE_CRON = '30 3 * * *';

/**
 * Schedules the daily purge (spec §4, §9) on a worker's queue. pg-boss keeps the schedule in
 * PostgreSQL and sends one job per due time however many instances run, so one of them purges.
 */
export async function schedulePurge(boss: PgBoss, db: Db, log: FastifyBaseLogger): Promise<void> {
  await boss.createQueue(PURGE_QUEUE, { name: PURGE_QUEUE, retryLimit: 2, expireInSeconds: 3_600 });
  await boss.schedule(PURGE_QUEUE, PURGE_CRON);
  // A daily job needs no quick polling.
  await boss.work(PURGE_QUEUE, { pollingIntervalSeconds: 60, batchSize: 1 }, async () => {
    const purged = await purgeExpired(db);
    log.info({ purged }, 'recycle bin: expired records deleted for good');
  });
}
