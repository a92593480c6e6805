import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION_TERMS } from '../../../../resources/shared/merchant-terms.ts';
import { expireDueInstances } from '../../../../server/modules/orders/order-instances.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';

let t: TestApp;
let operator: Session;
let merchant: Session;
let second: number;
let academy: number;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('operator');
  merchant = await t.login('merchant');
  const idOf = async (name: string) => Number((await t.database.db.selectFrom('merchants').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);
  second = await idOf('Second Home');
  academy = await idOf('Demo Academy');
}, 30_000);
afterAll(() => t?.close());

type Order = {
  id: number;
  number: string;
  instance_status: string;
  period: number;
  period_ends_at: string;
  instances: { seq: number; status: string; starts_at: string; ends_at: string }[];
};
const create = (body: Record<string, unknown>) => operator.bearer({ method: 'POST', url: '/api/orders', payload: body });
const act = (id: number, action: string) => operator.bearer({ method: 'POST', url: `/api/orders/${id}/${action}` });
const terms = (id: number) =>
  t.database.db
    .selectFrom('merchants')
    .select(['edition', 'plan_cap', 'template_cap', 'account_quota', 'material_capacity', 'overdue_time'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('the order centre (issue 19)', () => {
  it("makes an order whose first period takes effect at once, giving the merchant the version's terms and an expiry at the period's end", async () => {
    const order = await ok<Order>(create({ merchant_id: second, product: 'edition', edition: 'flagship', amount: 19999.5, period_months: 12, periods: 2 }));
    expect(order.number).toMatch(/^OC\d{8}\d{6}$/);
    expect(order).toMatchObject({ instance_status: 'effective', period: 1, amount: 19999.5, created_by_name: 'operator' });
    expect(order.instances).toHaveLength(1);
    const after = await terms(second);
    expect(after).toMatchObject({ edition: 'flagship', plan_cap: EDITION_TERMS.flagship.plan_cap, template_cap: EDITION_TERMS.flagship.template_cap });
    expect(after.overdue_time!.getTime()).toBeGreaterThanOrEqual(new Date(order.period_ends_at).getTime() - 1000);
  });

  it('adds a service pack to its cap while in effect, and takes it back when frozen or ended; a move the machine refuses is a 409', async () => {
    const before = (await terms(second)).plan_cap;
    const pack = await ok<Order>(create({ merchant_id: second, product: 'service', service: 'plan-pack', quantity: 50, amount: 500, period_months: 1 }));
    expect((await terms(second)).plan_cap).toBe(before + 50);
    expect(await ok(act(pack.id, 'freeze'))).toMatchObject({ instance_status: 'frozen' });
    expect((await terms(second)).plan_cap).toBe(before);
    const again = await act(pack.id, 'freeze');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A period cannot move from “Frozen” to “Frozen”.');
    expect(await ok(act(pack.id, 'unfreeze'))).toMatchObject({ instance_status: 'effective' });
    expect((await terms(second)).plan_cap).toBe(before + 50);
    expect(await ok(act(pack.id, 'end'))).toMatchObject({ instance_status: 'ended' });
    expect((await terms(second)).plan_cap).toBe(before);
    for (const action of ['freeze', 'unfreeze', 'end']) expect((await act(pack.id, action)).statusCode).toBe(409);
    const audit = await t.database.pool.query("select count(*)::int as n from audit_log where entity = 'orders' and record_id = $1 and action = 'update'", [
      pack.id,
    ]);
    expect(audit.rows[0].n).toBe(3);
  });

  it('expires periods normally by the hourly job, starting the next period where the last ended; the last period leaves the merchant on the trial', async () => {
    const order = await ok<Order>(create({ merchant_id: academy, product: 'edition', edition: 'professional', amount: 100, period_months: 1, periods: 2 }));
    const past = new Date(Date.now() - DAY_MS);
    await t.database.pool.query('update order_instances set starts_at = $1::timestamptz - interval $$1 month$$, ends_at = $1 where order_id = $2', [
      past,
      order.id,
    ]);
    await expireDueInstances(t.database.db, undefined);
    const second_period = await ok<Order>(operator.bearer({ method: 'GET', url: `/api/orders/${order.id}` }));
    expect(second_period).toMatchObject({ period: 2, instance_status: 'effective' });
    expect(second_period.instances.map((instance) => instance.status)).toEqual(['expired', 'effective']);
    expect(new Date(second_period.instances[1].starts_at).getTime()).toBe(past.getTime());
    expect((await terms(academy)).edition).toBe('professional');

    await t.database.pool.query("update order_instances set ends_at = now() - interval '1 minute' where order_id = $1 and seq = 2", [order.id]);
    // Any other version of the merchant still in effect would keep it; the academy's demo has none.
    await t.database.pool.query("update order_instances set status = 'ended' where merchant_id = $1 and order_id <> $2 and status = 'effective'", [
      academy,
      order.id,
    ]);
    await expireDueInstances(t.database.db, undefined);
    const done = await ok<Order>(operator.bearer({ method: 'GET', url: `/api/orders/${order.id}` }));
    expect(done.instances.map((instance) => instance.status)).toEqual(['expired', 'expired']);
    expect(await terms(academy)).toMatchObject({ edition: 'trial', plan_cap: EDITION_TERMS.trial.plan_cap });
  });

  it('keeps what an order was made for: amount and note change, merchant and product do not; a version order needs its version', async () => {
    const order = await ok<Order>(create({ merchant_id: second, product: 'service', service: 'account-pack', quantity: 5, amount: 50, period_months: 6 }));
    expect(await ok(operator.bearer({ method: 'PATCH', url: `/api/orders/${order.id}`, payload: { amount: 45, note: 'Discounted' } }))).toMatchObject({
      amount: 45,
      note: 'Discounted',
    });
    const moved = await operator.bearer({ method: 'PATCH', url: `/api/orders/${order.id}`, payload: { merchant_id: academy, quantity: 6 } });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toMatchObject({ merchant_id: [expect.stringContaining('only its amount and note')], quantity: [expect.any(String)] });
    // A PATCH is judged as the record it would leave: a service order without its service.
    const half = await operator.bearer({ method: 'PATCH', url: `/api/orders/${order.id}`, payload: { service: null } });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors.service).toEqual(['Required.']);
    const bare = await create({ merchant_id: second, product: 'edition', amount: 1, period_months: 1 });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.edition).toEqual(['Required.']);
    expect((await operator.bearer({ method: 'DELETE', url: `/api/orders/${order.id}` })).statusCode).toBe(404);
  });

  it("is the operator's alone", async () => {
    expect((await merchant.bearer({ method: 'GET', url: '/api/orders' })).statusCode).toBe(403);
    expect((await merchant.bearer({ method: 'POST', url: '/api/orders/1/freeze' })).statusCode).toBe(403);
  });
});
