import { describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { RESOURCES } from '../../../resources/index.ts';
import { EXACT_TOTAL_UP_TO, forgetTotals } from '../../../server/engine/list-totals.ts';
import { assemblePlugins } from '../../../server/engine/plugin-set.ts';
import { worksOutTotal } from '../../helpers/total-statements.ts';
import { listRecords } from '../../../server/engine/list-page.ts';
import { createRecord } from '../../../server/engine/resource.service.ts';
import { SERVER_PLUGINS } from '../../../server/modules/entity-plugins.ts';
import { systemScopeFor } from '../../../server/tenancy/scope.ts';
import { query, setUpListScaleApp } from './list-scale-app.ts';

/** A large list's total: exact while small, an estimate beyond, cached per scope and filters until a write. */
const scale = setUpListScaleApp();
/** Statements that count matches (or ask the planner) since `scale.statements` was last emptied. */
const counted = () => scale.statements.filter(worksOutTotal).length;

describe('list totals', () => {
  it('counts a small match exactly, every time, and never serves it stale', async () => {
    await scale.insertCommodities(scale.demoLiving, 'Exact', 7);
    const list = (await scale.merchant.browser({ method: 'GET', url: '/api/commodities?name_like=Exact' })).json().data;
    expect(list).toMatchObject({ total: 7, page: 1, pageSize: 30 });
    expect(list).not.toHaveProperty('totalIsEstimate');
    // Written behind the engine's back: a small total is counted again, not remembered.
    await scale.insertCommodities(scale.demoLiving, 'Exact', 1);
    expect((await scale.merchant.browser({ method: 'GET', url: '/api/commodities?name_like=Exact' })).json().data.total).toBe(8);
  });

  it('answers an estimate, flagged, when the match is larger than the exact limit', async () => {
    await scale.insertCommodities(scale.demoLiving, 'Bulk', EXACT_TOTAL_UP_TO + 200, { stock: 'g % 5' });
    const large = (await scale.merchant.browser({ method: 'GET', url: '/api/commodities?name_like=Bulk' })).json().data;
    expect(large.totalIsEstimate).toBe(true);
    expect(large.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    expect(large.list).toHaveLength(30);
    // A narrower filter of the same goods is small again: exact.
    const small = (await scale.merchant.browser({ method: 'GET', url: '/api/commodities?name_like=Bulk%20999' })).json().data;
    expect(small).toMatchObject({ total: 11 });
    expect(small).not.toHaveProperty('totalIsEstimate');
  });

  it('estimates from the planner when the limit is lower (any size), at least the limit + 1', async () => {
    const scope = systemScopeFor(scale.demoLiving);
    const page = await listRecords(scale.logged, commodities, scope, query({ name_like: 'Exact', pageSize: '2' }), { exactUpTo: 3 });
    expect(page.totalIsEstimate).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(4);
    const exact = await listRecords(scale.logged, commodities, scope, query({ name_like: 'Exact' }), { exactUpTo: 8 });
    expect(exact.total).toBe(8);
    expect(exact.totalIsEstimate).toBeUndefined();
  });

  it('caches a large total per scope and filters, and forgets it when the engine writes the table', async () => {
    const { logged, statements } = scale;
    const scope = systemScopeFor(scale.demoLiving);
    const options = { exactUpTo: 5, ttlMs: 60_000 };
    const filters = { name_like: 'Exact', pageSize: '2' };
    forgetTotals('commodities', null);

    statements.length = 0;
    const first = await listRecords(logged, commodities, scope, query(filters), options);
    expect(first.totalIsEstimate).toBe(true);
    expect(counted()).toBeGreaterThan(0);

    // The same list again (another page, another sort): nothing is counted.
    statements.length = 0;
    const again = await listRecords(logged, commodities, scope, query({ ...filters, page: '2', pageSize: '2', sort: 'name' }), options);
    expect(again).toMatchObject({ total: first.total, totalIsEstimate: true });
    expect(counted()).toBe(0);

    // Other filters, or another merchant, are counted on their own.
    statements.length = 0;
    await listRecords(logged, commodities, scope, query({ name_like: 'Exac', pageSize: '2' }), options);
    expect(counted()).toBeGreaterThan(0);
    await scale.insertCommodities(scale.secondHome, 'Exact', 7);
    statements.length = 0;
    await listRecords(logged, commodities, systemScopeFor(scale.secondHome), query(filters), options);
    expect(counted()).toBeGreaterThan(0);

    // A create through the engine forgets Demo Living's totals, not Second Home's.
    const account = await scale.t.database.pool.query<{ id: number }>("SELECT id::int FROM accounts WHERE username = 'merchant'");
    const session = { accountId: account.rows[0].id, username: 'merchant' };
    // Writes go through the goods as the app serves them, with their plug-in's hooks.
    const served = assemblePlugins(RESOURCES, SERVER_PLUGINS).resources.find((resource) => resource.name === commodities.name)!;
    await createRecord({ db: scale.t.database.db, session, scope }, served, { name: 'Exact new' });
    statements.length = 0;
    await listRecords(logged, commodities, scope, query(filters), options);
    expect(counted()).toBeGreaterThan(0);
    statements.length = 0;
    await listRecords(logged, commodities, systemScopeFor(scale.secondHome), query(filters), options);
    expect(counted()).toBe(0);
  });

  it('forgets cached totals after writes through the routes (create, change, delete, actions)', async () => {
    const scope = systemScopeFor(scale.demoLiving);
    const options = { exactUpTo: 5, ttlMs: 60_000 };
    const filters = { name_like: 'Exact', pageSize: '2' };
    const cachedNow = async () => {
      scale.statements.length = 0;
      await listRecords(scale.logged, commodities, scope, query(filters), options);
      return counted() === 0;
    };
    await cachedNow();
    expect(await cachedNow()).toBe(true);
    const created = await scale.merchant.browser({
      method: 'POST',
      url: '/api/commodities',
      payload: { name: 'Exact via API', price: 1, cover: 'https://cdn.example.com/exact.jpg' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await cachedNow()).toBe(false);
    expect(await cachedNow()).toBe(true);
    const id = created.json().data.id;
    expect((await scale.merchant.browser({ method: 'POST', url: `/api/commodities/${id}/shelve` })).statusCode).toBe(200);
    expect(await cachedNow()).toBe(false);
    expect(await cachedNow()).toBe(true);
    expect((await scale.merchant.browser({ method: 'DELETE', url: `/api/commodities/${id}` })).statusCode).toBe(200);
    expect(await cachedNow()).toBe(false);
  });
});
