import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';
import { ok } from '../modules/accounts/organisation-helpers.ts';

/** Issue 38's demo apps (server/seed/seed-apps.ts), read back through the API. */
let t: TestApp;
let merchant: Session;

type App = { id: number; name: string; status: string; on_shelf: boolean; viewuuid: string | null; view_password: string } & Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
}, 30_000);
afterAll(() => t?.close());

describe('the apps demo', () => {
  it('gives Demo Living two published showrooms on shelf, one behind a password, and a draft', async () => {
    const page = await ok<{ list: App[] }>(merchant.bearer({ method: 'GET', url: '/api/apps?pageSize=100' }));
    const published = page.list.filter((app) => app.status === 'published');
    expect(published).toHaveLength(2);
    for (const app of published) expect(app).toMatchObject({ on_shelf: true, viewuuid: expect.stringMatching(/^[a-f0-9]{32}$/) });
    expect(page.list.filter((app) => app.status === 'draft')).toHaveLength(1);
    const locked = await Promise.all(published.map((app) => ok<App>(merchant.bearer({ method: 'GET', url: `/api/apps/${app.id}` }))));
    expect(locked.map((app) => app.view_password).sort()).toEqual(['', '8888']);
  });

  it("shows only the merchant's own live content, every kind of it in the open showroom", async () => {
    const page = await ok<{ list: App[] }>(merchant.bearer({ method: 'GET', url: '/api/apps?pageSize=100' }));
    const open = await ok<App>(merchant.bearer({ method: 'GET', url: `/api/apps/${page.list.find((app) => app.name === 'Demo Living showroom')!.id}` }));
    for (const field of ['plan_ids', 'hall_ids', 'commodity_ids', 'album_ids', 'video_ids', 'document_ids', 'coupon_ids', 'activity_ids'])
      expect((open[field] as number[]).length, field).toBeGreaterThan(0);
    const { rows } = await sql<{ foreign: number }>`
      SELECT count(*)::int AS foreign FROM apps a, unnest(a.commodity_ids) AS g(id) JOIN commodities c ON c.id = g.id
      WHERE c.merchant_id <> a.merchant_id`.execute(t.database.db);
    expect(rows[0]!.foreign).toBe(0);
  });
});
