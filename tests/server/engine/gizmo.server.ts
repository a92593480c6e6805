import { sql } from 'kysely';
import type { Db } from '../../../server/db/database.ts';
import { entityPlugin } from '../../../server/engine/entity-plugin.ts';
import { setFields } from '../../../server/engine/record-actions.ts';
import { invalid } from '../../../server/http/app-error.ts';
import { tenantTable } from '../../../server/tenancy/tenant-query.ts';
import { gizmos } from './gizmo-resource.ts';

const logEvent = (db: Db, id: number, event: string) => sql`insert into test_gizmo_events (gizmo_id, event) values (${id}, ${event})`.execute(db);

/** The gizmos' server side: hooks, an action that queues a job of its own kind, a scheduled job. */
export const gizmosServer = entityPlugin(gizmos, {
  // Ownership needs the database: a gizmo's store is one of its merchant's.
  validate: async ({ trx, ctx, values }) => {
    if (values.store_id == null) return;
    const store = await tenantTable(trx, 'stores', ctx.scope).selectFrom().select('stores.id').where('stores.id', '=', values.store_id).executeTakeFirst();
    if (!store) throw invalid({ store_id: ['validation.unknownStore'] });
  },
  afterWrite: async (trx, _resource, event) => {
    await logEvent(trx, event.id, event.action);
  },
  actions: {
    switch: {
      run: async (run) => {
        const after = await setFields(({ body }) => ({ status: body.status }))(run);
        // The switch reaches the outside world as a job the job centre follows.
        await run.queueJob('gizmo-sync', { gizmo_id: after.id, status: after.status });
        return after;
      },
    },
  },
  jobKinds: {
    'gizmo-sync': {
      run: async ({ db, params, report }) => {
        await logEvent(db, params.gizmo_id as number, `synced ${params.status as string}`);
        await report({ progress: 1, total: 1, message: `Gizmo ${params.gizmo_id as number} is ${params.status as string} everywhere.` });
      },
    },
  },
  // Every quarter of an hour, across merchants: empty gizmos are restocked.
  scheduledJobs: [
    {
      name: 'gizmos-restock',
      cron: '*/15 * * * *',
      run: async ({ db }) => {
        await sql`update test_gizmos set stock = 10 where stock = 0`.execute(db);
      },
    },
  ],
});
