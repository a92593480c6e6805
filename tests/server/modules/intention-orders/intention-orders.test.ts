import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTENTION_ORDER_STATUSES } from '../../../../resources/intention-orders/intention-orders.resource.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { choiceIds, newAccount, ok } from '../accounts/organisation-helpers.ts';

/**
 * Intention orders (issue 36, spec §4 order statuses): lines priced from the merchant's goods,
 * the status machine ("Status unchanged" for the same status, every move audited), the guide's
 * scope on the list and on spec §7's orders of one mini-program user, and the hand-over of a
 * deleted guide's customers and orders (spec §6), which never deletes an order.
 */
let t: TestApp;
let merchant: Session;
let guide: Session;
let guideId: number;
let goods: { id: number; name: string; price: number }[];
let foreignGoods: number;

type Order = {
  id: number;
  number: string;
  status: string;
  sale_id: number | null;
  store_id: number | null;
  goods_count: number;
  amount: number;
  items: unknown[];
};

let serial = 0;
async function customer(saleId: number | null, extra: { mp_user_id?: number; merchant?: string } = {}): Promise<number> {
  serial += 1;
  const merchantId = (
    await t.database.db
      .selectFrom('merchants')
      .select('id')
      .where('name', '=', extra.merchant ?? 'Demo Living')
      .executeTakeFirstOrThrow()
  ).id;
  const store =
    saleId === null ? null : (await t.database.db.selectFrom('accounts').select('store_id').where('id', '=', saleId).executeTakeFirstOrThrow()).store_id;
  const { rows } = await sql<{ id: number }>`insert into customers (merchant_id, nickname, sale_id, store_id, mp_user_id)
    values (${merchantId}, ${`Order test ${serial}`}, ${saleId}, ${store}, ${extra.mp_user_id ?? 0}) returning id`.execute(t.database.db);
  return Number(rows[0]!.id);
}
const order = (session: Session, body: Record<string, unknown>) => session.bearer({ method: 'POST', url: '/api/intention-orders', payload: body });
const move = (session: Session, id: number, status: string) =>
  session.bearer({ method: 'POST', url: `/api/intention-orders/${id}/status`, payload: { status } });

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  guide = await t.login('guide');
  guideId = (await t.database.db.selectFrom('accounts').select('id').where('username', '=', 'guide').executeTakeFirstOrThrow()).id;
  const goodsOf = async (name: string) =>
    (
      await sql<{ id: number; name: string; price: string }>`select c.id, c.name, c.price from commodities c join merchants m on m.id = c.merchant_id
        where m.name = ${name} and c.deleted_at is null order by c.id limit 3`.execute(t.database.db)
    ).rows;
  goods = (await goodsOf('Demo Living')).map((row) => ({ id: Number(row.id), name: row.name, price: Number(row.price) }));
  foreignGoods = Number((await goodsOf('Second Home'))[0]!.id);
}, 30_000);
afterAll(() => t?.close());

describe('an intention order and its goods', () => {
  it("gets its number, its customer's guide and store, and its lines priced from the goods; goods count and amount are the server's", async () => {
    const owner = await customer(guideId);
    const made = await ok<Order>(
      order(merchant, {
        customer_id: owner,
        room: 'Living room',
        items: [
          { commodity_id: goods[0]!.id, quantity: 2, price: 0.01, name: 'Cheap' },
          { commodity_id: goods[1]!.id, quantity: 1 },
        ],
      }),
    );
    const account = await t.database.db.selectFrom('accounts').select('store_id').where('id', '=', guideId).executeTakeFirstOrThrow();
    expect(made.number).toMatch(/^IO\d{14}$/);
    expect(made).toMatchObject({ status: 'untreated', sale_id: guideId, store_id: account.store_id, goods_count: 3 });
    expect(made.items).toEqual([
      { commodity_id: goods[0]!.id, quantity: 2, name: goods[0]!.name, price: goods[0]!.price },
      { commodity_id: goods[1]!.id, quantity: 1, name: goods[1]!.name, price: goods[1]!.price },
    ]);
    expect(made.amount).toBeCloseTo(2 * goods[0]!.price + goods[1]!.price, 2);
    const counted = await sql<{ orders_count: number }>`select orders_count from customers where id = ${owner}`.execute(t.database.db);
    expect(counted.rows[0]!.orders_count).toBe(1);
  });

  it('keeps the price a line was written with when the goods change, and prices a new line at the goods’ price now', async () => {
    const made = await ok<Order>(order(merchant, { customer_id: await customer(null), items: [{ commodity_id: goods[0]!.id, quantity: 1 }] }));
    await sql`update commodities set price = price + 100 where id = ${goods[0]!.id}`.execute(t.database.db);
    const changed = await ok<Order>(
      merchant.bearer({
        method: 'PATCH',
        url: `/api/intention-orders/${made.id}`,
        payload: {
          items: [
            { commodity_id: goods[0]!.id, quantity: 3 },
            { commodity_id: goods[2]!.id, quantity: 1 },
          ],
        },
      }),
    );
    await sql`update commodities set price = price - 100 where id = ${goods[0]!.id}`.execute(t.database.db);
    expect(changed.items).toMatchObject([{ price: goods[0]!.price, quantity: 3 }, { price: goods[2]!.price }]);
    expect(changed).toMatchObject({ goods_count: 4 });
  });

  it.each([
    ["another merchant's goods", () => [{ commodity_id: foreignGoods, quantity: 1 }], 'items.0.commodity_id', 'No such record of this merchant.'],
    ['goods that do not exist', () => [{ commodity_id: 999_999_999, quantity: 1 }], 'items.0.commodity_id', 'No such record of this merchant.'],
    [
      'the same goods on two lines',
      () => [
        { commodity_id: goods[0]!.id, quantity: 1 },
        { commodity_id: goods[0]!.id, quantity: 2 },
      ],
      'items.1.commodity_id',
      'These goods are already on another line',
    ],
    ['no line', () => [], 'items', ''],
    ['a quantity of 0', () => [{ commodity_id: goods[0]!.id, quantity: 0 }], 'items.0.quantity', ''],
    ['a quantity past 9,999', () => [{ commodity_id: goods[0]!.id, quantity: 10_000 }], 'items.0.quantity', ''],
  ])('refuses %s with 422 on the line and writes nothing', async (_name, items, field, message) => {
    const owner = await customer(null);
    const refused = await order(merchant, { customer_id: owner, items: items() });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json().errors)).toContain(field);
    if (message) expect(refused.json().errors[field][0]).toContain(message);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from intention_orders where customer_id = ${owner}`.execute(t.database.db);
    expect(rows[0]!.n).toBe(0);
  });

  it.each([
    ['room', { room: 'r'.repeat(51) }],
    ['note', { note: 'n'.repeat(501) }],
    ['number', { number: 'IO1' }],
    ['amount', { amount: 1 }],
    ['status', { status: 'finished' }],
  ])('refuses a wrong or server-kept %s with 422', async (_name, change) => {
    const refused = await order(merchant, { customer_id: await customer(null), items: [{ commodity_id: goods[0]!.id, quantity: 1 }], ...change });
    expect(refused.statusCode).toBe(422);
  });

  it("refuses another merchant's customer on customer_id", async () => {
    const elsewhere = await customer(null, { merchant: 'Second Home' });
    const refused = await order(merchant, { customer_id: elsewhere, items: [{ commodity_id: goods[0]!.id, quantity: 1 }] });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['customer_id']);
  });

  it('is never deleted: there is no delete route', async () => {
    const made = await ok<Order>(order(merchant, { customer_id: await customer(null), items: [{ commodity_id: goods[0]!.id, quantity: 1 }] }));
    expect((await merchant.bearer({ method: 'DELETE', url: `/api/intention-orders/${made.id}` })).statusCode).toBe(404);
    expect(await ok(merchant.bearer({ method: 'GET', url: `/api/intention-orders/${made.id}` }))).toMatchObject({ id: made.id });
  });
});

describe('the order statuses (spec §4)', () => {
  it('moves from any status to any other, refuses the same one with "Status unchanged", and audits every move', async () => {
    const made = await ok<Order>(order(merchant, { customer_id: await customer(guideId), items: [{ commodity_id: goods[0]!.id, quantity: 1 }] }));
    let from = 'untreated';
    for (const to of [...INTENTION_ORDER_STATUSES.slice(1), 'untreated']) {
      expect(await ok<Order>(move(guide, made.id, to))).toMatchObject({ status: to });
      const same = await move(guide, made.id, to);
      expect(same.statusCode).toBe(409);
      expect(same.json().message).toBe('Status unchanged.');
      from = to;
    }
    expect(from).toBe('untreated');
    const { rows } = await sql<{ moves: { from: string; to: string }[] }>`select moves from audit_log
      where entity = 'intention-orders' and record_id = ${made.id} and moves is not null order by id`.execute(t.database.db);
    expect(rows.map((row) => row.moves[0]!.to)).toEqual([...INTENTION_ORDER_STATUSES.slice(1), 'untreated']);
    expect(rows[0]!.moves[0]).toMatchObject({ field: 'status', from: 'untreated', to: 'finished' });
  });

  it('refuses a status outside the list with 422, and the move to a role without edit on the orders page with 403', async () => {
    const made = await ok<Order>(order(merchant, { customer_id: await customer(guideId), items: [{ commodity_id: goods[0]!.id, quantity: 1 }] }));
    expect((await move(merchant, made.id, 'lost')).statusCode).toBe(422);
    const designer = await t.login('designer');
    expect((await move(designer, made.id, 'finished')).statusCode).toBe(403);
  });
});

describe("the guide's scope on orders", () => {
  it("lists and shows a guide only its own customers' orders, and answers spec §7's orders of one mini-program user in scope", async () => {
    const mpUser = 700_000 + Math.floor(Math.random() * 100_000);
    const own = await customer(guideId, { mp_user_id: mpUser });
    const unowned = await customer(null, { mp_user_id: mpUser + 1 });
    const mine = await ok<Order>(order(merchant, { customer_id: own, items: [{ commodity_id: goods[0]!.id, quantity: 1 }] }));
    const theirs = await ok<Order>(order(merchant, { customer_id: unowned, items: [{ commodity_id: goods[0]!.id, quantity: 1 }] }));
    const page = await ok<{ list: Order[] }>(guide.bearer({ method: 'GET', url: '/api/intention-orders?pageSize=100' }));
    expect(page.list.map((row) => row.id)).toContain(mine.id);
    expect(page.list.every((row) => row.sale_id === guideId)).toBe(true);
    expect((await guide.bearer({ method: 'GET', url: `/api/intention-orders/${theirs.id}` })).statusCode).toBe(404);
    expect((await move(guide, theirs.id, 'finished')).statusCode).toBe(404);

    const byUser = await ok<{ list: Order[]; total: number; page: number; pageSize: number }>(
      guide.bearer({ method: 'GET', url: `/api/seller/customer/intentionOrder/${mpUser}?page=1&pageSize=10` }),
    );
    expect(byUser).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(byUser.list.map((row) => row.id)).toEqual([mine.id]);
    expect(await ok(guide.bearer({ method: 'GET', url: `/api/seller/customer/intentionOrder/${mpUser + 1}` }))).toMatchObject({ list: [], total: 0 });
    expect(await ok(merchant.bearer({ method: 'GET', url: `/api/seller/customer/intentionOrder/${mpUser + 1}` }))).toMatchObject({ total: 1 });
    const merchant2 = await t.login('merchant2');
    expect(await ok(merchant2.bearer({ method: 'GET', url: `/api/seller/customer/intentionOrder/${mpUser}` }))).toMatchObject({ total: 0 });
    expect((await guide.bearer({ method: 'GET', url: `/api/seller/customer/intentionOrder/${mpUser}?pageSize=101` })).statusCode).toBe(422);
  });
});

describe('deleting a guide (spec §6)', () => {
  async function guideWithCustomers(withManager: boolean) {
    const roles = await choiceIds(merchant, '/api/sub-accounts/choices/role_ids');
    const store = await ok<{ id: number }>(
      merchant.bearer({ method: 'POST', url: '/api/stores', payload: { name: `Hand-over ${withManager} ${Date.now()}`, address: '3 Exit Lane' } }),
    );
    const manager = withManager
      ? await ok<{ id: number }>(
          merchant.bearer({ method: 'POST', url: '/api/sub-accounts', payload: newAccount({ store_id: store.id, role_id: roles['Store manager'] }) }),
        )
      : null;
    const leaving = await ok<{ id: number }>(
      merchant.bearer({ method: 'POST', url: '/api/sub-seller-accounts', payload: newAccount({ store_id: store.id, role_id: roles['Shopping guide'] }) }),
    );
    const customers = [await customer(leaving.id), await customer(leaving.id)];
    const orders = [];
    for (const id of customers) orders.push(await ok<Order>(order(merchant, { customer_id: id, items: [{ commodity_id: goods[0]!.id, quantity: 1 }] })));
    await sql`insert into customer_identities (merchant_id, kind, subject_hash, sale_id)
      select merchant_id, 'guest', sha256(${`pending-${leaving.id}`}::bytea), ${leaving.id} from accounts where id = ${leaving.id}`.execute(t.database.db);
    // What else carries the guide (issue 37): a sign-up and an appointment of its customer.
    await sql`with activity as (
        insert into activities (merchant_id, name, starts_at, ends_at) select merchant_id, 'Hand-over talk', now(), now() + interval '1 day'
        from accounts where id = ${leaving.id} returning id, merchant_id)
      insert into activity_signups (merchant_id, activity_id, customer_id, sale_id, code)
      select merchant_id, id, ${customers[0]}, ${leaving.id}, ${`H${String(leaving.id).padStart(7, '0')}`.slice(0, 8)} from activity`.execute(t.database.db);
    await sql`insert into appointments (merchant_id, customer_id, phone, store_id, sale_id, appointed_at)
      select merchant_id, ${customers[0]}, '13900000000', ${store.id}, ${leaving.id}, now() + interval '1 day' from accounts where id = ${leaving.id}`.execute(
      t.database.db,
    );
    return { leaving, manager, customers, orders };
  }
  const guidesOf = async (customerId: number) =>
    (
      await sql<{ sale_id: string | null }>`select sale_id from activity_signups where customer_id = ${customerId}
        union all select sale_id from appointments where customer_id = ${customerId}`.execute(t.database.db)
    ).rows.map((row) => (row.sale_id === null ? null : Number(row.sale_id)));
  const owners = async (table: 'customers' | 'intention_orders', ids: number[]) =>
    (
      await sql<{ sale_id: number | null }>`select sale_id from ${sql.table(table)} where id = any(${ids}::bigint[]) order by id`.execute(t.database.db)
    ).rows.map((row) => (row.sale_id === null ? null : Number(row.sale_id)));

  it("moves its customers, their orders and its pending visitors to its store's manager, in the deletion's transaction", async () => {
    const { leaving, manager, customers, orders } = await guideWithCustomers(true);
    await ok(merchant.bearer({ method: 'DELETE', url: `/api/sub-seller-accounts/${leaving.id}` }));
    expect(await owners('customers', customers)).toEqual([manager!.id, manager!.id]);
    expect(
      await owners(
        'intention_orders',
        orders.map((row) => row.id),
      ),
    ).toEqual([manager!.id, manager!.id]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from customer_identities where sale_id = ${manager!.id}`.execute(t.database.db);
    expect(rows[0]!.n).toBe(1);
    expect(await guidesOf(customers[0]!)).toEqual([manager!.id, manager!.id]);
  });

  it('leaves them unassigned (the merchant keeps them, no order deleted) when the store has no manager', async () => {
    const { leaving, customers, orders } = await guideWithCustomers(false);
    await ok(merchant.bearer({ method: 'DELETE', url: `/api/sub-seller-accounts/${leaving.id}` }));
    expect(await owners('customers', customers)).toEqual([null, null]);
    expect(
      await owners(
        'intention_orders',
        orders.map((row) => row.id),
      ),
    ).toEqual([null, null]);
    for (const made of orders) expect(await ok(merchant.bearer({ method: 'GET', url: `/api/intention-orders/${made.id}` }))).toMatchObject({ sale_id: null });
    expect(await guidesOf(customers[0]!)).toEqual([null, null]);
  });
});
