import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { readSheet, waitForJob } from '../../jobs/jobs-helpers.ts';
import { ok } from '../accounts/organisation-helpers.ts';

/**
 * Customers (issue 36): every field rule of the declaration on the server, one phone per merchant,
 * and the guide's scope (ACCESS.md: a guide sees only customers of its own sale_id, everywhere;
 * a customer owned by nobody is the merchant's managers').
 */
let t: TestApp;
let merchant: Session;
let manager: Session;
let guide: Session;
let guideId: number;

let serial = 0;
/** A phone no other test uses (11 digits). */
const phone = () => `139${String(Date.now() % 1e6).padStart(6, '0')}${String((serial += 1) % 100).padStart(2, '0')}`;
const create = (session: Session, body: Record<string, unknown>) => session.bearer({ method: 'POST', url: '/api/customers', payload: body });
/** Makes a customer as the merchant and gives it to `saleId` (what arriving through that guide's share link does). */
async function customerOf(saleId: number | null, nickname: string): Promise<number> {
  const made = await ok<{ id: number }>(create(merchant, { nickname, phone: phone() }));
  await sql`update customers set sale_id = ${saleId} where id = ${made.id}`.execute(t.database.db);
  return made.id;
}

/** Exports go to the file storage under DATA_DIR: a directory of this file's own. */
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-customers-'));
  t = await createTestApp({ env: { JOB_WORKER: 'true', JOB_POLL_SECONDS: '0.5', DATA_DIR: dataDir } });
  merchant = await t.login('merchant');
  manager = await t.login('manager');
  guide = await t.login('guide');
  guideId = (await t.database.db.selectFrom('accounts').select('id').where('username', '=', 'guide').executeTakeFirstOrThrow()).id;
}, 30_000);
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the customer fields (spec §3, §5)', () => {
  it.each([
    ['nickname', { nickname: '' }, 'nickname'],
    ['nickname', { nickname: 'x'.repeat(51) }, 'nickname'],
    ['phone', { phone: '12' }, 'phone'],
    ['phone', { phone: '12a45' }, 'phone'],
    ['house area', { house_area: -1 }, 'house_area'],
    ['house area', { house_area: 100_001 }, 'house_area'],
    ['gender', { gender: 'other' }, 'gender'],
    ['style', { style: 'baroque' }, 'style'],
    ['city', { city: 'c'.repeat(41) }, 'city'],
    ['address', { address: 'a'.repeat(201) }, 'address'],
  ])('refuses a wrong %s (%j) with 422 on the field and writes nothing', async (_name, change, field) => {
    const before = await sql<{ n: number }>`select count(*)::int as n from customers`.execute(t.database.db);
    const refused = await create(merchant, { nickname: 'Rule check', ...change });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json().errors)).toContain(field);
    const after = await sql<{ n: number }>`select count(*)::int as n from customers`.execute(t.database.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it("says spec §5's phone rule in the user's language", async () => {
    const refused = await merchant.bearer({
      method: 'POST',
      url: '/api/customers',
      payload: { nickname: 'Phone', phone: '12' },
      headers: { 'accept-language': 'zh' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.phone[0]).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each([['sale_id'], ['store_id'], ['source'], ['total_visits'], ['last_visit_at'], ['mp_user_id']])(
    'takes no %s from a client: the server keeps it',
    async (field) => {
      const refused = await create(merchant, { nickname: 'Read only', [field]: 1 });
      expect(refused.statusCode).toBe(422);
    },
  );

  it('keeps one customer per phone and merchant, and a customer added here comes from the back office, owned by nobody', async () => {
    const shared = phone();
    const first = await ok<{ id: number; source: string; sale_id: number | null; total_visits: number }>(
      create(merchant, { nickname: 'First', phone: shared }),
    );
    expect(first).toMatchObject({ source: 'back_office', sale_id: null, total_visits: 0 });
    const again = await create(merchant, { nickname: 'Second', phone: shared });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.phone).toEqual(['Another customer already has this phone number.']);
    // Another merchant may know the same person.
    const merchant2 = await t.login('merchant2');
    expect((await create(merchant2, { nickname: 'Elsewhere', phone: shared })).statusCode).toBe(200);
  });

  it('refuses to delete a customer with intention orders (409) and deletes one without', async () => {
    const kept = await customerOf(null, 'Has an order');
    const { rows } = await sql<{ id: number }>`select c.id from commodities c join merchants m on m.id = c.merchant_id
      where m.name = 'Demo Living' and c.deleted_at is null order by c.id limit 1`.execute(t.database.db);
    const goods = { id: Number(rows[0]!.id) };
    await ok(
      merchant.bearer({ method: 'POST', url: '/api/intention-orders', payload: { customer_id: kept, items: [{ commodity_id: goods.id, quantity: 1 }] } }),
    );
    const refused = await merchant.bearer({ method: 'DELETE', url: `/api/customers/${kept}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This customer has intention orders: it is kept as part of their history.');
    const gone = await customerOf(null, 'No orders');
    await ok(merchant.bearer({ method: 'DELETE', url: `/api/customers/${gone}` }));
    expect((await merchant.bearer({ method: 'GET', url: `/api/customers/${gone}` })).statusCode).toBe(404);
  });
});

describe("the guide's scope (ACCESS.md)", () => {
  let own: number;
  let unowned: number;
  let othersGuide: number;

  beforeAll(async () => {
    own = await customerOf(guideId, 'Scope own');
    unowned = await customerOf(null, 'Scope unowned');
    const manager = await t.database.db.selectFrom('accounts').select('id').where('username', '=', 'manager').executeTakeFirstOrThrow();
    othersGuide = await customerOf(manager.id, 'Scope another');
  });

  it('lists, counts, searches and shows only its own customers', async () => {
    const page = await ok<{ list: { id: number; sale_id: number }[]; total: number }>(
      guide.bearer({ method: 'GET', url: '/api/customers?pageSize=100&q=Scope' }),
    );
    expect(page.list.map((row) => row.id)).toEqual([own]);
    expect(page.total).toBe(1);
    const all = await ok<{ list: { sale_id: number }[] }>(guide.bearer({ method: 'GET', url: '/api/customers?pageSize=100' }));
    expect(all.list.every((row) => row.sale_id === guideId)).toBe(true);
    expect((await guide.bearer({ method: 'GET', url: `/api/customers/${own}` })).statusCode).toBe(200);
    for (const id of [unowned, othersGuide]) {
      expect((await guide.bearer({ method: 'GET', url: `/api/customers/${id}` })).statusCode).toBe(404);
      expect((await guide.bearer({ method: 'PATCH', url: `/api/customers/${id}`, payload: { city: 'Hangzhou' } })).statusCode).toBe(404);
    }
  });

  it('edits its own customer (it holds edit) but adds and deletes none (it holds neither)', async () => {
    expect(await ok(guide.bearer({ method: 'PATCH', url: `/api/customers/${own}`, payload: { city: 'Hangzhou' } }))).toMatchObject({ city: 'Hangzhou' });
    expect((await create(guide, { nickname: 'By a guide' })).statusCode).toBe(403);
    expect((await guide.bearer({ method: 'DELETE', url: `/api/customers/${own}` })).statusCode).toBe(403);
  });

  it("offers only its own customers to pick for an order, and only itself as the guide filter's choice", async () => {
    const customers = await ok<{ list: { id: number }[] }>(guide.bearer({ method: 'GET', url: '/api/intention-orders/choices/customer_id' }));
    expect(customers.list.map((choice) => choice.id)).toContain(own);
    expect(customers.list.map((choice) => choice.id)).not.toContain(unowned);
    const guides = await ok<{ list: { id: number }[] }>(guide.bearer({ method: 'GET', url: '/api/customers/choices/sale_id' }));
    expect(guides.list.map((choice) => choice.id)).toEqual([guideId]);
  });

  it('lets the managers see the customers owned by nobody, which the guide cannot', async () => {
    for (const session of [merchant, manager]) {
      const page = await ok<{ list: { id: number }[] }>(session.bearer({ method: 'GET', url: '/api/customers?pageSize=100&q=Scope' }));
      expect(page.list.map((row) => row.id).sort()).toEqual([own, unowned, othersGuide].sort());
    }
  });

  it("exports only the guide's own customers, given a guide role that may export", async () => {
    await sql`update roles set permissions = permissions || '{/customManagement/customList/export}'::text[]
      where id = (select role_id from accounts where username = 'guide')`.execute(t.database.db);
    const exporter = await t.login('guide');
    const started = await exporter.browser({ method: 'POST', url: '/api/customers/export?q=Scope', payload: { columns: ['nickname', 'sale_id'] } });
    expect(started.statusCode, started.body).toBe(200);
    const done = await waitForJob(exporter, started.json().data.id);
    const rows = await readSheet((await exporter.browser({ method: 'GET', url: `/api/jobs/${done.id}/file` })).rawPayload);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Scope own']);
  });

  it('never shows another merchant its customers', async () => {
    const merchant2 = await t.login('merchant2');
    expect((await merchant2.bearer({ method: 'GET', url: `/api/customers/${own}` })).statusCode).toBe(404);
    const page = await ok<{ list: { id: number }[] }>(merchant2.bearer({ method: 'GET', url: '/api/customers?pageSize=100&q=Scope' }));
    expect(page.list).toEqual([]);
  });
});
