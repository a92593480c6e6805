import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';

/**
 * Coupons' declaration (issue 37, spec §5's limits): every field rule and limit through the API
 * (par value 1–100,000, threshold not below it and at most 100,000, total 1–1,000, per person 1 to
 * the total, the validity's two kinds, at most 10 targets of the merchant's own, the scope and its
 * targets agreeing: those of a scope not chosen are dropped), and the declared machine (publish, pause, resume, remove from each state,
 * the derived `ended`, "Status unchanged").
 */
let t: TestApp;
let merchant: Session;
let goods: number[];
let plans: number[];
let foreignGoods: number;

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
/** A valid coupon: a fixed range from an hour ago to tomorrow. */
const valid = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Spring cash',
  par_value: 50,
  threshold: 500,
  total: 100,
  per_person_limit: 2,
  validity: 'range',
  valid_from: at(-HOUR),
  valid_until: at(24 * HOUR),
  ...extra,
});
const create = (body: Record<string, unknown>) => merchant.bearer({ method: 'POST', url: '/api/coupons', payload: body });
const act = (id: number, action: string) => merchant.bearer({ method: 'POST', url: `/api/coupons/${id}/${action}`, payload: {} });
const statusOf = async (id: number) => (await ok<{ status: string }>(merchant.bearer({ method: 'GET', url: `/api/coupons/${id}` }))).status;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  const ids = async (table: 'commodities' | 'plans', name: string, limit: number) =>
    (
      await sql<{ id: number }>`select x.id from ${sql.table(table)} x join merchants m on m.id = x.merchant_id
        where m.name = ${name} and x.deleted_at is null ${table === 'plans' ? sql`and x.template = false` : sql``} order by x.id limit ${limit}`.execute(
        t.database.db,
      )
    ).rows.map((row) => Number(row.id));
  goods = await ids('commodities', 'Demo Living', 10);
  plans = await ids('plans', 'Demo Living', 2);
  foreignGoods = (await ids('commodities', 'Second Home', 1))[0]!;
});
afterAll(async () => {
  await t.close();
});

describe('the fields (spec §5 coupon limits)', () => {
  it('creates a valid coupon as a draft with nothing claimed', async () => {
    const made = await ok<Record<string, unknown>>(create(valid()));
    expect(made).toMatchObject({ status: 'draft', claimed_count: 0, used_count: 0, par_value: 50, threshold: 500, total: 100, per_person_limit: 2 });
  });

  it.each<[string, Record<string, unknown>]>([
    ['par value 1', { par_value: 1, threshold: 1 }],
    ['par value 100,000 with threshold 100,000', { par_value: 100_000, threshold: 100_000 }],
    ['threshold equal to the par value', { par_value: 80, threshold: 80 }],
    ['total 1 with per person 1', { total: 1, per_person_limit: 1 }],
    ['total 1,000 with per person 1,000', { total: 1000, per_person_limit: 1000 }],
    ['validity of 1 day from the claim', { validity: 'days', valid_days: 1, valid_from: null, valid_until: null }],
    ['validity of 365 days from the claim', { validity: 'days', valid_days: 365, valid_from: null, valid_until: null }],
    ['goods of its own', { scope: 'goods', commodity_ids: 'ten' }],
    ['a plan of its own', { scope: 'plans', plan_ids: 'plan' }],
    ['every display place', { display_places: ['app_home', 'goods_detail', 'plan_viewer', 'activity_page', 'customer_centre', 'order_checkout'] }],
  ])('accepts %s', async (_name, change) => {
    const body = valid(change);
    if (change.commodity_ids === 'ten') body.commodity_ids = goods.slice(0, 10);
    if (change.plan_ids === 'plan') body.plan_ids = plans.slice(0, 1);
    await ok(create(body));
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['par value 0', { par_value: 0, threshold: 10 }, 'par_value'],
    ['par value 100,001', { par_value: 100_001, threshold: 100_001 }, 'par_value'],
    ['threshold 0', { par_value: 1, threshold: 0 }, 'threshold'],
    ['threshold 100,001', { threshold: 100_001 }, 'threshold'],
    ['threshold below the par value', { par_value: 100, threshold: 99 }, 'threshold'],
    ['total 0', { total: 0, per_person_limit: 1 }, 'total'],
    ['total 1,001', { total: 1001, per_person_limit: 1 }, 'total'],
    ['total 2.5', { total: 2.5, per_person_limit: 1 }, 'total'],
    ['per person 0', { per_person_limit: 0 }, 'per_person_limit'],
    ['per person above the total', { total: 5, per_person_limit: 6 }, 'per_person_limit'],
    ['a range without its start', { valid_from: null }, 'valid_from'],
    ['a range without its end', { valid_until: null }, 'valid_until'],
    ['a range ending before it starts', { valid_from: at(2 * HOUR), valid_until: at(HOUR) }, 'valid_until'],
    ['a range ending as it starts', { valid_from: at(HOUR), valid_until: at(HOUR) }, 'valid_until'],
    ['days without their number', { validity: 'days', valid_days: null, valid_from: null, valid_until: null }, 'valid_days'],
    ['0 days', { validity: 'days', valid_days: 0 }, 'valid_days'],
    ['366 days', { validity: 'days', valid_days: 366 }, 'valid_days'],
    ['an unknown validity', { validity: 'forever' }, 'validity'],
    ['an unknown display place', { display_places: ['billboard'] }, 'display_places.0'],
    ['an unknown scope', { scope: 'shops' }, 'scope'],
    ['11 goods', { scope: 'goods', commodity_ids: 'eleven' }, 'commodity_ids'],
    ['goods scope without goods', { scope: 'goods', commodity_ids: [] }, 'commodity_ids'],
    ['plans scope without plans', { scope: 'plans', plan_ids: [] }, 'plan_ids'],
    ["another merchant's goods", { scope: 'goods', commodity_ids: 'foreign' }, 'commodity_ids'],
    ['a missing plan', { scope: 'plans', plan_ids: [2_000_000_000] }, 'plan_ids'],
    ['an empty name', { name: '  ' }, 'name'],
    ['a name of 51 characters', { name: 'x'.repeat(51) }, 'name'],
    ['instructions of 501 characters', { instructions: 'x'.repeat(501) }, 'instructions'],
  ])('refuses %s with 422 on the field', async (_name, change, field) => {
    const body = valid(change);
    if (change.commodity_ids === 'eleven') body.commodity_ids = [...goods, ...goods].slice(0, 11);
    if (change.commodity_ids === 'one') body.commodity_ids = goods.slice(0, 1);
    if (change.commodity_ids === 'foreign') body.commodity_ids = [foreignGoods];
    if (change.plan_ids === 'plan') body.plan_ids = plans.slice(0, 1);
    const before = (await sql<{ n: number }>`select count(*)::int as n from coupons`.execute(t.database.db)).rows[0]!.n;
    const refused = await create(body);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json().errors)).toContain(field);
    expect((await sql<{ n: number }>`select count(*)::int as n from coupons`.execute(t.database.db)).rows[0]!.n).toBe(before);
  });

  it.each<[string, string, Record<string, unknown>]>([
    ['everything', 'all', { commodity_ids: [], plan_ids: [] }],
    ['goods', 'goods', { plan_ids: [] }],
    ['plans', 'plans', { commodity_ids: [] }],
  ])('drops the targets of a scope not chosen (scope %s), on create and when the scope changes', async (_name, scope, kept) => {
    const body = valid({ scope, commodity_ids: goods.slice(0, 2), plan_ids: plans.slice(0, 1) });
    const made = await ok<Record<string, unknown>>(create(body));
    expect(made).toMatchObject({ scope, ...kept });
    if (scope === 'goods') expect(made.commodity_ids).toEqual(goods.slice(0, 2));
    if (scope === 'plans') expect(made.plan_ids).toEqual(plans.slice(0, 1));
    const changed = await ok<Record<string, unknown>>(merchant.bearer({ method: 'PATCH', url: `/api/coupons/${made.id}`, payload: { scope: 'all' } }));
    expect(changed).toMatchObject({ scope: 'all', commodity_ids: [], plan_ids: [] });
  });

  it("does not judge another merchant's goods named under a scope not chosen (they are dropped)", async () => {
    const made = await ok<Record<string, unknown>>(create(valid({ scope: 'all', commodity_ids: [foreignGoods] })));
    expect(made.commodity_ids).toEqual([]);
  });

  it('keeps the counters and the status out of a body (read only)', async () => {
    const made = await ok<{ id: number }>(create(valid()));
    const changed = await merchant.bearer({ method: 'PATCH', url: `/api/coupons/${made.id}`, payload: { claimed_count: 5 } });
    expect([200, 422]).toContain(changed.statusCode);
    const row = (await sql<{ claimed_count: number; status: string }>`select claimed_count, status from coupons where id = ${made.id}`.execute(t.database.db))
      .rows[0]!;
    expect(row).toEqual({ claimed_count: 0, status: 'draft' });
  });
});

describe('the machine (spec §4)', () => {
  it('publishes a draft, pauses and resumes a live coupon, and answers "Status unchanged" for a move to where it is', async () => {
    const { id } = await ok<{ id: number }>(create(valid()));
    await ok(act(id, 'publish'));
    expect(await statusOf(id)).toBe('live');
    const again = await act(id, 'publish');
    expect(again.statusCode).toBe(409);
    await ok(act(id, 'pause'));
    expect(await statusOf(id)).toBe('paused');
    const pausedTwice = await act(id, 'pause');
    expect(pausedTwice.statusCode).toBe(409);
    await ok(act(id, 'resume'));
    expect(await statusOf(id)).toBe('live');
    const resumedTwice = await act(id, 'resume');
    expect(resumedTwice.statusCode).toBe(409);
    const { rows } = await sql<{
      operation: string;
    }>`select operation from audit_log where entity = 'coupons' and record_id = ${id} and moves is not null order by id`.execute(t.database.db);
    expect(rows.map((row) => row.operation)).toEqual(['publish', 'pause', 'resume']);
  });

  it('refuses a move its state has not (a draft is neither paused nor resumed)', async () => {
    const { id } = await ok<{ id: number }>(create(valid()));
    expect((await act(id, 'pause')).statusCode).toBe(409);
    expect((await act(id, 'resume')).statusCode).toBe(409);
    expect(await statusOf(id)).toBe('draft');
  });

  it.each([
    ['draft', [] as string[]],
    ['live', ['publish']],
    ['paused', ['publish', 'pause']],
  ])('removes a %s coupon: deleted, kept, and a second remove is refused', async (_state, path) => {
    const { id } = await ok<{ id: number }>(create(valid()));
    for (const step of path) await ok(act(id, step));
    await ok(act(id, 'remove'));
    expect(await statusOf(id)).toBe('deleted');
    const twice = await act(id, 'remove');
    expect(twice.statusCode).toBe(409);
    for (const step of ['publish', 'pause', 'resume']) expect((await act(id, step)).statusCode).toBe(409);
  });

  it('shows ended once the validity is over or every copy is claimed, and an ended coupon can still be removed', async () => {
    const { id: over } = await ok<{ id: number }>(create(valid()));
    await ok(act(over, 'publish'));
    await sql`update coupons set valid_from = now() - interval '2 days', valid_until = now() - interval '1 day' where id = ${over}`.execute(t.database.db);
    expect(await statusOf(over)).toBe('ended');
    const listed = await ok<{ list: { id: number }[] }>(merchant.bearer({ method: 'GET', url: '/api/coupons?status_in=ended&pageSize=100' }));
    expect(listed.list.map((row) => row.id)).toContain(over);
    expect((await act(over, 'pause')).statusCode).toBe(409);
    await ok(act(over, 'remove'));
    expect(await statusOf(over)).toBe('deleted');

    const { id: gone } = await ok<{ id: number }>(create(valid({ total: 3, per_person_limit: 1 })));
    await ok(act(gone, 'publish'));
    await sql`update coupons set claimed_count = 3 where id = ${gone}`.execute(t.database.db);
    expect(await statusOf(gone)).toBe('ended');
    await ok(act(gone, 'remove'));
    expect(await statusOf(gone)).toBe('deleted');
  });
});
