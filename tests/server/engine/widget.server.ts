import { sql } from 'kysely';
import { type EntityWrite, entityPlugin, type ModulePlugin } from '../../../server/engine/entity-plugin.ts';
import { setFields } from '../../../server/engine/record-actions.ts';
import { resourceTable } from '../../../server/engine/resource-table.ts';
import { invalid } from '../../../server/http/app-error.ts';
import { addRoute } from '../../../server/http/route.ts';
import { requestScope } from '../../../server/engine/request-context.ts';
import { z } from 'zod';
import { SERVER_PLUGINS } from '../../../server/modules/entity-plugins.ts';
import { widgets } from './widget-resource.ts';

/** The pg-boss name of the widgets' nightly job. */
export const WIDGET_CLEARANCE = 'widgets-clearance';

/** The test entity's server side: one of each part a plug-in may declare, each observable. */
export const widgetsServer = entityPlugin(widgets, {
  // Uniqueness across rows needs the database: a merchant names each widget once (case aside).
  validate: async ({ trx, ctx, resource, id, values }) => {
    let same = resourceTable(trx, resource, ctx.scope)
      .selectFrom()
      .select('test_widgets.id')
      .where(sql<boolean>`lower(test_widgets.name) = lower(${values.name})`);
    if (id !== undefined) same = same.where('test_widgets.id', '<>', id);
    if (await same.executeTakeFirst()) throw invalid({ name: ['validation.duplicate'] });
  },
  // Every price a widget is written with goes into its history.
  afterWrite: async (trx, _resource, event) => {
    if (event.after && event.after.price !== event.before?.price) {
      await sql`insert into test_widget_prices (widget_id, price) values (${event.id}, ${event.after.price})`.execute(trx);
    }
  },
  actions: {
    discount: { run: setFields(({ record, body }) => ({ price: Math.round((record.price as number) * (100 - (body.percent as number))) / 100 })) },
    // The machine has judged each move before these run (machine-guard.ts).
    launch: { run: setFields(() => ({ stage: 'live' })) },
    pause: { run: setFields(() => ({ stage: 'paused' })) },
    resume: { run: setFields(() => ({ stage: 'live' })) },
  },
  // A module route of its own, found with the plug-in (app.ts lists none): how many widgets are live.
  routes: (app, { db }) =>
    addRoute(app, {
      method: 'GET',
      url: '/api/widgets-live',
      access: { page: widgets.route, action: 'read' },
      summary: 'How many of the merchant’s widgets are live (a test entity’s own route)',
      tags: ['widgets'],
      response: z.object({ live: z.number().int() }),
      handler: async (request) => {
        const rows = await resourceTable(db, widgets, requestScope(request))
          .selectFrom()
          .select(sql<number>`count(*)::int`.as('live'))
          .where('test_widgets.stage', '=', 'live')
          .execute();
        return { live: Number(rows[0]?.live ?? 0) };
      },
    }),
  // Every night, across merchants: widgets priced 0 leave the shelf.
  scheduledJobs: [
    {
      name: WIDGET_CLEARANCE,
      cron: '0 4 * * *',
      run: async ({ db }) => {
        await sql`update test_widgets set on_shelf = false where price = 0 and on_shelf`.execute(db);
      },
    },
  ],
});

/** Every write event the app raised, as a plug-in hearing all writes got it (what webhooks will subscribe with). */
export const heardWrites: EntityWrite[] = [];

/** A module plug-in that hears every write of every entity and keeps it in `heardWrites`. */
export const writeRecorder: ModulePlugin = {
  module: 'write-recorder',
  onAnyWrite: async (_trx, write) => {
    heardWrites.push(write);
  },
};

/** The registry plus the test entity's line and the write recorder: what a test app serves. */
export const TEST_PLUGINS = [...SERVER_PLUGINS, widgetsServer, writeRecorder];
