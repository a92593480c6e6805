import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';
import { at, type Call, customerCalls, customerKey, HOUR, newActivity, newCustomer, shareOf } from '../activities/activity-helpers.ts';

let t: TestApp;
let merchant: Session;
let merchant2: Session;
let call: Call;
let key2: string;
let store: number;
let foreignStore: number;
let guideId: number;
let guideShare: string;
let managerId: number;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  merchant2 = await t.login('merchant2');
  call = customerCalls(t, await customerKey(merchant));
  key2 = await customerKey(merchant2);
  store = (await merchant.bearer({ method: 'GET', url: '/api/stores?pageSize=1' })).json().data.list[0].id;
  foreignStore = (await merchant2.bearer({ method: 'GET', url: '/api/stores?pageSize=1' })).json().data.list[0].id;
  ({ id: guideId, share: guideShare } = await shareOf(t, 'guide'));
  managerId = (await (await t.login('manager')).bearer({ method: 'GET', url: '/api/user' })).json().data.id;
});
afterAll(() => t.close());

const book = (token: string, body: Record<string, unknown>, withKey?: string) =>
  call('POST', '/appointments', { token, withKey, body: { store_id: store, appointed_at: at(24 * HOUR), ...body } });
const move = (session: Session, id: number, name: string) => session.bearer({ method: 'POST', url: `/api/appointments/${id}/${name}` });
const create = (session: Session, body: Record<string, unknown>) =>
  session.bearer({ method: 'POST', url: '/api/appointments', payload: { appointed_at: at(24 * HOUR), store_id: store, phone: '5550001', ...body } });

describe("the appointment's machine", () => {
  const refusedMove = (from: string, to: string) => `This appointment cannot move from “${from}” to “${to}” this way.`;

  it('moves pending → confirmed → done, and pending or confirmed → cancelled; anything else is a 409 naming both states', async () => {
    const customer = await newCustomer(call);
    const fresh = async () => (await create(merchant, { customer_id: customer.id })).json().data as { id: number; state: string };
    const first = await fresh();
    expect(first.state).toBe('pending');
    const early = await move(merchant, first.id, 'complete');
    expect([early.statusCode, early.json().message]).toEqual([409, refusedMove('Pending', 'Done')]);
    expect((await move(merchant, first.id, 'confirm')).json().data.state).toBe('confirmed');
    const same = await move(merchant, first.id, 'confirm');
    expect([same.statusCode, same.json().message]).toEqual([409, 'Status unchanged.']);
    expect((await move(merchant, first.id, 'complete')).json().data.state).toBe('done');
    expect((await move(merchant, first.id, 'cancel')).json().message).toBe(refusedMove('Done', 'Cancelled'));
    expect((await move(merchant, first.id, 'confirm')).json().message).toBe(refusedMove('Done', 'Confirmed'));
    expect((await move(merchant, first.id, 'complete')).json().message).toBe('Status unchanged.');

    const second = await fresh();
    expect((await move(merchant, second.id, 'cancel')).json().data.state).toBe('cancelled');
    expect((await move(merchant, second.id, 'cancel')).json().message).toBe('Status unchanged.');
    expect((await move(merchant, second.id, 'confirm')).json().message).toBe(refusedMove('Cancelled', 'Confirmed'));
    expect((await move(merchant, second.id, 'complete')).json().message).toBe(refusedMove('Cancelled', 'Done'));

    const third = await fresh();
    await move(merchant, third.id, 'confirm');
    expect((await move(merchant, third.id, 'cancel')).json().data.state).toBe('cancelled');
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM audit_log WHERE entity = \'appointments\' AND record_id = $1 AND moves @> \'[{"field": "state"}]\'::jsonb',
      [first.id],
    );
    expect(rows[0].n).toBe(2);
  });

  it('confirms an appointment of an activity deleted since (only changed references are judged again)', async () => {
    const customer = await newCustomer(call);
    const activity = await newActivity(merchant);
    const made = (await create(merchant, { customer_id: customer.id, activity_id: activity.id })).json().data;
    await merchant.bearer({ method: 'POST', url: `/api/activities/${activity.id}/remove` });
    expect((await move(merchant, made.id, 'confirm')).json().data.state).toBe('confirmed');
    const refused = await create(merchant, { customer_id: customer.id, activity_id: activity.id });
    expect([refused.statusCode, Object.keys(refused.json().errors)]).toEqual([422, ['activity_id']]);
  });
});

describe('the back office rules', () => {
  it("refuses another merchant's store, customer and activity, a deleted activity, and a guide that is none of the merchant's", async () => {
    const customer = await newCustomer(call);
    const foreign = await newCustomer(call, { withKey: key2, prefix: '1390088' });
    const foreignActivity = await newActivity(merchant2);
    const foreignAccountId = Number((await sql<{ id: string }>`SELECT id FROM accounts WHERE username = 'merchant2'`.execute(t.database.db)).rows[0]!.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ customer_id: customer.id, store_id: foreignStore }, 'store_id'],
      [{ customer_id: foreign.id }, 'customer_id'],
      [{ customer_id: customer.id, activity_id: foreignActivity.id }, 'activity_id'],
      [{ customer_id: customer.id, sale_id: foreignAccountId }, 'sale_id'],
    ];
    for (const [body, field] of cases) {
      const refused = await create(merchant, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual([field]);
    }
    const badTime = await create(merchant, { customer_id: customer.id, appointed_at: '2y4' });
    expect([badTime.statusCode, badTime.json().errors]).toEqual([422, { appointed_at: ['Enter a date and time.'] }]);
    const named = (await create(merchant, { customer_id: customer.id, sale_id: guideId })).json().data;
    expect(named.sale_id).toBe(guideId);
    const changed = await merchant.bearer({ method: 'PATCH', url: `/api/appointments/${named.id}`, payload: { sale_id: foreignAccountId } });
    expect(Object.keys(changed.json().errors)).toEqual(['sale_id']);
    // A store manager may hold a customer's appointment (it takes customers over, spec §6).
    const handed = await ok<{ sale_id: number }>(merchant.bearer({ method: 'PATCH', url: `/api/appointments/${named.id}`, payload: { sale_id: managerId } }));
    expect(handed.sale_id).toBe(managerId);
  });

  it("makes an appointment its customer's guide's when it names none", async () => {
    const owned = await newCustomer(call, { share: guideShare });
    expect((await create(merchant, { customer_id: owned.id })).json().data.sale_id).toBe(guideId);
  });
});

describe('who may see and move them', () => {
  let ownId: number;
  let othersId: number;
  let ownCustomer: number;
  let unowned: number;
  beforeAll(async () => {
    ownCustomer = (await newCustomer(call, { share: guideShare })).id;
    unowned = (await newCustomer(call)).id;
    ownId = (await create(merchant, { customer_id: ownCustomer })).json().data.id;
    othersId = (await create(merchant, { customer_id: unowned })).json().data.id;
  });

  it('keeps the demo guide out: it holds no /marketingManagement page (403)', async () => {
    const guide = await t.login('guide');
    expect((await guide.bearer({ method: 'GET', url: '/api/appointments' })).statusCode).toBe(403);
    expect((await move(guide, ownId, 'confirm')).statusCode).toBe(403);
  });

  it("shows a guide with the activity centre its own customers' appointments only (404 for another's), and needs edit to move them", async () => {
    await sql`update roles set permissions = permissions || '{/marketingManagement/activityCenter}'::text[]
      where id = (select role_id from accounts where username = 'guide')`.execute(t.database.db);
    await t.sessionsChanged({ all: true });
    const guide = await t.login('guide');
    const listed = (await guide.bearer({ method: 'GET', url: '/api/appointments?pageSize=100' })).json().data.list.map((row: { id: number }) => row.id);
    expect(listed).toContain(ownId);
    expect(listed).not.toContain(othersId);
    expect((await guide.bearer({ method: 'GET', url: `/api/appointments/${othersId}` })).statusCode).toBe(404);
    expect((await move(guide, ownId, 'confirm')).statusCode).toBe(403);

    await sql`update roles set permissions = permissions || '{/marketingManagement/activityCenter/edit,/marketingManagement/activityCenter/create}'::text[]
      where id = (select role_id from accounts where username = 'guide')`.execute(t.database.db);
    await t.sessionsChanged({ all: true });
    expect((await move(guide, othersId, 'confirm')).statusCode).toBe(404);
    expect((await move(guide, ownId, 'confirm')).json().data.state).toBe('confirmed');
    // A guide's new appointment is its own, for its own customers only.
    const made = await create(guide, { customer_id: ownCustomer });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.sale_id).toBe(guideId);
    expect(Object.keys((await create(guide, { customer_id: unowned })).json().errors)).toEqual(['customer_id']);
    expect(Object.keys((await create(guide, { customer_id: ownCustomer, sale_id: managerId })).json().errors)).toEqual(['sale_id']);
    const kept = await guide.bearer({ method: 'PATCH', url: `/api/appointments/${made.json().data.id}`, payload: { sale_id: null } });
    expect(kept.json().data.sale_id).toBe(guideId);
  });
});

describe('booking through the customer-facing API', () => {
  it("books with the merchant's store, activity and guide, pending, its phone the customer's by default", async () => {
    const customer = await newCustomer(call);
    const activity = await newActivity(merchant);
    const made = (await book(customer.token, { activity_id: activity.id, sale_id: guideId, note: 'Kitchen' })).json();
    expect(made.code, JSON.stringify(made)).toBe(0);
    expect(made.data).toMatchObject({ store_id: store, activity_id: activity.id, phone: customer.phone, state: 'pending', note: 'Kitchen' });
    expect(made.data).not.toHaveProperty('customer_id');
    const { rows } = await t.database.pool.query('SELECT customer_id, sale_id FROM appointments WHERE id = $1', [made.data.id]);
    expect(rows[0]).toEqual({ customer_id: customer.id, sale_id: guideId });
    expect((await book(customer.token, { phone: '5551234' })).json().data.phone).toBe('5551234');
  });

  it("refuses, on the field, a time not ahead, a short phone, and what is not the merchant's", async () => {
    const customer = await newCustomer(call);
    const foreignActivity = await newActivity(merchant2);
    const cases: [Record<string, unknown>, string][] = [
      [{ appointed_at: at(-60_000) }, 'appointed_at'],
      [{ appointed_at: 'tomorrow' }, 'appointed_at'],
      [{ phone: '12' }, 'phone'],
      [{ store_id: foreignStore }, 'store_id'],
      [{ activity_id: foreignActivity.id }, 'activity_id'],
      [{ sale_id: managerId }, 'sale_id'],
      [{ customer_id: 1 }, 'customer_id'],
    ];
    for (const [body, field] of cases) {
      const refused = (await book(customer.token, body)).json();
      expect(refused.code, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.errors)).toEqual([field]);
    }
    expect((await call('GET', '/appointments', { token: customer.token })).json().data.total).toBe(0);
  });

  it("lists a customer's own appointments only, never another customer's or merchant's", async () => {
    const [mine, other] = [await newCustomer(call), await newCustomer(call)];
    const foreign = await newCustomer(call, { withKey: key2, prefix: '1390089' });
    const own = (await book(mine.token, {})).json().data.id;
    await book(other.token, {});
    const theirs = (await book(foreign.token, { store_id: foreignStore }, key2)).json();
    expect(theirs.code).toBe(0);
    expect((await call('GET', '/appointments', { token: mine.token })).json().data.list.map((row: { id: number }) => row.id)).toEqual([own]);
    const foreignList = (await call('GET', '/appointments', { withKey: key2, token: foreign.token })).json().data.list;
    expect(foreignList.map((row: { id: number }) => row.id)).toEqual([theirs.data.id]);
    // A guest without a phone books nothing.
    const guest = (await call('POST', '/login/guest', { body: {} })).json().data.token;
    expect((await book(guest, {})).json().code).toBe(403);
  });
});
