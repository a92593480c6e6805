import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { createCommodity, commodityId } from '../commodities/commodity-helpers.ts';

let t: TestApp;
let merchant: Session;
let merchant2: Session;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  merchant2 = await t.login('merchant2');
});
afterAll(() => t.close());

const bin = async (session: Session, query = '') => (await session.browser({ method: 'GET', url: `/api/recycle-bin?pageSize=100${query}` })).json().data;
const restore = (session: Session, id: number) => session.browser({ method: 'POST', url: `/api/recycle-bin/commodities/${id}/restore` });
const purge = (session: Session, id: number) => session.browser({ method: 'DELETE', url: `/api/recycle-bin/commodities/${id}` });
const remove = (id: number) => merchant.browser({ method: 'DELETE', url: `/api/commodities/${id}` });
/** Moves a record's deletion into the past, as if it had been deleted that many days ago. */
const deletedDaysAgo = (id: number, days: number) =>
  sql`update commodities set deleted_at = now() - make_interval(days => ${days}) where id = ${id}`.execute(t.database.db);

describe('the recycle bin (spec §4)', () => {
  it("lists the merchant's deleted goods, with when they expire, and nobody else's", async () => {
    const page = await bin(merchant);
    const armchair = page.list.find((item: { name: string }) => item.name === 'Old armchair');
    expect(armchair).toMatchObject({ kind: 'commodities', restorable: true });
    const days = (Date.parse(armchair.expires_at) - Date.parse(armchair.deleted_at)) / 86_400_000;
    expect(days).toBe(30);
    expect((await bin(merchant2)).list.map((item: { name: string }) => item.name)).not.toContain('Old armchair');
    expect((await bin(merchant, '&kind=commodities&q=ARMCHAIR')).list).toHaveLength(1);
    expect((await merchant.browser({ method: 'GET', url: '/api/recycle-bin?kind=albums' })).statusCode).toBe(422);
  });

  it('takes deleted goods out of the goods list into the bin, and restores them', async () => {
    const { id } = await createCommodity(merchant, { name: 'Bin round trip' });
    expect((await remove(id)).statusCode).toBe(200);
    expect((await merchant.browser({ method: 'GET', url: `/api/commodities/${id}` })).statusCode).toBe(404);
    expect((await bin(merchant)).list[0]).toMatchObject({ kind: 'commodities', id, name: 'Bin round trip', restorable: true });
    const restored = await restore(merchant, id);
    expect(restored.json().data).toEqual({ kind: 'commodities', id });
    expect((await merchant.browser({ method: 'GET', url: `/api/commodities/${id}` })).json().data.name).toBe('Bin round trip');
    expect((await bin(merchant)).list.map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await restore(merchant, id)).statusCode).toBe(404);
    const operator = await t.login('operator');
    const audit = (await operator.browser({ method: 'GET', url: `/api/audit-logs?entity=commodities&record_id=${id}&sort=id&fields=before,after` })).json().data
      .list;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['create', 'delete', 'restore']);
  });

  it('deletes for good: gone from the bin, the database and the audit says so', async () => {
    const { id } = await createCommodity(merchant, { name: 'Purge me' });
    await remove(id);
    expect((await purge(merchant, id)).json().data).toEqual({ kind: 'commodities', id });
    expect((await bin(merchant)).list.map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await restore(merchant, id)).statusCode).toBe(404);
    expect(
      await t.database.db
        .selectFrom('commodities' as never)
        .select('id' as never)
        .where('id' as never, '=', id as never)
        .executeTakeFirst(),
    ).toBeUndefined();
    const operator = await t.login('operator');
    const last = (await operator.browser({ method: 'GET', url: `/api/audit-logs?entity=commodities&record_id=${id}&sort=-id&fields=before,after` })).json().data
      .list[0];
    expect(last).toMatchObject({ action: 'delete', operation: 'purge', after: null, before: { name: 'Purge me' } });
  });

  it.each([
    ['deleted 31 days ago', async (id: number) => deletedDaysAgo(id, 31), 'Deleted more than 30 days ago: it can no longer be restored.'],
    [
      'whose upload failed',
      async (id: number) => sql`update commodities set upload_failed = true where id = ${id}`.execute(t.database.db),
      'Its upload failed: failed-upload items cannot be restored.',
    ],
  ])('cannot restore goods %s (409), but can still purge them', async (_, make, message) => {
    const { id } = await createCommodity(merchant);
    await remove(id);
    await make(id);
    expect((await bin(merchant)).list.find((item: { id: number }) => item.id === id).restorable).toBe(false);
    const refused = await restore(merchant, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(message);
    expect((await purge(merchant, id)).statusCode).toBe(200);
  });

  it("answers another merchant's records, and records not in the bin, with 404", async () => {
    const armchair = (await bin(merchant)).list.find((item: { name: string }) => item.name === 'Old armchair');
    expect((await restore(merchant2, armchair.id)).statusCode).toBe(404);
    expect((await purge(merchant2, armchair.id)).statusCode).toBe(404);
    expect((await purge(merchant, await commodityId(merchant, 'Oak bed'))).statusCode).toBe(404);
  });
});

describe('batch restore and purge', () => {
  it('asks to select items first when none are given', async () => {
    const response = await merchant.browser({ method: 'POST', url: '/api/recycle-bin/batch/restore', payload: { items: [] } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.items).toEqual(['Please select items first before export, copy, delete or submit.']);
  });

  it('reports each item on its own', async () => {
    const [a, b] = [await createCommodity(merchant), await createCommodity(merchant)];
    await remove(a.id);
    await remove(b.id);
    await deletedDaysAgo(b.id, 40);
    const items = [
      { kind: 'commodities', id: a.id },
      { kind: 'commodities', id: b.id },
    ];
    const restored = (await merchant.browser({ method: 'POST', url: '/api/recycle-bin/batch/restore', payload: { items } })).json().data;
    expect(restored).toEqual({ ok: [items[0]], failed: [{ ...items[1], message: 'Deleted more than 30 days ago: it can no longer be restored.' }] });
    const purged = (await merchant.browser({ method: 'POST', url: '/api/recycle-bin/batch/purge', payload: { items } })).json().data;
    expect(purged).toEqual({ ok: [items[1]], failed: [{ ...items[0], message: 'The record does not exist or has been deleted.' }] });
  });
});

describe('permissions', () => {
  it('keeps the bin from a guide, and needs restore / purge beside the page', async () => {
    const guide = await t.login('guide');
    const armchair = (await bin(merchant)).list.find((item: { name: string }) => item.name === 'Old armchair');
    expect((await guide.browser({ method: 'GET', url: '/api/recycle-bin' })).statusCode).toBe(403);
    expect((await restore(guide, armchair.id)).statusCode).toBe(403);
    // The guide's role gets the page only: it may look, but not restore or purge.
    await sql`update roles set permissions = array_append(permissions, '/content/recycleBin') where code = 'guide'`.execute(t.database.db);
    await t.sessionsChanged({ all: true });
    expect((await bin(guide)).list.map((item: { id: number }) => item.id)).toContain(armchair.id);
    expect((await restore(guide, armchair.id)).statusCode).toBe(403);
    expect((await purge(guide, armchair.id)).statusCode).toBe(403);
    expect(
      (await guide.browser({ method: 'POST', url: '/api/recycle-bin/batch/purge', payload: { items: [{ kind: 'commodities', id: armchair.id }] } })).statusCode,
    ).toBe(403);
  });
});
