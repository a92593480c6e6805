import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';
import { heardWrites, TEST_PLUGINS } from './widget.server.ts';
import { TEST_RESOURCES, WIDGET_TABLES } from './widget-resource.ts';

// The test entity's derived state and the write events every write raises (declared-entity.test.ts
// covers the rest of the same entity).
let t: TestApp;
let merchant: Session;
beforeAll(async () => {
  t = await createTestApp({ resources: TEST_RESOURCES, plugins: TEST_PLUGINS });
  await sql.raw(WIDGET_TABLES).execute(t.database.db);
  merchant = await t.login('merchant');
});
afterAll(() => t.close());

const post = (s: Session, payload: object) => s.browser({ method: 'POST', url: '/api/widgets', payload });

describe("the machine's derived state (widget-resource.ts `derived`: ended once the end has passed)", () => {
  const ago = new Date(Date.now() - 60_000).toISOString();
  const ahead = new Date(Date.now() + 86_400_000).toISOString();
  let ended: number;
  let running: number;
  const widget = async (id: number) => (await merchant.browser({ method: 'GET', url: `/api/widgets/${id}` })).json().data;
  const listed = async (query: string) =>
    (await merchant.browser({ method: 'GET', url: `/api/widgets?${query}&pageSize=100` })).json().data.list.map((row: { id: number }) => row.id);

  beforeAll(async () => {
    ended = (await post(merchant, { name: 'Ended widget', price: 10, ends_at: ago })).json().data.id;
    running = (await post(merchant, { name: 'Running widget', price: 10, ends_at: ahead })).json().data.id;
    for (const id of [ended, running]) expect((await merchant.browser({ method: 'POST', url: `/api/widgets/${id}/launch`, payload: {} })).statusCode).toBe(200);
  });

  it('shows the derived state in the record and the list, and the stored one while it does not hold', async () => {
    expect((await widget(ended)).stage).toBe('ended');
    expect((await widget(running)).stage).toBe('live');
    const row = (await merchant.browser({ method: 'GET', url: '/api/widgets?name_like=Ended%20widget' })).json().data.list[0];
    expect(row).toMatchObject({ id: ended, stage: 'ended' });
  });

  it('filters by the derived state and by the stored one as shown', async () => {
    expect(await listed('stage_in=ended')).toEqual([ended]);
    const live = await listed('stage_in=live');
    expect(live).toContain(running);
    expect(live).not.toContain(ended);
    expect(await listed('stage_in=ended,draft')).toContain(ended);
  });

  it('refuses every move from it, naming it, and a draft whose end has passed is still a draft', async () => {
    const pause = await merchant.browser({ method: 'POST', url: `/api/widgets/${ended}/pause`, payload: {} });
    expect([pause.statusCode, pause.json().message]).toEqual([
      409,
      'This resources.widgets.record cannot move from “resources.widgets.stages.ended” to “resources.widgets.stages.paused” this way.',
    ]);
    const draft = (await post(merchant, { name: 'Past draft widget', price: 10, ends_at: ago })).json().data;
    expect(draft.stage).toBe('draft');
  });
});

describe('write events that name the move (a plug-in hearing every write: widget.server.ts `writeRecorder`)', () => {
  const heardFor = (entity: string, id: number) =>
    heardWrites
      .filter((write) => write.entity === entity && write.event.id === id)
      .map(({ event }) => ({ action: event.action, name: event.name, moves: event.moves }));

  it('hears each write of the engine and of record actions, named, with the moves from → to', async () => {
    const id = (await post(merchant, { name: 'Heard widget', price: 20 })).json().data.id;
    await merchant.browser({ method: 'PATCH', url: `/api/widgets/${id}`, payload: { price: 25 } });
    await merchant.browser({ method: 'POST', url: `/api/widgets/${id}/discount`, payload: { percent: 10 } });
    await merchant.browser({ method: 'POST', url: `/api/widgets/${id}/launch`, payload: {} });
    // A refused move raises nothing.
    await merchant.browser({ method: 'POST', url: `/api/widgets/${id}/launch`, payload: {} });
    await merchant.browser({ method: 'POST', url: `/api/widgets/${id}/pause`, payload: {} });
    await merchant.browser({ method: 'DELETE', url: `/api/widgets/${id}` });
    expect(heardFor('widgets', id)).toEqual([
      { action: 'create', name: 'create', moves: [] },
      { action: 'update', name: 'update', moves: [] },
      { action: 'update', name: 'discount', moves: [] },
      { action: 'update', name: 'launch', moves: [{ field: 'stage', from: 'draft', to: 'live' }] },
      { action: 'update', name: 'pause', moves: [{ field: 'stage', from: 'live', to: 'paused' }] },
      { action: 'delete', name: 'delete', moves: [] },
    ]);
    const write = heardWrites.find((candidate) => candidate.entity === 'widgets' && candidate.event.id === id && candidate.event.name === 'pause')!;
    expect(write.actor.username).toBe('merchant');
    expect(write.merchantId).toBe(write.event.after?.merchant_id);
    expect(write.event.before?.stage).toBe('live');
  });

  it("hears the recycle bin's restore (the bin serves the registry's kinds: a plan here)", async () => {
    const plan = (await merchant.browser({ method: 'POST', url: '/api/plans', payload: { name: 'Heard plan' } })).json().data.id;
    await merchant.browser({ method: 'DELETE', url: `/api/plans/${plan}` });
    expect((await merchant.browser({ method: 'POST', url: `/api/recycle-bin/plans/${plan}/restore` })).statusCode).toBe(200);
    expect(heardFor('plans', plan).map((write) => write.name)).toEqual(['create', 'delete', 'restore']);
  });

  it("hears the module routes' writes too: a scene save, channels, a material's create, move and delete, the time zone", async () => {
    const merchantId = Number(
      (await t.database.db.selectFrom('accounts').select('merchant_id').where('username', '=', 'merchant').executeTakeFirstOrThrow()).merchant_id,
    );
    const plan = (await merchant.browser({ method: 'POST', url: '/api/plans', payload: { name: 'Heard scenes' } })).json().data.id;
    const graph = {
      start: 'hall',
      scenes: [{ id: 'hall', name: 'Hall', image: { kind: 'sphere', base: `/files/panoramas/${merchantId}/hall`, width: 4096 } }],
    };
    expect((await merchant.browser({ method: 'PUT', url: `/api/plans/${plan}/scenes`, payload: { revision: 0, graph } })).statusCode).toBe(200);
    expect((await merchant.browser({ method: 'POST', url: '/admin-api/kuxiaoju/content/auth', payload: { contentId: plan, channels: [] } })).statusCode).toBe(
      200,
    );
    const saved = heardWrites.filter((write) => write.entity === 'plans' && write.event.id === plan).at(-2)!;
    expect([saved.event.name, saved.event.before?.revision, saved.event.after?.revision]).toEqual(['save-scenes', 0, 1]);
    expect(heardFor('plans', plan).at(-1)?.name).toBe('grant-channels');

    const folder = (await merchant.browser({ method: 'POST', url: '/api/materials/center/folders', payload: { name: 'Heard folder', pid: null } })).json().data
      .id;
    const inner = (await merchant.browser({ method: 'POST', url: '/api/materials/center/folders', payload: { name: 'Heard inner', pid: null } })).json().data
      .id;
    expect((await merchant.browser({ method: 'POST', url: `/api/materials/center/${inner}/move`, payload: { pid: folder } })).statusCode).toBe(200);
    expect((await merchant.browser({ method: 'DELETE', url: `/api/materials/center/${folder}` })).statusCode).toBe(200);
    expect(heardFor('materials', inner).map((write) => write.name)).toEqual(['create', 'move']);
    expect(heardFor('materials', folder).map((write) => [write.action, write.name])).toEqual([
      ['create', 'create'],
      ['delete', 'delete'],
    ]);

    expect((await merchant.browser({ method: 'PUT', url: '/api/settings/time-zone', payload: { time_zone: 'Asia/Tokyo' } })).statusCode).toBe(200);
    const zone = heardWrites.filter((write) => write.entity === 'merchants' && write.event.id === merchantId).at(-1)!;
    expect([zone.event.name, zone.event.after]).toEqual(['time-zone', { time_zone: 'Asia/Tokyo' }]);
  });

  it('keeps the operation and the moves in the audit log, which reads the same event', async () => {
    const id = (await post(merchant, { name: 'Audited move widget', price: 20 })).json().data.id;
    await merchant.browser({ method: 'POST', url: `/api/widgets/${id}/launch`, payload: {} });
    const operator = await t.login('operator');
    const entries = (await operator.browser({ method: 'GET', url: `/api/audit-logs?entity=widgets&record_id=${id}&sort=id` })).json().data.list;
    expect(entries.map((entry: { action: string; operation: string | null; moves: unknown }) => [entry.action, entry.operation, entry.moves])).toEqual([
      ['create', null, null],
      ['update', 'launch', [{ field: 'stage', from: 'draft', to: 'live' }]],
    ]);
  });
});
