import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { act, actBatch, createCommodity, commodityId } from './commodity-helpers.ts';

let t: TestApp;
let merchant: Session;
let merchant2: Session;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  merchant2 = await t.login('merchant2');
});
afterAll(() => t.close());

const NOT_FOUND = 'The record does not exist or has been deleted.';
const storeId = async (name: string) => (await t.database.db.selectFrom('stores').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('shelf, submit (spec §4) and "status unchanged" (spec §5)', () => {
  it.each([
    ['shelve', 'on_shelf', true, 'unshelve', false],
    ['submit', 'status', 'submitted', undefined, undefined],
  ] as const)('%s sets %s, and doing it twice is a 409', async (action, field, value, undo, undone) => {
    const { id } = await createCommodity(merchant);
    const done = await act(merchant, action, id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data[field]).toBe(value);
    const again = await act(merchant, action, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Status unchanged.');
    if (undo) {
      expect((await act(merchant, undo, id)).json().data[field]).toBe(undone);
      expect((await act(merchant, undo, id)).statusCode).toBe(409);
    }
  });

  it('documents the moves of its two machines in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const moves = (action: string) => document.paths[`/api/commodities/{id}/${action}`].post['x-atrium-moves'];
    expect(moves('shelve')).toEqual([{ field: 'on_shelf', from: [false], to: [true], pick: 'fixed', allowSame: false }]);
    expect(moves('unshelve')).toEqual([{ field: 'on_shelf', from: [true], to: [false], pick: 'fixed', allowSame: false }]);
    expect(moves('submit')).toEqual([{ field: 'status', from: ['draft'], to: ['submitted'], pick: 'fixed', allowSame: false }]);
  });

  it('audits a state change with the state before and after', async () => {
    const { id } = await createCommodity(merchant);
    await act(merchant, 'shelve', id);
    const operator = await t.login('operator');
    const entries = (await operator.browser({ method: 'GET', url: `/api/audit-logs?entity=commodities&record_id=${id}&sort=id&fields=before,after` })).json()
      .data.list;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({ account_name: 'merchant', before: { on_shelf: false }, after: { on_shelf: true } });
  });
});

describe("copy (spec §5: only goods of the provider's own platform)", () => {
  it('copies goods made by hand as a new draft with the same content and tags', async () => {
    const group = (await merchant.browser({ method: 'GET', url: '/api/tags/commodity?name_like=Style' })).json().data.list[0];
    const original = await createCommodity(merchant, { name: 'Walnut desk' });
    await merchant.browser({ method: 'PUT', url: `/api/commodities/${original.id}/tags`, payload: { tags: [`${group.id}:Modern`] } });
    await act(merchant, 'shelve', original.id);
    const copy = await act(merchant, 'copy', original.id);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json().data).toMatchObject({
      name: 'Walnut desk (copy)',
      on_shelf: false,
      status: 'draft',
      skus: original.skus,
      attributes: original.attributes,
      tags: [`${group.id}:Modern`],
    });
    expect(copy.json().data.id).not.toBe(original.id);
    const chinese = await merchant.browser({ method: 'POST', url: `/api/commodities/${original.id}/copy`, headers: { 'accept-language': 'zh-CN' } });
    expect(chinese.json().data.name).toBe('Walnut desk（副本）');
  });

  it("keeps a copy's name within 50 characters", async () => {
    const { id } = await createCommodity(merchant, { name: 'x'.repeat(50) });
    expect((await act(merchant, 'copy', id)).json().data.name).toBe(`${'x'.repeat(43)} (copy)`);
  });

  it('copies goods from the dedicated mall (style 12) and refuses goods from Tmall', async () => {
    const rug = await act(merchant, 'copy', await commodityId(merchant, 'Wool rug'));
    expect(rug.json().data).toMatchObject({ name: 'Wool rug (copy)', source: 'interface', origin_style_id: 12, online_goods_id: '' });
    const lamp = await act(merchant, 'copy', await commodityId(merchant, 'Floor lamp'));
    expect(lamp.statusCode).toBe(409);
    expect(lamp.json().message).toBe('Non-own-platform goods cannot be copied.');
  });
});

describe('public library (spec §4, §5 partial visibility needs an organisation)', () => {
  it("refuses partial visibility without stores, or with another merchant's store", async () => {
    const { id } = await createCommodity(merchant);
    const none = await act(merchant, 'share', id, { visibility: 'partial' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.store_ids).toEqual(['Pick at least one organisation for partial visibility.']);
    const foreign = await act(merchant, 'share', id, { visibility: 'partial', store_ids: [await storeId('Second Home Main Store')] });
    expect(foreign.json().errors['store_ids.0']).toEqual(['This store does not exist.']);
  });

  it('shares with some stores, then all, then removes from the public library', async () => {
    const { id } = await createCommodity(merchant);
    const flagship = await storeId('Flagship');
    const partial = await act(merchant, 'share', id, { visibility: 'partial', store_ids: [flagship, flagship] });
    expect(partial.json().data).toMatchObject({ visibility: 'partial', visible_store_ids: [flagship] });
    expect((await act(merchant, 'share', id, { visibility: 'partial', store_ids: [flagship] })).statusCode).toBe(409);
    expect((await act(merchant, 'share', id, { visibility: 'all', store_ids: [flagship] })).json().data).toMatchObject({
      visibility: 'all',
      visible_store_ids: [],
    });
    expect((await act(merchant, 'unshare', id)).json().data.visibility).toBe('none');
    expect((await act(merchant, 'unshare', id)).statusCode).toBe(409);
  });
});

describe('batch actions (API.md: { ids } → { ok, failed })', () => {
  it('asks to select items first when none are given', async () => {
    for (const action of ['shelve', 'copy', 'submit']) {
      const response = await actBatch(merchant, action, { ids: [] });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.ids).toEqual(['Please select items first before export, copy, delete or submit.']);
    }
  });

  it("reports each id: done, unchanged, or not found (another merchant's)", async () => {
    const off = await createCommodity(merchant);
    const on = await commodityId(merchant, 'Oak bed');
    const foreign = await commodityId(merchant2, 'Corner sofa');
    const response = await actBatch(merchant, 'shelve', { ids: [off.id, on, foreign] });
    expect(response.json().data).toEqual({
      ok: [off.id],
      failed: [
        { id: on, message: 'Status unchanged.' },
        { id: foreign, message: NOT_FOUND },
      ],
    });
  });

  it("takes the action's own body beside the ids, and refuses a bad body as a whole", async () => {
    const [a, b] = [await createCommodity(merchant), await createCommodity(merchant)];
    expect((await actBatch(merchant, 'share', { ids: [a.id, b.id], visibility: 'partial' })).statusCode).toBe(422);
    const shared = await actBatch(merchant, 'share', { ids: [a.id, b.id], visibility: 'all' });
    expect(shared.json().data).toEqual({ ok: [a.id, b.id], failed: [] });
    const copied = await actBatch(merchant, 'copy', { ids: [a.id, await commodityId(merchant, 'Floor lamp')] });
    expect(copied.json().data.failed).toEqual([{ id: expect.any(Number), message: 'Non-own-platform goods cannot be copied.' }]);
  });
});

describe('permissions (each action needs its word of the vocabulary)', () => {
  it.each(['guide', 'designer', 'nobody'])('%s may not shelve, copy, share or submit goods', async (username) => {
    const session = await t.login(username);
    const id = await commodityId(merchant, 'Dining table');
    for (const action of ['shelve', 'copy', 'submit', 'unshare']) expect((await act(session, action, id)).statusCode, action).toBe(403);
    expect((await actBatch(session, 'shelve', { ids: [id] })).statusCode).toBe(403);
    expect((await merchant.browser({ method: 'GET', url: `/api/commodities/${id}` })).json().data).toMatchObject({ on_shelf: false, status: 'draft' });
  });
});
