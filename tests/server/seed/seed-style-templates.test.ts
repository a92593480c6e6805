import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStyleTemplatesDemo } from '../../../server/seed/seed-style-templates.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { ok } from '../modules/accounts/organisation-helpers.ts';

/** Issue 38's demo style templates (server/seed/seed-style-templates.ts), seeded afresh and read back through the API. */
let t: TestApp;
type Template = { id: number; name: string; style: string; status: string };

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await sql<{ key: string; id: string }>`
    SELECT CASE name WHEN 'Demo Living' THEN 'living' ELSE 'second' END AS key, id FROM merchants WHERE name IN ('Demo Living', 'Second Home')`.execute(
    t.database.db,
  );
  // Whatever the demo seeded already goes, so the seed's own rows are all there is.
  await t.database.db.transaction().execute(async (trx) => {
    await sql`UPDATE apps SET style_template_id = NULL`.execute(trx);
    await sql`DELETE FROM style_templates`.execute(trx);
    await seedStyleTemplatesDemo(trx, new Map(rows.map((row) => [row.key, Number(row.id)])));
  });
}, 30_000);
afterAll(() => t?.close());

describe('the style templates demo', () => {
  it('gives the operators an open system template of each style', async () => {
    const operator = await t.login('operator');
    const { list } = await ok<{ list: Template[] }>(operator.bearer({ method: 'GET', url: '/api/system-style-templates?pageSize=100' }));
    expect(list.map((row) => [row.style, row.status]).sort()).toEqual([
      ['simple', 'open'],
      ['technology', 'open'],
    ]);
  });

  it('gives Demo Living one custom template of its own, and Second Home none', async () => {
    const living = await ok<{ list: Template[] }>((await t.login('merchant')).bearer({ method: 'GET', url: '/api/style-templates' }));
    expect(living.list).toEqual([expect.objectContaining({ status: 'open' })]);
    const second = await ok<{ list: Template[] }>((await t.login('merchant2')).bearer({ method: 'GET', url: '/api/style-templates' }));
    expect(second.list).toEqual([]);
  });
});
