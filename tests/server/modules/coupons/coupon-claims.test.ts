import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY_HEADER } from '../../../../resources/constants.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';

/**
 * Claimed copies (issue 37): claims through the customer-facing API, exact under races (SECURITY.md's
 * concurrency row: one customer's 50 parallel claims against its limit L get exactly L; 50
 * customers' parallel claims against a total T get exactly T); paused and deleted coupons refuse
 * claims while the copies already claimed stay usable; redemption once on an order and once by
 * code, the give-back of an order that becomes invalid or is charged back; the guide's scope; the
 * coupon detail page's copies, export and summary.
 */
const API = '/app-api/customer';
let t: TestApp;
let merchant: Session;
let guide: Session;
let designer: Session;
let key: string;
let key2: string;
let guideShare: string;
let goods: { id: number; price: number }[];
let cheap: { id: number; price: number };

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

type Copy = { id: number; coupon_id: number; code: string; state: string; expires_at: string; used_at: string | null; order_id: number | null };

const call = (method: 'GET' | 'POST' | 'PUT', path: string, { withKey = key, token, body }: { withKey?: string; token?: string; body?: unknown } = {}) =>
  t.app.inject({
    method,
    url: `${API}${path}`,
    headers: { [PUBLISHABLE_KEY_HEADER]: withKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
let phones = 0;
/** A guest that left its phone: a known H5 customer (the guide's when it came through the guide's link). */
async function customer(options: { share?: string; withKey?: string } = {}) {
  const withKey = options.withKey ?? key;
  const login = (await call('POST', '/login/guest', { withKey, body: options.share ? { share: options.share } : {} })).json();
  expect(login.code).toBe(0);
  const phone = `1370000${String(++phones).padStart(4, '0')}`;
  const profile = (await call('PUT', '/profile', { withKey, token: login.data.token, body: { phone } })).json();
  expect(profile.code, JSON.stringify(profile)).toBe(0);
  return { token: login.data.token as string, customerId: profile.data.customer.id as number };
}
/** A coupon of Demo Living, published unless `draft`: a fixed range from an hour ago to tomorrow. */
async function coupon(extra: Record<string, unknown> = {}, { draft = false, session = merchant } = {}): Promise<number> {
  const body = {
    name: 'Cash',
    par_value: 10,
    threshold: 10,
    total: 100,
    per_person_limit: 5,
    validity: 'range',
    valid_from: at(-HOUR),
    valid_until: at(24 * HOUR),
    display_places: ['app_home'],
    ...extra,
  };
  const { id } = await ok<{ id: number }>(session.bearer({ method: 'POST', url: '/api/coupons', payload: body }));
  if (!draft) await ok(session.bearer({ method: 'POST', url: `/api/coupons/${id}/publish`, payload: {} }));
  return id;
}
const act = (id: number, action: string) => ok(merchant.bearer({ method: 'POST', url: `/api/coupons/${id}/${action}`, payload: {} }));
const claim = (token: string, id: number) => call('POST', `/coupons/${id}/claim`, { token });
const claimed = async (token: string, id: number) => {
  const answer = (await claim(token, id)).json();
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data as Copy;
};
const counters = async (id: number) =>
  (
    await sql<{ claimed_count: number; used_count: number; rows: number }>`select claimed_count, used_count,
    (select count(*)::int from coupon_claims where coupon_id = ${id}) as rows from coupons where id = ${id}`.execute(t.database.db)
  ).rows[0]!;
const copyRow = async (id: number) =>
  (
    await sql<{ state: string; order_id: number | null; used_by: number | null }>`select state, order_id, used_by from coupon_claims where id = ${id}`.execute(
      t.database.db,
    )
  ).rows[0]!;
const order = (token: string, body: Record<string, unknown>) => call('POST', '/intention-orders', { token, body });
const redeem = (session: Session, customerId: number, code: string) =>
  session.bearer({ method: 'POST', url: `/api/customers/${customerId}/coupon-claims/redeem`, payload: { code } });
const moveOrder = (id: number, status: string) => ok(merchant.bearer({ method: 'POST', url: `/api/intention-orders/${id}/status`, payload: { status } }));

beforeAll(async () => {
  t = await createTestApp({
    env: { CUSTOMER_LOGINS_PER_ADDRESS_PER_MINUTE: '100000', CUSTOMER_API_PER_ADDRESS_PER_MINUTE: '100000', CUSTOMER_API_PER_IDENTITY_PER_MINUTE: '100000' },
  });
  merchant = await t.login('merchant');
  guide = await t.login('guide');
  designer = await t.login('designer');
  const second = await t.login('merchant2');
  key = (await merchant.bearer({ method: 'POST', url: '/api/settings/publishable-keys/customer/rotate' })).json().data.key;
  key2 = (await second.bearer({ method: 'POST', url: '/api/settings/publishable-keys/customer/rotate' })).json().data.key;
  guideShare = (await ok<{ share: string }>(guide.bearer({ method: 'GET', url: '/api/customers/share-token' }))).share;
  goods = (
    await sql<{ id: number; price: number }>`select c.id, c.price from commodities c join merchants m on m.id = c.merchant_id
      where m.name = 'Demo Living' and c.deleted_at is null and c.price > 0 order by c.price desc, c.id limit 3`.execute(t.database.db)
  ).rows.map((row) => ({ id: Number(row.id), price: Number(row.price) }));
  cheap = goods.at(-1)!;
});
afterAll(async () => {
  await t.close();
});

describe('claiming through the customer-facing API', () => {
  it('answers a copy with a 10-character code, valid until the end of the range, and counts it', async () => {
    const { token } = await customer();
    const until = at(48 * HOUR);
    const id = await coupon({ valid_until: until });
    const copy = await claimed(token, id);
    expect(copy).toMatchObject({ coupon_id: id, state: 'unused', used_at: null, order_id: null, coupon_name: 'Cash', par_value: 10 });
    expect(copy.code).toMatch(/^[A-Z0-9]{10}$/);
    expect(Date.parse(copy.expires_at)).toBe(Date.parse(until));
    expect(await counters(id)).toMatchObject({ claimed_count: 1, rows: 1 });
  });

  it('makes a copy of a coupon valid for N days expire N days after its claim', async () => {
    const { token } = await customer();
    const id = await coupon({ validity: 'days', valid_days: 7, valid_from: null, valid_until: null });
    const copy = await claimed(token, id);
    expect(Math.abs(Date.parse(copy.expires_at) - (Date.now() + 7 * 24 * HOUR))).toBeLessThan(60_000);
  });

  it('lists the live, claimable coupons of the key’s merchant, by display place, with the copies the caller holds', async () => {
    const { token } = await customer();
    const live = await coupon({ display_places: ['app_home', 'goods_detail'] });
    const elsewhere = await coupon({ display_places: ['plan_viewer'] });
    const draft = await coupon({}, { draft: true });
    const paused = await coupon();
    await act(paused, 'pause');
    const deleted = await coupon();
    await act(deleted, 'remove');
    const notYet = await coupon({ valid_from: at(HOUR), valid_until: at(2 * HOUR) });
    const allClaimed = await coupon({ total: 1, per_person_limit: 1 });
    await claimed((await customer()).token, allClaimed);
    await claimed(token, live);

    const listed = (await call('GET', '/coupons?pageSize=100', { token })).json();
    expect(listed.code).toBe(0);
    const ids = listed.data.list.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([live, elsewhere]));
    for (const hidden of [draft, paused, deleted, notYet, allClaimed]) expect(ids).not.toContain(hidden);
    expect(listed.data.list.find((row: { id: number }) => row.id === live)).toMatchObject({ claimed_by_me: 1, claimed_count: 1, per_person_limit: 5 });

    const home = (await call('GET', '/coupons?place=goods_detail&pageSize=100', { token })).json().data.list.map((row: { id: number }) => row.id);
    expect(home).toContain(live);
    expect(home).not.toContain(elsewhere);
    // The boot envelope names a refused field 400 (API.md §2).
    expect((await call('GET', '/coupons?place=billboard', { token })).json().code).toBe(400);

    const other = await customer({ withKey: key2 });
    const foreign = (await call('GET', '/coupons?pageSize=100', { withKey: key2, token: other.token })).json().data.list.map((row: { id: number }) => row.id);
    expect(foreign).not.toContain(live);
  });

  it("refuses another merchant's coupon (404), a guest without a phone (403) and a call without a token (401)", async () => {
    const id = await coupon();
    const other = await customer({ withKey: key2 });
    expect((await call('POST', `/coupons/${id}/claim`, { withKey: key2, token: other.token })).json().code).toBe(404);
    const guest = (await call('POST', '/login/guest', { body: {} })).json().data;
    expect((await claim(guest.token, id)).json().code).toBe(403);
    expect((await call('POST', `/coupons/${id}/claim`)).json().code).toBe(401);
    expect((await counters(id)).claimed_count).toBe(0);
  });

  it.each([
    ['a draft', { draft: true }, {}],
    ['a coupon whose range has not started', {}, { valid_from: at(HOUR), valid_until: at(2 * HOUR) }],
  ])('refuses to claim %s: "This coupon cannot be claimed now"', async (_name, options, extra) => {
    const { token } = await customer();
    const id = await coupon(extra, options);
    expect((await claim(token, id)).json()).toMatchObject({ code: 409, msg: 'This coupon cannot be claimed now.' });
  });

  it('refuses a coupon whose range is over, in the caller’s language', async () => {
    const { token } = await customer();
    const id = await coupon();
    await sql`update coupons set valid_from = now() - interval '2 days', valid_until = now() - interval '1 day' where id = ${id}`.execute(t.database.db);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${API}/coupons/${id}/claim`,
      headers: { [PUBLISHABLE_KEY_HEADER]: key, authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' },
    });
    expect(refused.json()).toMatchObject({ code: 409, msg: '该优惠券当前不可领取。' });
  });
});

describe('the OpenAPI document', () => {
  it("documents the coupon routes with the customer key and token, and the back office's with their pages", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    for (const [path, method] of [
      [`${API}/coupons`, 'get'],
      [`${API}/coupons/{id}/claim`, 'post'],
      [`${API}/coupon-claims`, 'get'],
    ] as const) {
      const operation = paths[path]?.[method];
      expect(operation, path).toBeTruthy();
      expect(operation!['x-atrium-credential'], path).toEqual({ publishableKey: 'customer' });
      expect(operation!['x-atrium-customer-token'], path).toBe(true);
    }
    for (const path of ['/api/customers/{id}/coupon-claims', '/api/coupons/{id}/claims', '/api/coupons/{id}/claims/export', '/api/coupons/{id}/summary'])
      expect(paths[path]?.get, path).toBeTruthy();
    expect(paths['/api/customers/{id}/coupon-claims/redeem']?.post).toBeTruthy();
  });
});

describe('claims under races (SECURITY.md concurrency row)', () => {
  it('one customer making 50 parallel claims against a limit per person of L gets exactly L', async () => {
    const L = 3;
    const { token, customerId } = await customer();
    const id = await coupon({ total: 1000, per_person_limit: L });
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(token, id)));
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => body.code === 0)).toHaveLength(L);
    const refused = bodies.filter((body) => body.code !== 0);
    expect(refused).toHaveLength(50 - L);
    for (const body of refused) expect(body).toMatchObject({ code: 409, msg: 'You have claimed as many as allowed.' });
    expect(await counters(id)).toMatchObject({ claimed_count: L, rows: L });
    const mine = await sql<{ n: number }>`select count(*)::int as n from coupon_claims where coupon_id = ${id} and customer_id = ${customerId}`.execute(
      t.database.db,
    );
    expect(mine.rows[0]!.n).toBe(L);
    expect(new Set(bodies.filter((body) => body.code === 0).map((body) => body.data.code)).size).toBe(L);
  });

  it('50 customers claiming in parallel against a total of T get exactly T between them', async () => {
    const T = 7;
    const customers = [];
    for (let index = 0; index < 50; index++) customers.push(await customer());
    const id = await coupon({ total: T, per_person_limit: 1 });
    const answers = await Promise.all(customers.map(({ token }) => claim(token, id)));
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => body.code === 0)).toHaveLength(T);
    for (const body of bodies.filter((body) => body.code !== 0)) expect(body).toMatchObject({ code: 409, msg: 'All copies are claimed.' });
    expect(await counters(id)).toMatchObject({ claimed_count: T, rows: T });
    const holders = await sql<{ n: number }>`select count(distinct customer_id)::int as n from coupon_claims where coupon_id = ${id}`.execute(t.database.db);
    expect(holders.rows[0]!.n).toBe(T);
    // Every copy claimed: the coupon shows ended and is no longer listed.
    expect((await ok<{ status: string }>(merchant.bearer({ method: 'GET', url: `/api/coupons/${id}` }))).status).toBe('ended');
  });
});

describe('paused and deleted coupons (spec §4)', () => {
  it('refuse new claims; the copies already claimed stay listed and usable within their validity', async () => {
    const { token, customerId } = await customer();
    const paused = await coupon({ threshold: 10 });
    const deleted = await coupon();
    const onOrder = await claimed(token, paused);
    const byCode = await claimed(token, deleted);
    await act(paused, 'pause');
    await act(deleted, 'remove');
    for (const id of [paused, deleted]) expect((await claim(token, id)).json()).toMatchObject({ code: 409, msg: 'This coupon cannot be claimed now.' });

    const own = (await call('GET', '/coupon-claims?state=unused', { token })).json().data.list.map((copy: Copy) => copy.id);
    expect(own).toEqual(expect.arrayContaining([onOrder.id, byCode.id]));
    const used = (await order(token, { items: [{ commodity_id: cheap.id, quantity: 1 }], coupon_code: onOrder.code })).json();
    expect(used.code, JSON.stringify(used)).toBe(0);
    await ok(redeem(merchant, customerId, byCode.code));
    expect((await copyRow(onOrder.id)).state).toBe('used');
    expect((await copyRow(byCode.id)).state).toBe('used');
  });
});

describe("the customer's own copies", () => {
  it('reads unused, used and expired copies (expired: unused past its expiry), newest first, and no other customer’s', async () => {
    const { token, customerId } = await customer();
    const id = await coupon();
    const first = await claimed(token, id);
    const second = await claimed(token, id);
    const third = await claimed(token, id);
    await ok(redeem(merchant, customerId, second.code));
    await sql`update coupon_claims set expires_at = now() - interval '1 minute' where id = ${third.id}`.execute(t.database.db);
    const all = (await call('GET', '/coupon-claims', { token })).json().data;
    expect(all.list.map((copy: Copy) => [copy.id, copy.state])).toEqual([
      [third.id, 'expired'],
      [second.id, 'used'],
      [first.id, 'unused'],
    ]);
    expect(all.total).toBe(3);
    expect((await call('GET', '/coupon-claims?state=expired', { token })).json().data.list.map((copy: Copy) => copy.id)).toEqual([third.id]);
    const stranger = await customer();
    expect((await call('GET', '/coupon-claims', { token: stranger.token })).json().data.total).toBe(0);
  });
});

describe('redemption on an intention order', () => {
  it('applies the copy once: the order names it, the copy is used on the order, the coupon counts it', async () => {
    const { token } = await customer();
    const id = await coupon({ threshold: cheap.price });
    const copy = await claimed(token, id);
    const made = (await order(token, { items: [{ commodity_id: cheap.id, quantity: 1 }], coupon_code: copy.code.toLowerCase() })).json();
    expect(made.code, JSON.stringify(made)).toBe(0);
    expect(made.data.coupon_claim_id).toBe(copy.id);
    expect(await copyRow(copy.id)).toMatchObject({ state: 'used', order_id: made.data.id });
    expect((await counters(id)).used_count).toBe(1);
    const orderRow = await sql<{ coupon_claim_id: number }>`select coupon_claim_id from intention_orders where id = ${made.data.id}`.execute(t.database.db);
    expect(orderRow.rows[0]!.coupon_claim_id).toBe(copy.id);

    const again = (await order(token, { items: [{ commodity_id: cheap.id, quantity: 1 }], coupon_code: copy.code })).json();
    expect(again).toMatchObject({ code: 409, msg: 'This copy has already been used.' });
    expect((await counters(id)).used_count).toBe(1);
  });

  it.each<[string, Record<string, unknown>, (copy: Copy) => Promise<void> | void, number, string]>([
    // The boot envelope names a refused field 400 (API.md §2).
    ['an order below the threshold', { threshold: 'above' }, () => {}, 400, 'coupon_code'],
    ['goods the coupon does not name', { scope: 'goods', commodity_ids: 'other' }, () => {}, 400, 'coupon_code'],
    ['a coupon for plans', { scope: 'plans', plan_ids: 'plan' }, () => {}, 400, 'coupon_code'],
    [
      'an expired copy',
      {},
      async (copy) => {
        await sql`update coupon_claims set expires_at = now() - interval '1 second' where id = ${copy.id}`.execute(t.database.db);
      },
      409,
      '',
    ],
  ])('refuses %s and writes no order', async (_name, extra, prepare, code, field) => {
    const { token } = await customer();
    const body: Record<string, unknown> = { ...extra };
    if (extra.threshold === 'above') Object.assign(body, { par_value: 1, threshold: cheap.price + 1 });
    if (extra.commodity_ids === 'other') body.commodity_ids = [goods[0]!.id];
    if (extra.plan_ids === 'plan') {
      const plan = await sql<{ id: number }>`select p.id from plans p join merchants m on m.id = p.merchant_id
        where m.name = 'Demo Living' and p.deleted_at is null and p.template = false order by p.id limit 1`.execute(t.database.db);
      body.plan_ids = [Number(plan.rows[0]!.id)];
    }
    const id = await coupon(body);
    const copy = await claimed(token, id);
    await prepare(copy);
    const ordersBefore = (await sql<{ n: number }>`select count(*)::int as n from intention_orders`.execute(t.database.db)).rows[0]!.n;
    const refused = (await order(token, { items: [{ commodity_id: cheap.id, quantity: 1 }], coupon_code: copy.code })).json();
    expect(refused.code, JSON.stringify(refused)).toBe(code);
    if (field) expect(Object.keys(refused.errors)).toContain(field);
    expect((await sql<{ n: number }>`select count(*)::int as n from intention_orders`.execute(t.database.db)).rows[0]!.n).toBe(ordersBefore);
    expect((await copyRow(copy.id)).state).toBe('unused');
  });

  it("refuses another customer's code (400 on coupon_code: the boot envelope's field refusal)", async () => {
    const owner = await customer();
    const thief = await customer();
    const copy = await claimed(owner.token, await coupon());
    const refused = (await order(thief.token, { items: [{ commodity_id: cheap.id, quantity: 1 }], coupon_code: copy.code })).json();
    expect(refused.code).toBe(400);
    expect(Object.keys(refused.errors)).toEqual(['coupon_code']);
    expect((await copyRow(copy.id)).state).toBe('unused');
  });

  it.each(['invalid', 'chargeback'])('gives the copy back when the order becomes %s, so it can be used again', async (status) => {
    const { token } = await customer();
    const id = await coupon();
    const copy = await claimed(token, id);
    const made = (await order(token, { items: [{ commodity_id: cheap.id, quantity: 1 }], coupon_code: copy.code })).json().data;
    await moveOrder(made.id, 'finished');
    expect((await copyRow(copy.id)).state).toBe('used');
    await moveOrder(made.id, status);
    expect(await copyRow(copy.id)).toMatchObject({ state: 'unused', order_id: null });
    expect((await counters(id)).used_count).toBe(0);
    const orderRow = await sql<{ coupon_claim_id: number | null }>`select coupon_claim_id from intention_orders where id = ${made.id}`.execute(t.database.db);
    expect(orderRow.rows[0]!.coupon_claim_id).toBeNull();
    // Moving on to another cancelled state gives nothing back twice.
    await moveOrder(made.id, status === 'invalid' ? 'chargeback' : 'invalid');
    expect((await counters(id)).used_count).toBe(0);
    const reused = (await order(token, { items: [{ commodity_id: cheap.id, quantity: 1 }], coupon_code: copy.code })).json();
    expect(reused.code, JSON.stringify(reused)).toBe(0);
    expect((await counters(id)).used_count).toBe(1);
  });
});

describe('redemption by code from the back office', () => {
  it("lets the guide redeem its own customer's copy once, audited as the coupon's redeem", async () => {
    const { token, customerId } = await customer({ share: guideShare });
    const id = await coupon();
    const copy = await claimed(token, id);
    const used = await ok<Copy>(redeem(guide, customerId, ` ${copy.code.toLowerCase()} `));
    expect(used).toMatchObject({ id: copy.id, state: 'used', order_id: null });
    const guideId = (await sql<{ id: number }>`select id from accounts where username = 'guide'`.execute(t.database.db)).rows[0]!.id;
    expect(await copyRow(copy.id)).toMatchObject({ state: 'used', used_by: guideId });
    expect((await counters(id)).used_count).toBe(1);
    const twice = await redeem(guide, customerId, copy.code);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This copy has already been used.');
    expect((await counters(id)).used_count).toBe(1);
    const audit = await sql<{ operation: string; account_id: number }>`select operation, account_id from audit_log
      where entity = 'coupons' and record_id = ${id} and operation = 'redeem'`.execute(t.database.db);
    expect(audit.rows).toEqual([{ operation: 'redeem', account_id: guideId }]);
  });

  it('answers 404 to a guide for a customer not its own, 403 without edit on the customer list, 422 for an unknown or malformed code', async () => {
    const { token, customerId } = await customer();
    const copy = await claimed(token, await coupon());
    expect((await redeem(guide, customerId, copy.code)).statusCode).toBe(404);
    expect((await guide.bearer({ method: 'GET', url: `/api/customers/${customerId}/coupon-claims` })).statusCode).toBe(404);
    expect((await redeem(designer, customerId, copy.code)).statusCode).toBe(403);
    const unknown = await redeem(merchant, customerId, 'ZZZZZZZZZZ');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['code']);
    expect((await redeem(merchant, customerId, 'SHORT')).statusCode).toBe(422);
    const other = await customer();
    expect((await redeem(merchant, other.customerId, copy.code)).statusCode).toBe(422);
    expect((await copyRow(copy.id)).state).toBe('unused');
    const expired = await claimed(token, await coupon());
    await sql`update coupon_claims set expires_at = now() - interval '1 second' where id = ${expired.id}`.execute(t.database.db);
    const late = await redeem(merchant, customerId, expired.code);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This copy has expired.');
  });

  it("lists a customer's copies for its detail page (the guide's own customers)", async () => {
    const { token, customerId } = await customer({ share: guideShare });
    const id = await coupon({ name: 'Tab coupon', par_value: 25, threshold: 30 });
    const copy = await claimed(token, id);
    const listed = await ok<{ list: Record<string, unknown>[] }>(guide.bearer({ method: 'GET', url: `/api/customers/${customerId}/coupon-claims` }));
    expect(listed.list).toEqual([
      expect.objectContaining({ id: copy.id, coupon_id: id, coupon_name: 'Tab coupon', par_value: 25, code: copy.code, state: 'unused', order_id: null }),
    ]);
  });
});

describe("the coupon's detail page", () => {
  it('pages the copies with their customers, exports them, and sums claims and redemptions per day', async () => {
    const id = await coupon({ total: 10, per_person_limit: 2 });
    const ours = await customer({ share: guideShare });
    const theirs = await customer();
    const a = await claimed(ours.token, id);
    await claimed(ours.token, id);
    await claimed(theirs.token, id);
    await ok(redeem(merchant, ours.customerId, a.code));

    const page = await ok<{ list: { id: number; customer_id: number; state: string; customer_nickname: string }[]; total: number }>(
      merchant.bearer({ method: 'GET', url: `/api/coupons/${id}/claims?page=1&pageSize=2` }),
    );
    expect(page.total).toBe(3);
    expect(page.list).toHaveLength(2);
    expect(page.list[0]!.customer_id).toBe(theirs.customerId);
    expect(page.list[0]!.customer_nickname).toBeTruthy();
    const used = await ok<{ list: { id: number }[] }>(merchant.bearer({ method: 'GET', url: `/api/coupons/${id}/claims?state=used` }));
    expect(used.list.map((row) => row.id)).toEqual([a.id]);

    const file = await merchant.bearer({ method: 'GET', url: `/api/coupons/${id}/claims/export`, headers: { 'accept-language': 'zh-CN' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(3).value).toBe('券码');
    expect(sheet.getRow(2).getCell(4).value).toBe('未使用');

    const summary = await ok<{
      claimed: number;
      used: number;
      redemption_rate: number;
      time_zone: string;
      days: { day: string; claims: number; redemptions: number }[];
    }>(merchant.bearer({ method: 'GET', url: `/api/coupons/${id}/summary` }));
    expect(summary).toMatchObject({ claimed: 3, used: 1 });
    expect(summary.redemption_rate).toBeCloseTo(1 / 3, 3);
    expect(summary.days.length).toBeGreaterThanOrEqual(1);
    expect(summary.days.reduce((sum, day) => sum + day.claims, 0)).toBe(3);
    expect(summary.days.reduce((sum, day) => sum + day.redemptions, 0)).toBe(1);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: summary.time_zone }).format(new Date());
    expect(summary.days.at(-1)!.day).toBe(today);

    const second = await t.login('merchant2');
    expect((await second.bearer({ method: 'GET', url: `/api/coupons/${id}/claims` })).statusCode).toBe(404);
    expect((await second.bearer({ method: 'GET', url: `/api/coupons/${id}/summary` })).statusCode).toBe(404);
    expect((await second.bearer({ method: 'GET', url: `/api/coupons/${id}/claims/export` })).statusCode).toBe(404);
  });

  it('answers an empty series for a coupon nobody claimed, with a rate of 0', async () => {
    const id = await coupon();
    const summary = await ok<{ claimed: number; redemption_rate: number; days: { claims: number }[] }>(
      merchant.bearer({ method: 'GET', url: `/api/coupons/${id}/summary` }),
    );
    expect(summary).toMatchObject({ claimed: 0, redemption_rate: 0 });
    expect(summary.days.every((day) => day.claims === 0)).toBe(true);
  });
});
