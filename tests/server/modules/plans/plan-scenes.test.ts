import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
let merchant: Session;
let merchant2: Session;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  merchant2 = await t.login('merchant2');
  merchantId = Number(
    (await t.database.db.selectFrom('accounts').select('merchant_id').where('username', '=', 'merchant').executeTakeFirstOrThrow()).merchant_id,
  );
});
afterAll(() => t.close());

const sphere = (owner: number | string, name = 'a') => ({ kind: 'sphere', base: `/files/panoramas/${owner}/${name}`, width: 4096 });
const newPlan = async () => (await merchant.browser({ method: 'POST', url: '/api/plans', payload: { name: 'Scenes' } })).json().data.id as number;
const save = (session: Session, id: number, revision: number, graph: unknown, kind = 'plans') =>
  session.browser({ method: 'PUT', url: `/api/${kind}/${id}/scenes`, payload: { revision, graph } });
const firstId = async (session: Session, path: string) =>
  (await session.browser({ method: 'GET', url: `${path}?pageSize=1` })).json().data.list[0].id as number;
const twoScenes = () => ({
  start: 'hall',
  scenes: [
    { id: 'hall', name: 'Hall', image: sphere(merchantId, 'hall'), hotspots: [{ id: 'go', yaw: 10, pitch: 0, target: { kind: 'scene', scene: 'kitchen' } }] },
    { id: 'kitchen', name: 'Kitchen', image: sphere(merchantId, 'kitchen') },
  ],
});

describe('the scenes of a plan: read, save, and the optimistic concurrency of the editor', () => {
  it('answers a new plan with no scenes, saves a graph, and counts the revision', async () => {
    const id = await newPlan();
    const empty = (await merchant.browser({ method: 'GET', url: `/api/plans/${id}/scenes` })).json().data;
    expect(empty).toMatchObject({ id, revision: 0, graph: null, published_graph: null });
    const saved = await save(merchant, id, 0, twoScenes());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ revision: 1, graph: { start: 'hall' } });
    const record = (await merchant.browser({ method: 'GET', url: `/api/plans/${id}` })).json().data;
    expect(record).toMatchObject({ scene_count: 2, revision: 1, cover: `/files/panoramas/${merchantId}/hall/thumb.jpg` });
  });

  it('refuses a stale save with the spec message, and keeps what the first save wrote', async () => {
    const id = await newPlan();
    expect((await save(merchant, id, 0, twoScenes())).statusCode).toBe(200);
    const stale = await save(merchant, id, 0, { start: 'x', scenes: [{ id: 'x', name: 'X', image: sphere(merchantId) }] });
    expect([stale.statusCode, stale.json().message]).toEqual([409, 'The current data is incorrect. Please refresh and try again!']);
    const zh = await merchant.browser({
      method: 'PUT',
      url: `/api/plans/${id}/scenes`,
      headers: { 'accept-language': 'zh-CN' },
      payload: { revision: 0, graph: twoScenes() },
    });
    expect(zh.json().message).toBe('当前数据有误，请刷新后重试！');
    expect((await merchant.browser({ method: 'GET', url: `/api/plans/${id}/scenes` })).json().data.graph.start).toBe('hall');
  });

  it.each([
    ['an image of another merchant', () => ({ start: 'a', scenes: [{ id: 'a', name: 'A', image: sphere(merchantId + 1000) }] }), 'graph.scenes.0.image.base'],
    [
      'an image outside the panorama store',
      () => ({ start: 'a', scenes: [{ id: 'a', name: 'A', image: { kind: 'sphere', base: 'https://x.example/a', width: 10 } }] }),
      'graph.scenes.0.image.base',
    ],
    [
      'a hotspot to a missing scene',
      () => ({
        start: 'a',
        scenes: [{ id: 'a', name: 'A', image: sphere(merchantId), hotspots: [{ id: 'h', yaw: 0, pitch: 0, target: { kind: 'scene', scene: 'b' } }] }],
      }),
      'graph.scenes.0.hotspots.0.target.scene',
    ],
    [
      'a hotspot to a javascript: link',
      () => ({
        start: 'a',
        scenes: [
          { id: 'a', name: 'A', image: sphere(merchantId), hotspots: [{ id: 'h', yaw: 0, pitch: 0, target: { kind: 'link', url: 'javascript:alert(1)' } }] },
        ],
      }),
      'graph.scenes.0.hotspots.0.target.url',
    ],
    [
      'a hotspot to an album that does not exist',
      () => ({
        start: 'a',
        scenes: [{ id: 'a', name: 'A', image: sphere(merchantId), hotspots: [{ id: 'h', yaw: 0, pitch: 0, target: { kind: 'album', id: 99_999_999 } }] }],
      }),
      'graph.scenes.0.hotspots.0.target.id',
    ],
  ])('refuses %s (422 at its place)', async (_name, graph, key) => {
    const id = await newPlan();
    const refused = await save(merchant, id, 0, graph());
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json().errors)).toContain(key);
  });

  it('refuses a hotspot to goods with none chosen on its goods field, saying what to do', async () => {
    const id = await newPlan();
    const graph = {
      start: 'a',
      scenes: [{ id: 'a', name: 'A', image: sphere(merchantId), hotspots: [{ id: 'h', yaw: 0, pitch: 0, target: { kind: 'commodity', id: 0 } }] }],
    };
    const refused = await save(merchant, id, 0, graph);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'graph.scenes.0.hotspots.0.target.id': ['Choose what this hotspot opens.'] });
  });

  it("takes the merchant's own goods and albums and a template's images, and refuses another merchant's goods", async () => {
    const id = await newPlan();
    const goods = await firstId(merchant, '/api/commodities');
    const album = await firstId(merchant, '/api/albums');
    const foreign = await firstId(merchant2, '/api/commodities');
    const graph = (target: unknown) => ({
      start: 'a',
      scenes: [
        {
          id: 'a',
          name: 'A',
          image: sphere('platform'),
          hotspots: [
            { id: 'h', yaw: 0, pitch: 0, target },
            { id: 'al', yaw: 5, pitch: 0, target: { kind: 'album', id: album } },
          ],
        },
      ],
    });
    const foreignSave = await save(merchant, id, 0, graph({ kind: 'commodity', id: foreign }));
    expect(Object.keys(foreignSave.json().errors)).toEqual(['graph.scenes.0.hotspots.0.target.id']);
    expect((await save(merchant, id, 0, graph({ kind: 'commodity', id: goods }))).statusCode).toBe(200);
  });

  it("answers 404 for another merchant's plan, and lets a guide read but not save", async () => {
    const id = await newPlan();
    expect((await merchant2.browser({ method: 'GET', url: `/api/plans/${id}/scenes` })).statusCode).toBe(404);
    expect((await save(merchant2, id, 0, twoScenes())).statusCode).toBe(404);
    const guide = await t.login('guide');
    expect((await guide.browser({ method: 'GET', url: `/api/plans/${id}/scenes` })).statusCode).toBe(200);
    expect((await save(guide, id, 0, twoScenes())).statusCode).toBe(403);
  });

  it('publishes the saved draft; later saves change the draft only', async () => {
    const id = await newPlan();
    await save(merchant, id, 0, twoScenes());
    expect((await merchant.browser({ method: 'POST', url: `/api/plans/${id}/publish` })).statusCode).toBe(200);
    await save(merchant, id, 1, { ...twoScenes(), start: 'kitchen' });
    const scenes = (await merchant.browser({ method: 'GET', url: `/api/plans/${id}/scenes` })).json().data;
    expect(scenes).toMatchObject({ revision: 2, published_revision: 1, graph: { start: 'kitchen' }, published_graph: { start: 'hall' } });
  });
});
