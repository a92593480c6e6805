import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../resources/index.ts';
import { assemblePlugins } from '../../../server/engine/plugin-set.ts';
import { JobRunner } from '../../../server/jobs/job-runner.ts';
import { SERVER_PLUGINS } from '../../../server/modules/entity-plugins.ts';
import type { FileStorage } from '../../../server/storage/storage.ts';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';
import { waitForJob } from '../jobs/jobs-helpers.ts';
import { GIZMO_TABLES, gizmos } from './gizmo-resource.ts';
import { gizmosServer } from './gizmo.server.ts';

// Adding an entity: its declaration and plug-in files, plus one line in each list the app serves.
const resources = [...RESOURCES, gizmos];
const plugins = [...SERVER_PLUGINS, gizmosServer];

let t: TestApp;
let merchant: Session;
let merchant2: Session;
beforeAll(async () => {
  t = await createTestApp({ resources, plugins, env: { JOB_WORKER: 'true', JOB_POLL_SECONDS: '0.5' } });
  await sql.raw(GIZMO_TABLES).execute(t.database.db);
  merchant = await t.login('merchant');
  merchant2 = await t.login('merchant2');
}, 30_000);
afterAll(() => t.close());

const events = async (id: number) =>
  (await sql<{ event: string }>`select event from test_gizmo_events where gizmo_id = ${id} order by id`.execute(t.database.db)).rows.map((row) => row.event);
const storeOf = async (username: string) =>
  (
    await sql<{
      id: number;
    }>`select s.id from stores s join accounts a on a.merchant_id = s.merchant_id where a.username = ${username} order by s.id limit 1`.execute(t.database.db)
  ).rows[0].id;

describe('a second entity plugged in through its own files', () => {
  let id: number;

  it('validates ownership in the database: a store of another merchant is a 422 on store_id; afterWrite logs the write', async () => {
    const foreign = await merchant.browser({ method: 'POST', url: '/api/gizmos', payload: { name: 'Spinner', store_id: await storeOf('merchant2') } });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['store_id']);
    const created = await merchant.browser({ method: 'POST', url: '/api/gizmos', payload: { name: 'Spinner', store_id: await storeOf('merchant') } });
    expect(created.json().data).toMatchObject({ name: 'Spinner', status: 'off', stock: 0 });
    id = created.json().data.id;
    expect(await events(id)).toEqual(['create']);
  });

  it('serves its action on the spec path with its own permission word, and the action queues a job of its own kind', async () => {
    const switched = await merchant.browser({ method: 'POST', url: `/api/test/gizmo/change/status/${id}`, payload: { status: 'on' } });
    expect(switched.json().data).toMatchObject({ id, status: 'on' });
    expect((await merchant.browser({ method: 'POST', url: `/api/gizmos/${id}/switch`, payload: { status: 'off' } })).statusCode).toBe(404);
    expect((await merchant2.browser({ method: 'POST', url: `/api/test/gizmo/change/status/${id}`, payload: { status: 'off' } })).statusCode).toBe(404);
    const designer = await t.login('designer'); // no marketing pages
    expect((await designer.browser({ method: 'POST', url: `/api/test/gizmo/change/status/${id}`, payload: { status: 'off' } })).statusCode).toBe(403);

    // The job centre lists the plug-in's kind, and the worker runs it with the plug-in's runner.
    const [job] = (await merchant.browser({ method: 'GET', url: '/api/jobs' })).json().data.list;
    expect(job).toMatchObject({ kind: 'gizmo-sync', resource: 'gizmos' });
    expect(await waitForJob(merchant, job.id)).toMatchObject({ status: 'done', progress: 1, total: 1, message: `Gizmo ${id} is on everywhere.` });
    expect(await events(id)).toEqual(['create', 'update', 'synced on']);
    // The same action again is refused (status unchanged) and queues nothing.
    expect((await merchant.browser({ method: 'POST', url: `/api/test/gizmo/change/status/${id}`, payload: { status: 'on' } })).statusCode).toBe(409);
    expect((await merchant.browser({ method: 'GET', url: '/api/jobs' })).json().data.list).toHaveLength(1);
  });

  it('documents the spec path and its permission in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/test/gizmo/change/status/{id}'].post['x-atrium-access']).toEqual({
      page: '/marketingManagement/couponManagement',
      action: 'status',
    });
    expect(document.paths['/api/gizmos/batch/switch'].post['x-atrium-access']).toEqual({ page: '/marketingManagement/couponManagement', action: 'status' });
    expect(document.paths['/api/gizmos/{id}/switch']).toBeUndefined();
  });

  it('has its scheduled job in pg-boss; running it restocks empty gizmos', async () => {
    const schedules = await sql<{ name: string; cron: string }>`select name, cron from pgboss.schedule`.execute(t.database.db);
    expect(schedules.rows).toContainEqual({ name: 'atrium-gizmos-restock', cron: '*/15 * * * *' });
    const runner = new JobRunner(t.database.db, t.env, t.app.log, assemblePlugins(resources, plugins), {} as FileStorage, t.app.bus);
    await runner.runScheduled('gizmos-restock');
    expect((await merchant.browser({ method: 'GET', url: `/api/gizmos/${id}` })).json().data.stock).toBe(10);
  });
});
