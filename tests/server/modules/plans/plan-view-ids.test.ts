import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
let merchant: Session;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  operator = await t.login('operator');
});
afterAll(() => t.close());

const VIEW_ID = /^[a-f0-9]{32}$/;
type Kind = 'plans' | 'halls' | 'hall-templates';
const created = async (session: Session, kind: Kind, name: string) => {
  const response = await session.browser({ method: 'POST', url: `/api/${kind}`, payload: { name } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown> & { id: number };
};
const act = async (session: Session, kind: Kind, id: number, action: string) => {
  const response = await session.browser({ method: 'POST', url: `/api/${kind}/${id}/${action}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown> & { id: number };
};
/** A stored draft of one scene at `revision`, as an import or an editor save would leave it. */
const withScenes = (id: number, revision = 1) =>
  sql`update plans set scene_count = 1, revision = ${revision},
    scene_graph = ${JSON.stringify({ start: 'hall', scenes: [{ id: 'hall', name: 'Hall', image: { kind: 'sphere', base: '/files/panoramas/1/a', width: 4096 } }] })}::jsonb
    where id = ${id}`.execute(t.database.db);
// Plain SQL: the column is read by the engine through the declaration, so the typed schema (server/db/schema.ts) leaves it out.
const storedViewId = async (id: number) =>
  (await sql<{ viewuuid: string | null }>`select viewuuid from plans where id = ${id}`.execute(t.database.db)).rows[0].viewuuid;

describe("a plan's or hall's view id (issue 38: /smartStore/<viewuuid>)", () => {
  it.each(['plans', 'halls'] as const)('%s: has none as a draft, gets one on the first publish and keeps it when published again', async (kind) => {
    const record = await created(merchant, kind, `Lakeside ${kind}`);
    expect(record.viewuuid).toBeNull();
    await withScenes(record.id);
    const published = await act(merchant, kind, record.id, 'publish');
    expect(published.viewuuid).toMatch(VIEW_ID);
    // A newer draft published again: the address printed in codes and links stays the same.
    await withScenes(record.id, 2);
    const again = await act(merchant, kind, record.id, 'publish');
    expect(again.published_revision).toBe(2);
    expect(again.viewuuid).toBe(published.viewuuid);
    // The list carries it for the share button, without a column of its own.
    const list = (await merchant.browser({ method: 'GET', url: `/api/${kind}?id_in=${record.id}` })).json().data.list;
    expect(list[0].viewuuid).toBe(published.viewuuid);
  });

  it('gives each published plan its own id, and a copy starts without one', async () => {
    const first = await created(merchant, 'plans', 'North flat');
    const second = await created(merchant, 'plans', 'South flat');
    await withScenes(first.id);
    await withScenes(second.id);
    const [a, b] = [await act(merchant, 'plans', first.id, 'publish'), await act(merchant, 'plans', second.id, 'publish')];
    expect(a.viewuuid).not.toBe(b.viewuuid);
    const copy = await act(merchant, 'plans', first.id, 'copy');
    expect(copy.viewuuid).toBeNull();
    expect(await storedViewId(copy.id)).toBeNull();
  });

  it('cannot be written by a client: create and update leave it to publish', async () => {
    const record = await created(merchant, 'plans', 'Garden flat');
    const forged = 'f'.repeat(32);
    await merchant.browser({ method: 'PATCH', url: `/api/plans/${record.id}`, payload: { viewuuid: forged } });
    await merchant.browser({ method: 'POST', url: '/api/plans', payload: { name: 'Forged flat', viewuuid: forged } });
    expect((await sql`select id from plans where viewuuid = ${forged}`.execute(t.database.db)).rows).toEqual([]);
  });

  it('is not given to templates, which customers never open', async () => {
    const template = await created(operator, 'hall-templates', 'Template hall');
    await withScenes(template.id);
    const published = await act(operator, 'hall-templates', template.id, 'publish');
    expect(published.status).toBe('published');
    expect(published).not.toHaveProperty('viewuuid');
    expect(await storedViewId(template.id)).toBeNull();
  });
});
