import { RESOURCES } from '../../../resources/index.ts';
import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { contentNames } from './stats-content-names.ts';
import { STATS_EXPORT_KIND, STATS_MODULE, statsExportKind } from './stats-export.ts';
import { dropExpiredPartitions, preparePartitions } from './stats-partitions.repository.ts';
import { rollMarkedHours } from './stats-rollups.repository.ts';
import { statsIngestionRoutes } from './stats-ingestion.routes.ts';
import { statsExportRoutes, statsQueryRoutes } from './stats-query.routes.ts';
import { statsTimeZoneRoutes } from './stats-time-zone.routes.ts';
import { statsUsageRoutes } from './stats-usage.routes.ts';

/** Passes of one rollup run at most (each rolls up to ROLLUP_BATCH_HOURS marked hours). */
const ROLLUP_PASSES = 100;

/**
 * The statistics' scheduled work (issue 16 "Storage built to grow"): months of events are made
 * ahead and dropped after the retention, and marked hours are rolled up every minute, so the
 * dashboards, which show whole hours only, are never more than a minute behind the last one; and
 * the statistics exports, a job kind of the job centre.
 */
export const statsServer: ModulePlugin = {
  module: STATS_MODULE,
  jobKinds: { [STATS_EXPORT_KIND]: statsExportKind((db) => contentNames(db, RESOURCES)) },
  scheduledJobs: [
    {
      name: 'stats-partitions',
      cron: '15 2 * * *',
      run: async ({ db, env, log }) => {
        const ready = await preparePartitions(db);
        const dropped = await dropExpiredPartitions(db, env.STATS_RETENTION_DAYS);
        log.info({ ready, dropped }, 'statistics: partitions made ahead, expired months dropped');
      },
    },
    {
      name: 'stats-rollup',
      cron: '* * * * *',
      run: async ({ db, log, bus }) => {
        let hours = 0;
        for (let pass = 0; pass < ROLLUP_PASSES; pass++) {
          const rolled = await rollMarkedHours(db, undefined, undefined, bus);
          hours += rolled;
          if (!rolled) break;
        }
        if (hours) log.info({ hours }, 'statistics: marked hours rolled up');
      },
    },
  ],
};

/** Statistics: ingestion, queries, exports, usage and the time zone. */
export const statsRoutesServer: ModulePlugin = {
  module: 'stats-routes',
  routes: (app, deps) => {
    statsIngestionRoutes(app, deps);
    statsQueryRoutes(app, deps);
    statsExportRoutes(app, deps);
    statsUsageRoutes(app, deps);
    statsTimeZoneRoutes(app, deps);
  },
};
