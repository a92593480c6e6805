import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { merchantId, merchantsByName, newMerchant, ok } from './merchant-helpers.ts';

let t: TestApp;
let operator: Session;

beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('operator');
}, 30_000);
afterAll(() => t?.close());

const DAY = 86_400_000;
const patch = (session: Session, id: number, payload: Record<string, unknown>) => session.bearer({ method: 'PATCH', url: `/api/merchants/${id}`, payload });

describe('merchants: business information (issue 19)', () => {
  it('lists every merchant with its terms, caps, maintainer, expiry status and usage', async () => {
    const rows = await merchantsByName(operator);
    expect(Object.keys(rows)).toEqual(expect.arrayContaining(['Demo Living', 'Second Home', 'Soon Home', 'Lapsed Co', 'Demo Academy']));
    const staff = await t.database.db.selectFrom('accounts').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
    expect(rows['Demo Living']).toMatchObject({
      master_username: 'merchant',
      status: 'enabled',
      edition: 'flagship',
      maintainer_id: staff.id,
      goods_cap: 5000,
      plan_cap: 500,
      template_cap: 50,
      template_privilege: 'all',
      rendering: true,
      expiry_status: 0,
    });
    expect(rows['Demo Living'].goods_count).toBeGreaterThan(0);
    expect(rows['Demo Living'].sub_accounts).toBeGreaterThan(0);
    expect(rows['Demo Living']).not.toHaveProperty('password');
    expect(rows['Lapsed Co'].expiry_status).toBe(7);
    expect(rows['Soon Home'].expiry_status).toBe(0);
    const maintainers = await ok<{ list: { id: number; name: string }[] }>(operator.bearer({ method: 'GET', url: '/api/merchants/choices/maintainer_id' }));
    expect(maintainers.list.map((choice) => choice.id)).toContain(staff.id);
  });

  it('edits the terms and caps, and shows a warning status within 7 days of the expiry', async () => {
    const id = await merchantId(t, 'Second Home');
    const soon = new Date(Date.now() + 3 * DAY).toISOString();
    const record = await ok(patch(operator, id, { edition: 'trial', goods_cap: 7, rendering: true, overdue_time: soon }));
    expect(record).toMatchObject({ edition: 'trial', goods_cap: 7, rendering: true, expiry_status: 3 });
    const stored = await t.database.db.selectFrom('merchants').select(['edition', 'goods_cap', 'rendering']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ edition: 'trial', goods_cap: 7, rendering: true });
    await ok(patch(operator, id, { overdue_time: new Date(Date.now() + 365 * DAY).toISOString() }));
  });

  it.each([
    ['goods_cap', null],
    ['plan_cap', null],
    ['template_cap', -1],
    ['account_quota', 1.5],
    ['material_capacity', null],
    ['template_privilege', null],
  ])('refuses an empty or invalid %s (spec §5: required caps) with 422, on create and on edit', async (name, value) => {
    const created = await operator.bearer({ method: 'POST', url: '/api/merchants', payload: newMerchant({ [name]: value }) });
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().errors).toHaveProperty(name);
    const { [name]: _left, ...missing } = newMerchant();
    expect((await operator.bearer({ method: 'POST', url: '/api/merchants', payload: missing })).statusCode).toBe(422);
    const edited = await patch(operator, await merchantId(t, 'Demo Academy'), { [name]: value });
    expect(edited.statusCode).toBe(422);
  });

  it('refuses a maintainer who is no platform staff, and a taken master login', async () => {
    const merchantAccount = await t.database.db.selectFrom('accounts').select('id').where('username', '=', 'merchant').executeTakeFirstOrThrow();
    const maintainer = await patch(operator, await merchantId(t, 'Demo Academy'), { maintainer_id: merchantAccount.id });
    expect(maintainer.statusCode).toBe(422);
    expect(maintainer.json().errors.maintainer_id).toEqual(['This staff member does not exist.']);
    const taken = await operator.bearer({ method: 'POST', url: '/api/merchants', payload: newMerchant({ master_username: 'MERCHANT2' }) });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.master_username).toEqual(['Already exists.']);
  });

  it('creates a merchant with its master account, which signs in to its own empty merchant', async () => {
    const body = newMerchant();
    const record = await ok<{ id: number; master_username: string; merchant_id: number }>(
      operator.bearer({ method: 'POST', url: '/api/merchants', payload: body }),
    );
    expect(record).toMatchObject({ master_username: body.master_username, merchant_id: record.id, goods_count: 0, sub_accounts: 0, status: 'enabled' });
    const master = await t.login(String(body.master_username), { password: 'secret-1' });
    const user = await ok<{ merchant_id: number; permission: string[] }>(master.bearer({ method: 'GET', url: '/api/user' }));
    expect(user.merchant_id).toBe(record.id);
    expect(user.permission.length).toBeGreaterThan(0);
    const accounts = await ok<{ list: { merchant_name: string }[] }>(
      operator.bearer({ method: 'GET', url: `/api/merchant-accounts?q=${body.master_username}` }),
    );
    expect(accounts.list.map((row) => row.merchant_name)).toEqual([body.name]);
  });

  it('offers no delete: merchants are disabled, not deleted', async () => {
    const id = await merchantId(t, 'Demo Academy');
    expect((await operator.bearer({ method: 'DELETE', url: `/api/merchants/${id}` })).statusCode).toBe(404);
  });

  it('audits an expiry change with the dates before and after, under the merchant', async () => {
    const id = await merchantId(t, 'Demo Academy');
    const before = await ok<{ overdue_time: string }>(operator.bearer({ method: 'GET', url: `/api/merchants/${id}` }));
    const later = new Date(Date.now() + 400 * DAY).toISOString();
    await ok(patch(operator, id, { overdue_time: later }));
    const entry = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'merchants')
      .where('record_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'update', account_name: 'operator', merchant_id: id, record_title: 'Demo Academy' });
    expect((entry.before as { overdue_time: string }).overdue_time).toBe(before.overdue_time);
    expect(new Date((entry.after as { overdue_time: string }).overdue_time).getTime()).toBe(new Date(later).getTime());
    expect(JSON.stringify(entry)).not.toMatch(/password/);
  });
});

describe('merchants: isolation', () => {
  it.each(['merchant', 'manager', 'staff'])('refuses %s every merchants route (403)', async (username) => {
    const session = await t.login(username);
    const id = await merchantId(t, 'Demo Living');
    for (const [method, url, payload] of [
      ['GET', '/api/merchants', undefined],
      ['GET', `/api/merchants/${id}`, undefined],
      ['GET', `/api/merchants/${id}/detail`, undefined],
      ['PATCH', `/api/merchants/${id}`, { goods_cap: 1 }],
      ['POST', '/api/merchants', newMerchant()],
    ] as const) {
      const response = await session.bearer({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const stored = await t.database.db.selectFrom('merchants').select('goods_cap').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.goods_cap).not.toBe(1);
  });

  it('answers 404 for a merchant that does not exist', async () => {
    expect((await operator.bearer({ method: 'GET', url: '/api/merchants/999999' })).statusCode).toBe(404);
    expect((await operator.bearer({ method: 'GET', url: '/api/merchants/999999/detail' })).statusCode).toBe(404);
    expect((await patch(operator, 999999, { goods_cap: 1 })).statusCode).toBe(404);
  });
});
