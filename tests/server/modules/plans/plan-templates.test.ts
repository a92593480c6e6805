import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
let merchant: Session;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  merchantId = Number(
    (await t.database.db.selectFrom('accounts').select('merchant_id').where('username', '=', 'merchant').executeTakeFirstOrThrow()).merchant_id,
  );
});
afterAll(() => t.close());

const setTerms = (terms: { template_privilege?: 'none' | 'basic' | 'all'; template_cap?: number; rendering?: boolean }) =>
  t.database.db.updateTable('merchants').set(terms).where('id', '=', merchantId).execute();
const usable = async (kind: 'plans' | 'halls') => (await merchant.browser({ method: 'GET', url: `/api/${kind}/templates` })).json().data;
const start = (kind: 'plans' | 'halls', body: Record<string, unknown>) =>
  merchant.browser({ method: 'POST', url: `/api/${kind}/from-template`, payload: body });

describe('starting a plan or hall from a template (template privilege and cap)', () => {
  it('offers templates by privilege: none, basic ones, or all', async () => {
    await setTerms({ template_privilege: 'none' });
    expect(await usable('halls')).toEqual({ privilege: 'none', list: [] });
    await setTerms({ template_privilege: 'basic' });
    expect((await usable('halls')).list.map((row: { name: string }) => row.name)).toEqual(['Nordic showroom']);
    // The demo's plan template is premium.
    expect((await usable('plans')).list).toEqual([]);
    await setTerms({ template_privilege: 'all' });
    expect((await usable('plans')).list).toEqual([expect.objectContaining({ name: 'Modern apartment', template_tier: 'premium', scene_count: 3 })]);
  });

  it("makes a new hall of the template's published scenes, counted as a template use", async () => {
    await setTerms({ template_privilege: 'basic', template_cap: 20 });
    const [template] = (await usable('halls')).list;
    const made = await start('halls', { template_id: template.id, name: 'My showroom' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ name: 'My showroom', source: 'template', scene_count: 3, status: 'draft', published_revision: null });
    const scenes = (await merchant.browser({ method: 'GET', url: `/api/halls/${made.json().data.id}/scenes` })).json().data;
    expect(scenes.graph.scenes).toHaveLength(3);
    // Its panoramas are the platform's: the merchant's own saves keep them.
    expect(
      (await merchant.browser({ method: 'PUT', url: `/api/halls/${made.json().data.id}/scenes`, payload: { revision: scenes.revision, graph: scenes.graph } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses without the privilege, a template the privilege does not open (404), and beyond the template cap', async () => {
    await setTerms({ template_privilege: 'all' });
    const [premium] = (await usable('plans')).list;
    await setTerms({ template_privilege: 'none' });
    const none = await start('plans', { template_id: premium.id });
    expect([none.statusCode, none.json().message]).toEqual([409, 'Your version has no template privilege.']);
    await setTerms({ template_privilege: 'basic' });
    expect((await start('plans', { template_id: premium.id })).statusCode).toBe(404);
    await setTerms({ template_privilege: 'all', template_cap: 0, rendering: true });
    const capped = await start('plans', { template_id: premium.id });
    expect([capped.statusCode, capped.json().message]).toEqual([409, 'The scheme has reached the upper limit.']);
    // Exactly at the cap: the uses so far plus this one.
    const uses = Number(
      (
        await t.database.db
          .selectFrom('plans')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('merchant_id', '=', merchantId)
          .where('source', '=', 'template')
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
    await setTerms({ template_cap: uses + 1 });
    expect((await start('halls', { template_id: (await usable('halls')).list[0].id })).statusCode).toBe(200);
    await setTerms({ template_cap: 20, rendering: false });
    // A real-time rendering template needs the rendering permission, as any such plan does.
    const rendering = await start('plans', { template_id: premium.id });
    expect(rendering.statusCode).toBe(422);
    await setTerms({ rendering: true });
    expect((await start('plans', { template_id: premium.id })).statusCode).toBe(200);
  });

  it('lets a guide start nothing', async () => {
    const guide = await t.login('guide');
    expect((await guide.browser({ method: 'POST', url: '/api/halls/from-template', payload: { template_id: 1 } })).statusCode).toBe(403);
  });
});
