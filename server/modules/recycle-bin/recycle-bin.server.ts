import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { purgeExpired } from './recycle-bin.service.ts';
import { recycleBinRoutes } from './recycle-bin.routes.ts';

/** The recycle bin's scheduled work: the daily purge (spec §4, §9). */
export const recycleBinServer: ModulePlugin = {
  module: 'recycle-bin',
  scheduledJobs: [
    {
      name: 'recycle-bin-purge',
      // Every day at 03:30 UTC, a quiet hour; a record is purged on the first run after its 30 days.
      cron: '30 3 * * *',
      run: async ({ db, log, resources }) => {
        const purged = await purgeExpired(db, resources);
        log.info({ purged }, 'recycle bin: expired records deleted for good');
      },
    },
  ],
};

/** The recycle bin's list, restore and purge. */
export const recycleBinRoutesServer: ModulePlugin = {
  module: 'recycle-bin-routes',
  routes: (app, deps) => {
    recycleBinRoutes(app, deps);
  },
};
