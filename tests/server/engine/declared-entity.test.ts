import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';
import { makeSheet, multipart, readSheet, waitForJob } from '../jobs/jobs-helpers.ts';
import { assemblePlugins } from '../../../server/engine/plugin-set.ts';
import { JobRunner } from '../../../server/jobs/job-runner.ts';
import type { FileStorage } from '../../../server/storage/storage.ts';
import { TEST_PLUGINS, WIDGET_CLEARANCE } from './widget.server.ts';
import { TEST_RESOURCES, WIDGET_TABLES } from './widget-resource.ts';

let t: TestApp;
let merchant: Session;
let merchant2: Session;
/** Exports go to the file storage under DATA_DIR: a directory of this file's own. */
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-entity-'));
  t = await createTestApp({ resources: TEST_RESOURCES, plugins: TEST_PLUGINS, env: { JOB_WORKER: 'true', JOB_POLL_SECONDS: '0.5', DATA_DIR: dataDir } });
  await sql.raw(WIDGET_TABLES).execute(t.database.db);
  merchant = await t.login('merchant');
  merchant2 = await t.login('merchant2');
}, 30_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (s: Session, payload: object) => s.browser({ method: 'POST', url: '/api/widgets', payload });

describe('a newly declared entity', () => {
  let id: number;
  it('gets create, show, list with filters and sort, replace, change and delete', async () => {
    for (const [name, price] of [
      ['Oak table', 1200],
      ['Pine chair', 300],
      ['Oak shelf', 800],
    ] as const) {
      expect((await post(merchant, { name, price })).statusCode).toBe(200);
    }
    const list = (await merchant.browser({ method: 'GET', url: '/api/widgets?q=oak&price_gte=500&sort=-price' })).json().data;
    expect(list.list.map((w: { name: string }) => w.name)).toEqual(['Oak table', 'Oak shelf']);
    id = list.list[0].id;
    expect((await merchant.browser({ method: 'GET', url: `/api/widgets/${id}` })).json().data).toMatchObject({
      name: 'Oak table',
      price: 1200,
      on_shelf: false,
      tags: [],
    });
    const put = await merchant.browser({ method: 'PUT', url: `/api/widgets/${id}`, payload: { name: 'Oak desk', price: 1500, on_shelf: true } });
    expect(put.json().data).toMatchObject({ name: 'Oak desk', price: 1500, on_shelf: true });
    expect((await merchant.browser({ method: 'PATCH', url: `/api/widgets/${id}`, payload: { price: 1400 } })).json().data.price).toBe(1400);
  });

  it('refuses unknown filters and sort fields with 422 instead of ignoring them', async () => {
    expect((await merchant.browser({ method: 'GET', url: '/api/widgets?colour=red' })).statusCode).toBe(422);
    const sort = await merchant.browser({ method: 'GET', url: '/api/widgets?sort=merchant_id' });
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors.sort).toEqual(['This list cannot be sorted by that field.']);
    expect((await merchant.browser({ method: 'GET', url: '/api/widgets?pageSize=101' })).statusCode).toBe(422);
  });

  it("keeps another merchant's records invisible: its ids answer 404 for reads and writes", async () => {
    expect((await merchant2.browser({ method: 'GET', url: '/api/widgets' })).json().data.total).toBe(0);
    for (const request of [
      { method: 'GET' as const, url: `/api/widgets/${id}` },
      { method: 'PATCH' as const, url: `/api/widgets/${id}`, payload: { price: 1 } },
      { method: 'DELETE' as const, url: `/api/widgets/${id}` },
    ]) {
      expect((await merchant2.browser(request)).statusCode).toBe(404);
    }
    const batch = await merchant2.browser({ method: 'POST', url: '/api/widgets/batch/delete', payload: { ids: [id] } });
    expect(batch.json().data).toEqual({ ok: [], failed: [{ id, message: 'The record does not exist or has been deleted.' }] });
    expect((await merchant.browser({ method: 'GET', url: `/api/widgets/${id}` })).json().data.price).toBe(1400);
  });

  it('checks permissions: a designer (no goods page) gets 403 and nothing is written', async () => {
    const designer = await t.login('designer');
    expect((await designer.browser({ method: 'GET', url: '/api/widgets' })).statusCode).toBe(403);
    expect((await post(designer, { name: 'Sneaky', price: 1 })).statusCode).toBe(403);
    const guide = await t.login('guide'); // holds the goods page but no write action
    expect((await guide.browser({ method: 'GET', url: '/api/widgets' })).statusCode).toBe(200);
    expect((await post(guide, { name: 'Sneaky', price: 1 })).statusCode).toBe(403);
    expect((await merchant.browser({ method: 'GET', url: '/api/widgets?name_like=sneaky' })).json().data.total).toBe(0);
  });

  it('tags records with the area groups and filters the list by tag', async () => {
    const groups = (await merchant.browser({ method: 'GET', url: '/api/tags/commodity?name_like=room' })).json().data.list;
    const room = groups[0];
    const tagged = await merchant.browser({ method: 'PUT', url: `/api/widgets/${id}/tags`, payload: { tags: [`${room.id}:Bedroom`, `${room.id}:Kitchen`] } });
    expect(tagged.json().data.tags).toEqual([`${room.id}:Bedroom`, `${room.id}:Kitchen`]);
    const filtered = (await merchant.browser({ method: 'GET', url: `/api/widgets?tags_in=${room.id}:Kitchen` })).json().data;
    expect(filtered.list.map((w: { id: number }) => w.id)).toEqual([id]);
    const style = (await merchant.browser({ method: 'GET', url: '/api/tags/commodity?name_like=style' })).json().data.list[0];
    const single = await merchant.browser({ method: 'PUT', url: `/api/widgets/${id}/tags`, payload: { tags: [`${style.id}:Modern`, `${style.id}:Nordic`] } });
    expect(single.json().errors['tags.1']).toEqual(['This tag group allows one tag only.']);
    const foreign = await merchant2.browser({ method: 'PUT', url: `/api/widgets/${id}/tags`, payload: { tags: [] } });
    expect(foreign.statusCode).toBe(404);
    // Removing an item from its group takes it off the records.
    await merchant.browser({ method: 'PATCH', url: `/api/tags/commodity/${room.id}`, payload: { items: ['Living room', 'Bedroom'] } });
    expect((await merchant.browser({ method: 'GET', url: `/api/widgets/${id}` })).json().data.tags).toEqual([`${room.id}:Bedroom`]);
  });

  it('sends deleted records of a recycle-bin entity to the bin (soft delete) and audits every write', async () => {
    const batch = await merchant.browser({ method: 'POST', url: '/api/widgets/batch/delete', payload: { ids: [id, 999_999] } });
    expect(batch.json().data.ok).toEqual([id]);
    expect((await merchant.browser({ method: 'GET', url: `/api/widgets/${id}` })).statusCode).toBe(404);
    const row = await t.database.db
      .selectFrom('test_widgets' as never)
      .select(['deleted_at'] as never)
      .where('id' as never, '=', id as never)
      .executeTakeFirst();
    expect((row as { deleted_at: Date | null }).deleted_at).not.toBeNull();
    const operator = await t.login('operator');
    const audit = (await operator.browser({ method: 'GET', url: `/api/audit-logs?entity=widgets&record_id=${id}&sort=id&fields=before,after` })).json().data
      .list;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['create', 'update', 'update', 'tag', 'delete']);
    expect(audit[1]).toMatchObject({ account_name: 'merchant', before: { name: 'Oak table' }, after: { name: 'Oak desk' } });
  });

  it('exports and imports with the generated template, scoped to the merchant', async () => {
    const template = await merchant.browser({ method: 'GET', url: '/api/widgets/import/template' });
    expect((await readSheet(template.rawPayload))[0]).toEqual(['name', 'price', 'on_shelf', 'ends_at']);
    const upload = await merchant.browser({
      method: 'POST',
      url: '/api/widgets/import',
      ...multipart(
        await makeSheet([
          ['name', 'price', 'on_shelf'],
          ['Pine chair', 1, 'Yes'],
          ['Birch bed', 900, 'No'],
        ]),
      ),
    });
    const job = await waitForJob(merchant, upload.json().data.id);
    expect(job.message).toBe('1 imported, 1 skipped. Import failed for duplicate ids; only non-duplicates can be imported.');
    const exported = await merchant.browser({ method: 'POST', url: '/api/widgets/export?sort=name', payload: { columns: ['name', 'price'] } });
    const done = await waitForJob(merchant, exported.json().data.id);
    const rows = await readSheet((await merchant.browser({ method: 'GET', url: `/api/jobs/${done.id}/file` })).rawPayload);
    expect(rows.slice(1)).toEqual([
      ['Birch bed', '900'],
      ['Oak shelf', '800'],
      ['Pine chair', '300'],
    ]);
    expect((await merchant2.browser({ method: 'GET', url: '/api/widgets?name_like=birch' })).json().data.total).toBe(0);
  });

  it('limits a shopping guide to its own rows where the entity declares a guide column', async () => {
    const guide = await t.login('guide');
    const own = await guide.browser({ method: 'POST', url: '/api/guide-widgets', payload: { name: 'Mine' } });
    expect(own.statusCode).toBe(403); // the guide's customer page grants reading only
    await sql`insert into test_guide_widgets (merchant_id, sale_id, name) select merchant_id, id, 'Guide row' from accounts where username = 'guide'`.execute(
      t.database.db,
    );
    await sql`insert into test_guide_widgets (merchant_id, sale_id, name) select merchant_id, id, 'Manager row' from accounts where username = 'manager'`.execute(
      t.database.db,
    );
    const seen = (await guide.browser({ method: 'GET', url: '/api/guide-widgets' })).json().data.list.map((w: { name: string }) => w.name);
    expect(seen).toEqual(['Guide row']);
    expect((await merchant.browser({ method: 'GET', url: '/api/guide-widgets' })).json().data.total).toBe(2);
  });
});

describe("the entity's server plug-in (widget.server.ts)", () => {
  const priceHistory = async (id: number) =>
    (await sql<{ price: number }>`select price from test_widget_prices where widget_id = ${id} order by at`.execute(t.database.db)).rows.map((row) =>
      Number(row.price),
    );
  let stool: number;

  it('validates against the database before writing: a name the merchant already uses is a 422 on name', async () => {
    const taken = await post(merchant, { name: 'OAK SHELF', price: 5 });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['Already exists.'] });
    expect((await merchant.browser({ method: 'GET', url: '/api/widgets?name_like=oak%20shelf' })).json().data.total).toBe(1);
    // Another merchant's names are no concern of this one's.
    expect((await post(merchant2, { name: 'Oak shelf', price: 5 })).statusCode).toBe(200);
    stool = (await post(merchant, { name: 'Maple stool', price: 50 })).json().data.id;
    const renamed = await merchant.browser({ method: 'PATCH', url: `/api/widgets/${stool}`, payload: { name: 'pine chair' } });
    expect(renamed.json().errors).toEqual({ name: ['Already exists.'] });
    expect((await merchant.browser({ method: 'PATCH', url: `/api/widgets/${stool}`, payload: { name: 'Maple Stool' } })).statusCode).toBe(200);
  });

  it('runs afterWrite in the write: each new price goes into the history, a rename adds none', async () => {
    await merchant.browser({ method: 'PATCH', url: `/api/widgets/${stool}`, payload: { price: 40 } });
    expect(await priceHistory(stool)).toEqual([50, 40]);
  });

  it('serves its record action on one record and on a batch, validated and hooked like any write', async () => {
    const one = await merchant.browser({ method: 'POST', url: `/api/widgets/${stool}/discount`, payload: { percent: 10 } });
    expect(one.json().data).toMatchObject({ id: stool, price: 36 });
    expect((await merchant.browser({ method: 'POST', url: `/api/widgets/${stool}/discount`, payload: { percent: 0 } })).statusCode).toBe(422);
    expect((await merchant2.browser({ method: 'POST', url: `/api/widgets/${stool}/discount`, payload: { percent: 10 } })).statusCode).toBe(404);
    const batch = await merchant.browser({ method: 'POST', url: '/api/widgets/batch/discount', payload: { ids: [stool, 999_999], percent: 50 } });
    expect(batch.json().data).toEqual({ ok: [stool], failed: [{ id: 999_999, message: 'The record does not exist or has been deleted.' }] });
    expect(await priceHistory(stool)).toEqual([50, 40, 36, 18]);
  });

  it('serves its own route from its plug-in, with its permission and the merchant’s scope (server/app.ts lists none)', async () => {
    const live = async (session: Session) => session.browser({ method: 'GET', url: '/api/widgets-live' });
    const before = (await live(merchant)).json().data.live;
    const id = (await post(merchant, { name: 'Route widget', price: 5 })).json().data.id;
    await merchant.browser({ method: 'POST', url: `/api/widgets/${id}/launch`, payload: {} });
    expect((await live(merchant)).json().data.live).toBe(before + 1);
    expect((await live(merchant2)).json().data.live).toBe(0);
    expect((await live(await t.login('designer'))).statusCode).toBe(403);
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/widgets-live'].get['x-atrium-access']).toBeDefined();
  });

  it('has its scheduled job in pg-boss, and running it through the job runner does its work', async () => {
    const schedules = await sql<{ name: string; cron: string }>`select name, cron from pgboss.schedule`.execute(t.database.db);
    expect(schedules.rows).toContainEqual({ name: `atrium-${WIDGET_CLEARANCE}`, cron: '0 4 * * *' });
    const free = (await post(merchant, { name: 'Free sample', price: 0, on_shelf: true })).json().data.id;
    const paid = (await post(merchant, { name: 'Paid sample', price: 1, on_shelf: true })).json().data.id;
    const runner = new JobRunner(t.database.db, t.env, t.app.log, assemblePlugins(TEST_RESOURCES, TEST_PLUGINS), {} as FileStorage, t.app.bus);
    await runner.runScheduled(WIDGET_CLEARANCE);
    const shelf = async (id: number) => (await merchant.browser({ method: 'GET', url: `/api/widgets/${id}` })).json().data.on_shelf;
    expect([await shelf(free), await shelf(paid)]).toEqual([false, true]);
  });
});

describe("the entity's declared status machine (widget-resource.ts `machines`)", () => {
  let id: number;
  const move = (action: string, target = id) => merchant.browser({ method: 'POST', url: `/api/widgets/${target}/${action}`, payload: {} });
  const stage = async () => (await merchant.browser({ method: 'GET', url: `/api/widgets/${id}` })).json().data.stage;

  beforeAll(async () => {
    id = (await post(merchant, { name: 'Machine widget', price: 10 })).json().data.id;
  });

  it.each([
    // [action, stage before, status, message or the stage after]
    ['pause', 'draft', 409, 'This resources.widgets.record cannot move from “resources.widgets.stages.draft” to “resources.widgets.stages.paused” this way.'],
    ['resume', 'draft', 409, 'This resources.widgets.record cannot move from “resources.widgets.stages.draft” to “resources.widgets.stages.live” this way.'],
    ['launch', 'draft', 200, 'live'],
    ['launch', 'live', 409, 'Status unchanged.'],
    ['resume', 'live', 409, 'Status unchanged.'],
    ['pause', 'live', 200, 'paused'],
    ['pause', 'paused', 409, 'Status unchanged.'],
    ['launch', 'paused', 409, 'This resources.widgets.record cannot move from “resources.widgets.stages.paused” to “resources.widgets.stages.live” this way.'],
    ['resume', 'paused', 200, 'live'],
  ] as const)('%s from %s → %i %s', async (action, before, status, outcome) => {
    expect(await stage()).toBe(before);
    const response = await move(action);
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json().data.stage).toBe(outcome);
    else expect(response.json().message).toBe(outcome);
    expect(await stage()).toBe(status === 200 ? outcome : before);
  });

  it('judges each record of a batch on its own: one moves, one is refused with its reason', async () => {
    const draft = (await post(merchant, { name: 'Batch draft widget', price: 10 })).json().data.id;
    const batch = await merchant.browser({ method: 'POST', url: '/api/widgets/batch/launch', payload: { ids: [draft, id] } });
    expect(batch.json().data).toEqual({ ok: [draft], failed: [{ id, message: 'Status unchanged.' }] });
  });

  it('documents the moves of each action in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/widgets/{id}/launch'].post['x-atrium-moves']).toEqual([
      { field: 'stage', from: ['draft'], to: ['live'], pick: 'fixed', allowSame: false },
    ]);
    expect(document.paths['/api/widgets/batch/pause'].post['x-atrium-moves']).toEqual([
      { field: 'stage', from: ['live'], to: ['paused'], pick: 'fixed', allowSame: false },
    ]);
    expect(document.paths['/api/widgets/{id}/discount'].post['x-atrium-moves']).toBeUndefined();
  });

  it('audits a move with the state before and after', async () => {
    const rows = await t.database.pool.query(
      "select before->>'stage' as before, after->>'stage' as after from audit_log where entity = 'widgets' and record_id = $1 order by id",
      [id],
    );
    expect(rows.rows.map((row) => `${row.before} → ${row.after}`)).toEqual(['null → draft', 'draft → live', 'live → paused', 'paused → live']);
  });
});
