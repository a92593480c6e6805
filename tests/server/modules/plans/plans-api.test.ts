import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
let merchant: Session;
let merchant2: Session;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  merchant2 = await t.login('merchant2');
  operator = await t.login('operator');
});
afterAll(() => t.close());

type Kind = 'plans' | 'halls';
const create = async (session: Session, kind: Kind, body: Record<string, unknown> = {}) =>
  session.browser({ method: 'POST', url: `/api/${kind}`, payload: { name: 'Riverside flat', ...body } });
const created = async (kind: Kind = 'plans', body: Record<string, unknown> = {}) => {
  const response = await create(merchant, kind, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown> & { id: number };
};
const act = (session: Session, kind: Kind, id: number, action: string, payload?: unknown) =>
  session.browser({ method: 'POST', url: `/api/${kind}/${id}/${action}`, ...(payload ? { payload } : {}) });
const merchantIdOf = async (username: string) =>
  Number((await t.database.db.selectFrom('accounts').select('merchant_id').where('username', '=', username).executeTakeFirstOrThrow()).merchant_id);
/** A stored draft of one scene, as an import would leave it. */
const withScenes = (id: number) =>
  sql`update plans set scene_count = 1, revision = 1, cover = '/files/panoramas/1/a/thumb.jpg',
    scene_graph = ${JSON.stringify({ start: 'hall', scenes: [{ id: 'hall', name: 'Hall', image: { kind: 'sphere', base: '/files/panoramas/1/a', width: 4096 } }] })}::jsonb
    where id = ${id}`.execute(t.database.db);

describe('plans and halls: the spec §3 fields and §5 name rule', () => {
  it.each(['plans', 'halls'] as const)('%s: creates a draft with the defaults, lists it, and refuses a name outside 1–50', async (kind) => {
    const record = await created(kind, { name: `  Lake ${kind}  ` });
    expect(record).toMatchObject({
      name: `Lake ${kind}`,
      resolution: '4k',
      type: 'roaming',
      status: 'draft',
      visibility: 'none',
      import_status: 'ready',
      scene_count: 0,
    });
    const list = (await merchant.browser({ method: 'GET', url: `/api/${kind}?name_like=Lake` })).json().data;
    expect(list.list.map((row: { id: number }) => row.id)).toContain(record.id);
    for (const name of ['', ' ', 'x'.repeat(51)]) {
      const refused = await create(merchant, kind, { name });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['name']);
    }
  });

  it('keeps plans and halls apart: a hall is not found under plans', async () => {
    const hall = await created('halls');
    expect((await merchant.browser({ method: 'GET', url: `/api/plans/${hall.id}` })).statusCode).toBe(404);
    expect((await merchant.browser({ method: 'GET', url: `/api/halls/${hall.id}` })).statusCode).toBe(200);
  });

  it("never shows another merchant's plan (404)", async () => {
    const plan = await created();
    for (const request of [
      { method: 'GET', url: `/api/plans/${plan.id}` },
      { method: 'PATCH', url: `/api/plans/${plan.id}`, payload: { name: 'Mine' } },
      { method: 'POST', url: `/api/plans/${plan.id}/copy` },
      { method: 'DELETE', url: `/api/plans/${plan.id}` },
    ] as const)
      expect((await merchant2.browser(request)).statusCode).toBe(404);
  });

  it('refuses real-time rendering without the rendering permission, and takes it with it', async () => {
    const merchantId = await merchantIdOf('merchant');
    await t.database.db.updateTable('merchants').set({ rendering: false }).where('id', '=', merchantId).execute();
    const refused = await create(merchant, 'plans', { type: 'rendering' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ type: ['Your version has no real-time rendering permission.'] });
    await t.database.db.updateTable('merchants').set({ rendering: true }).where('id', '=', merchantId).execute();
    expect((await create(merchant, 'plans', { type: 'rendering' })).statusCode).toBe(200);
  });

  it("takes a store scope of the merchant's own stores only", async () => {
    const own = (await merchant.browser({ method: 'GET', url: '/api/plans/choices/store_ids' })).json().data.list;
    expect(own.length).toBeGreaterThan(0);
    expect((await create(merchant, 'plans', { store_ids: [own[0].id] })).json().data.store_ids).toEqual([own[0].id]);
    const foreign = (await merchant2.browser({ method: 'GET', url: '/api/plans/choices/store_ids' })).json().data.list;
    const refused = await create(merchant, 'plans', { store_ids: [own[0].id, foreign[0].id] });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['store_ids.1']);
  });
});

describe('the plan cap (spec §8), plans and halls together', () => {
  it('refuses the create beyond the cap, parallel creates too, and a copy', async () => {
    const merchantId = await merchantIdOf('merchant2');
    const held = (
      await sql<{ count: number }>`select count(*)::int as count from plans where merchant_id = ${merchantId} and deleted_at is null`.execute(t.database.db)
    ).rows[0]!.count;
    await t.database.db
      .updateTable('merchants')
      .set({ plan_cap: held + 2 })
      .where('id', '=', merchantId)
      .execute();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => create(merchant2, index % 2 ? 'halls' : 'plans', { name: `Cap ${index}` })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    const refusals = answers.filter((answer) => answer.statusCode !== 200);
    expect(refusals.map((answer) => [answer.statusCode, answer.json().message])).toEqual(
      Array(3).fill([409, 'Goods or plan limit reached: ask the operator to raise your cap.']),
    );
    const first = answers.find((answer) => answer.statusCode === 200)!.json().data;
    const kind = first.id && (await merchant2.browser({ method: 'GET', url: `/api/plans/${first.id}` })).statusCode === 200 ? 'plans' : 'halls';
    expect((await act(merchant2, kind, first.id, 'copy')).statusCode).toBe(409);
    // One in the bin frees a place; coming back it needs one again.
    expect((await merchant2.browser({ method: 'DELETE', url: `/api/${kind}/${first.id}` })).statusCode).toBe(200);
    expect((await create(merchant2, 'plans', { name: 'In its place' })).statusCode).toBe(200);
    const restore = await merchant2.browser({ method: 'POST', url: `/api/recycle-bin/${kind}/${first.id}/restore` });
    expect(restore.statusCode).toBe(409);
    await t.database.db.updateTable('merchants').set({ plan_cap: 100 }).where('id', '=', merchantId).execute();
  });
});

describe('record actions (spec §4)', () => {
  it('submits once ("Status unchanged" the second time)', async () => {
    const plan = await created();
    expect((await act(merchant, 'plans', plan.id, 'submit')).json().data.status).toBe('submitted');
    const again = await act(merchant, 'plans', plan.id, 'submit');
    expect([again.statusCode, again.json().message]).toEqual([409, 'Status unchanged.']);
  });

  it('shares to all, to chosen stores (at least one), and takes it back', async () => {
    const plan = await created('halls');
    expect((await act(merchant, 'halls', plan.id, 'share', { visibility: 'all' })).json().data.visibility).toBe('all');
    const none = await act(merchant, 'halls', plan.id, 'share', { visibility: 'partial', store_ids: [] });
    expect(none.statusCode).toBe(422);
    const stores = (await merchant.browser({ method: 'GET', url: '/api/halls/choices/store_ids' })).json().data.list;
    const partial = await act(merchant, 'halls', plan.id, 'share', { visibility: 'partial', store_ids: [stores[0].id, stores[0].id] });
    expect(partial.json().data).toMatchObject({ visibility: 'partial', visible_store_ids: [stores[0].id] });
    expect((await act(merchant, 'halls', plan.id, 'unshare')).json().data).toMatchObject({ visibility: 'none', visible_store_ids: [] });
  });

  it('copies a plan with its scenes and tags as a new unpublished draft', async () => {
    const plan = await created('plans', { name: 'Loft' });
    await withScenes(plan.id);
    await act(merchant, 'plans', plan.id, 'publish');
    const copy = await act(merchant, 'plans', plan.id, 'copy');
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json().data).toMatchObject({ name: 'Loft (copy)', source: 'copy', scene_count: 1, status: 'draft', published_revision: null });
    const graph = await t.database.db.selectFrom('plans').select('scene_graph').where('id', '=', copy.json().data.id).executeTakeFirstOrThrow();
    expect(graph.scene_graph).toMatchObject({ start: 'hall' });
  });

  it('publishes the draft (409 without scenes, during an import, after a failed one; "Status unchanged" for the same revision)', async () => {
    const plan = await created();
    const empty = await act(merchant, 'plans', plan.id, 'publish');
    expect([empty.statusCode, empty.json().message]).toEqual([409, 'There are no scenes to publish yet.']);
    await withScenes(plan.id);
    for (const [state, message] of [
      ['importing', 'The import is still running; try again when it has finished.'],
      ['failed', 'The import failed, so there is nothing to publish.'],
    ] as const) {
      await t.database.db.updateTable('plans').set({ import_status: state }).where('id', '=', plan.id).execute();
      const refused = await act(merchant, 'plans', plan.id, 'publish');
      expect([refused.statusCode, refused.json().message]).toEqual([409, message]);
    }
    await t.database.db.updateTable('plans').set({ import_status: 'ready' }).where('id', '=', plan.id).execute();
    const published = await act(merchant, 'plans', plan.id, 'publish');
    expect(published.json().data).toMatchObject({ status: 'published', published_revision: 1 });
    expect(published.json().data.published_at).toBeTruthy();
    const again = await act(merchant, 'plans', plan.id, 'publish');
    expect([again.statusCode, again.json().message]).toEqual([409, 'Status unchanged.']);
    const row = await t.database.db.selectFrom('plans').select(['published_graph']).where('id', '=', plan.id).executeTakeFirstOrThrow();
    expect(row.published_graph).toMatchObject({ start: 'hall' });
  });
});

describe('the plan machine (issue 32): one status, draft → submitted → published', () => {
  /** A plan in `status` with one scene, its draft one revision ahead of what viewers see. */
  const planIn = async (status: 'draft' | 'submitted' | 'published') => {
    const plan = await created();
    await withScenes(plan.id);
    await sql`update plans set status = ${status}, revision = 2, published_revision = ${status === 'published' ? 1 : null} where id = ${plan.id}`.execute(
      t.database.db,
    );
    return plan.id;
  };

  it.each([
    ['draft', 'submit', 200, 'submitted'],
    ['submitted', 'submit', 409, 'Status unchanged.'],
    ['published', 'submit', 409, 'This plan cannot move from “Published” to “Submitted” this way.'],
    ['draft', 'publish', 200, 'published'],
    ['submitted', 'publish', 200, 'published'],
    // A newer draft revision is published again; the same revision is "Status unchanged" (above).
    ['published', 'publish', 200, 'published'],
  ] as const)('from %s, %s answers %i (%s)', async (from, action, code, outcome) => {
    const answer = await act(merchant, 'plans', await planIn(from), action);
    expect(answer.statusCode, answer.body).toBe(code);
    expect(code === 200 ? answer.json().data.status : answer.json().message).toBe(outcome);
  });

  it('lists one status, filterable, and the OpenAPI document shows the moves', async () => {
    const id = await planIn('published');
    const list = (await merchant.browser({ method: 'GET', url: '/api/plans?status=published&pageSize=100' })).json().data.list;
    expect(list.map((row: { id: number }) => row.id)).toContain(id);
    expect(list.every((row: { status: string }) => row.status === 'published')).toBe(true);
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/plans/{id}/submit'].post['x-atrium-moves']).toEqual([
      { field: 'status', from: ['draft'], to: ['submitted'], pick: 'fixed', allowSame: false },
    ]);
    expect(document.paths['/api/hall-templates/{id}/publish'].post['x-atrium-moves']).toEqual([
      { field: 'status', from: ['draft', 'published'], to: ['published'], pick: 'fixed', allowSame: true },
    ]);
  });
});

describe('the recycle bin (spec §4)', () => {
  it('takes a deleted plan and gives it back; a plan whose import failed cannot come back', async () => {
    const plan = await created();
    expect((await merchant.browser({ method: 'DELETE', url: `/api/plans/${plan.id}` })).statusCode).toBe(200);
    const bin = (await merchant.browser({ method: 'GET', url: '/api/recycle-bin?q=Riverside' })).json().data.list;
    expect(bin).toContainEqual(expect.objectContaining({ kind: 'plans', id: plan.id }));
    expect((await merchant.browser({ method: 'POST', url: `/api/recycle-bin/plans/${plan.id}/restore` })).statusCode).toBe(200);
    expect((await merchant.browser({ method: 'GET', url: `/api/plans/${plan.id}` })).statusCode).toBe(200);

    const failed = await created('halls');
    await t.database.db.updateTable('plans').set({ import_status: 'failed' }).where('id', '=', failed.id).execute();
    await merchant.browser({ method: 'DELETE', url: `/api/halls/${failed.id}` });
    const refused = await merchant.browser({ method: 'POST', url: `/api/recycle-bin/halls/${failed.id}/restore` });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'Its upload failed: failed-upload items cannot be restored.']);
  });
});

describe('who may (ACCESS.md)', () => {
  it('lets a guide read plans and halls but change nothing', async () => {
    const guide = await t.login('guide');
    const plan = await created();
    expect((await guide.browser({ method: 'GET', url: '/api/plans' })).statusCode).toBe(200);
    expect((await guide.browser({ method: 'GET', url: `/api/plans/${plan.id}` })).statusCode).toBe(200);
    for (const request of [
      { method: 'POST', url: '/api/plans', payload: { name: 'By a guide' } },
      { method: 'PATCH', url: `/api/plans/${plan.id}`, payload: { name: 'Renamed' } },
      { method: 'DELETE', url: `/api/plans/${plan.id}` },
      { method: 'POST', url: `/api/plans/${plan.id}/publish` },
      { method: 'POST', url: `/api/halls/${plan.id}/copy` },
    ] as const)
      expect((await guide.browser(request)).statusCode, `${request.method} ${request.url}`).toBe(403);
  });

  it('lets a designer make plans', async () => {
    const designer = await t.login('designer');
    expect((await create(designer, 'plans', { name: 'Designed' })).statusCode).toBe(200);
  });

  it('keeps templates to operators: they make them, merchants cannot reach the pages', async () => {
    for (const kind of ['hall-templates', 'plan-templates']) {
      const made = await operator.browser({ method: 'POST', url: `/api/${kind}`, payload: { name: 'Nordic', template_tier: 'premium' } });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().data).toMatchObject({ name: 'Nordic', template_tier: 'premium', scene_count: 0 });
      expect((await merchant.browser({ method: 'GET', url: `/api/${kind}` })).statusCode).toBe(403);
      // A template is no merchant's plan.
      expect((await merchant.browser({ method: 'GET', url: `/api/plans/${made.json().data.id}` })).statusCode).toBe(404);
    }
  });
});
