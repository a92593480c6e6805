import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sceneGraphSchema } from '../../../resources/plans/scene-graph.ts';
import { ensureDemoPanoramas } from '../../../server/seed/seed-plans.ts';
import { localStorage } from '../../../server/storage/local-storage.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'atrium-demo-panoramas-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the demo plans (issue 20)', () => {
  it('gives each demo merchant two plans of three scenes and a hall, and the platform a template of each kind', async () => {
    const rows = await t.database.db.selectFrom('plans').select(['merchant_id', 'kind', 'template', 'scene_count', 'scene_graph']).execute();
    const mine = (kind: string) => rows.filter((row) => row.merchant_id !== null && row.kind === kind);
    expect(mine('plan')).toHaveLength(4);
    expect(mine('hall')).toHaveLength(2);
    expect(
      rows
        .filter((row) => row.template)
        .map((row) => row.kind)
        .sort(),
    ).toEqual(['hall', 'plan']);
    for (const row of rows) {
      const graph = sceneGraphSchema.parse(row.scene_graph);
      expect(graph.scenes).toHaveLength(row.scene_count);
      expect(graph.scenes).toHaveLength(3);
    }
  });

  it('links the merchant plans to their own goods and albums through hotspots', async () => {
    const merchantId = Number(
      (await t.database.db.selectFrom('accounts').select('merchant_id').where('username', '=', 'merchant').executeTakeFirstOrThrow()).merchant_id,
    );
    const merchant = await t.login('merchant');
    const plan = (await merchant.browser({ method: 'GET', url: '/api/plans?name_like=Riverside' })).json().data.list[0];
    const scenes = (await merchant.browser({ method: 'GET', url: `/api/plans/${plan.id}/scenes` })).json().data;
    const targets = scenes.graph.scenes.flatMap((scene: { hotspots: { target: { kind: string; id?: number } }[] }) =>
      scene.hotspots.map((spot) => spot.target),
    );
    const goods = targets.find((target: { kind: string }) => target.kind === 'commodity');
    const owner = await sql<{ merchant_id: number }>`select merchant_id from commodities where id = ${goods.id}`.execute(t.database.db);
    expect(Number(owner.rows[0]!.merchant_id)).toBe(merchantId);
    expect(targets.map((target: { kind: string }) => target.kind)).toEqual(expect.arrayContaining(['scene', 'commodity', 'album']));
    expect(scenes.published_revision).toBe(1);
  });

  it('makes the panoramas the rows name at start, once', async () => {
    const storage = localStorage(dir);
    expect(await ensureDemoPanoramas(t.database.db, storage)).toBe(5);
    expect(await storage.head('panoramas/platform/demo-living/4k.jpg')).toMatchObject({ contentType: 'image/jpeg' });
    expect(await storage.head('panoramas/platform/demo-loft/front.jpg')).toBeTruthy();
    expect(await ensureDemoPanoramas(t.database.db, storage)).toBe(0);
  });
});
