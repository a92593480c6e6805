import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY_HEADER } from '../../../../resources/constants.ts';
import { rollMarkedHours } from '../../../../server/modules/stats/stats-rollups.repository.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

/**
 * A customer's visits come from the rollups (issue 36, migration 031): the events that name it,
 * production only, rolled into stats_customer_daily (a visit is a day with events), and from there
 * its `last_visit_at` and `total_visits`. Ingestion takes only the key's merchant's own customers.
 */
const RECORD = '/app-api/system/stats/record';
const ROTATE = '/api/settings/publishable-keys/ingestion/rotate';
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let merchant: Session;
let key: string;
let living: number;
let customer: number;
let otherCustomer: number;
let goods: number;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  key = (await merchant.bearer({ method: 'POST', url: ROTATE })).json().data.key;
  goods = (await merchant.bearer({ method: 'GET', url: '/api/commodities?pageSize=1' })).json().data.list[0].id;
  const pool = t.database.pool;
  living = Number((await pool.query("SELECT id FROM merchants WHERE name = 'Demo Living'")).rows[0].id);
  const second = Number((await pool.query("SELECT id FROM merchants WHERE name = 'Second Home'")).rows[0].id);
  customer = await made(living, '13900000001');
  otherCustomer = await made(second, '13900000002');
});
afterAll(() => t?.close());

/** Customers of the test's own, so that the demo's visits do not count here. */
const made = async (merchantId: number, phone: string) =>
  Number(
    (await t.database.pool.query('INSERT INTO customers (merchant_id, nickname, phone) VALUES ($1, $2, $3) RETURNING id', [merchantId, 'Visitor', phone]))
      .rows[0].id,
  );

const send = (events: Record<string, unknown>[]) =>
  t.app.inject({
    method: 'POST',
    url: RECORD,
    headers: { [PUBLISHABLE_KEY_HEADER]: key },
    payload: {
      events: events.map((extra) => ({ source_type: 'commodityView', viewer_id: 'visitor-1', commodity_id: goods, stay_time: 30, ...extra })),
    },
  });
const rollAll = async () => {
  while ((await rollMarkedHours(t.database.db)) > 0);
};
const visitsOf = async (id: number) =>
  (await t.database.pool.query<{ total_visits: number; last_visit_at: Date | null }>('SELECT total_visits, last_visit_at FROM customers WHERE id = $1', [id]))
    .rows[0];
/** An instant in a whole hour before this one: the rollup takes it now. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
// Days more than 24 hours apart are two days in any zone without daylight saving (Demo Living's is Shanghai).
const early = hoursAgo(60);
const middle = hoursAgo(30);
const late = hoursAgo(2);

describe("a customer's visits from the rollups", () => {
  it("refuses another merchant's customer on an event, and names nothing of the batch", async () => {
    const answer = (
      await send([
        { use_at: hoursAgo(3).toISOString(), customer_id: customer },
        { use_at: hoursAgo(3).toISOString(), customer_id: otherCustomer },
      ])
    ).json();
    expect(answer).toMatchObject({ code: 400 });
    expect(Object.keys(answer.errors)).toEqual(['events.1.customer_id']);
    const stored = await t.database.pool.query('SELECT 1 FROM stats_events WHERE customer_id = ANY($1::bigint[])', [[customer, otherCustomer]]);
    expect(stored.rowCount).toBe(0);
  });

  it('counts a visit per day with production events, the last one its last event, and nothing of a trial event', async () => {
    // Two days, two events on the later one; a trial event on a third day, a develop one after the last.
    const answer = await send([
      { use_at: early.toISOString(), customer_id: customer },
      { use_at: new Date(late.getTime() - 60_000).toISOString(), customer_id: customer, stay_time: 12 },
      { use_at: late.toISOString(), customer_id: customer },
      { use_at: hoursAgo(100).toISOString(), customer_id: customer, environment: 'trial' },
      { use_at: hoursAgo(1.2).toISOString(), customer_id: customer, environment: 'develop' },
    ]);
    expect(answer.json()).toMatchObject({ code: 0, data: { accepted: 5 } });
    expect(await visitsOf(customer)).toEqual({ total_visits: 0, last_visit_at: null });
    await rollAll();
    expect(await visitsOf(customer)).toEqual({ total_visits: 2, last_visit_at: late });
    const days = await t.database.pool.query<{ events: number; stay_time: number }>(
      'SELECT events, stay_time::int FROM stats_customer_daily WHERE merchant_id = $1 AND customer_id = $2 ORDER BY day',
      [living, customer],
    );
    expect(days.rows).toEqual([
      { events: 1, stay_time: 30 },
      { events: 2, stay_time: 42 },
    ]);
    // The customer of the other merchant, and the merchant's other customers, are untouched.
    expect(await visitsOf(otherCustomer)).toEqual({ total_visits: 0, last_visit_at: null });
  });

  it('gives the same visits when its hours are rolled again, and follows a late event of another day', async () => {
    await t.database.pool.query('INSERT INTO stats_dirty_hours (merchant_id, hour) VALUES ($1, $2)', [
      living,
      new Date(Math.floor(early.getTime() / HOUR) * HOUR),
    ]);
    await rollAll();
    expect(await visitsOf(customer)).toEqual({ total_visits: 2, last_visit_at: late });
    // A late event of a day between: one visit more, the last visit unchanged.
    expect((await send([{ use_at: middle.toISOString(), customer_id: customer }])).json()).toMatchObject({ code: 0 });
    await rollAll();
    expect(await visitsOf(customer)).toEqual({ total_visits: 3, last_visit_at: late });
  });

  it("recounts the visits in the merchant's new time zone", async () => {
    // 10:00 and 20:00 UTC of one day: one day in UTC, two in Shanghai (18:00, and 04:00 the next day).
    const traveller = await made(living, '13900000003');
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const evening = new Date(`${day}T20:00:00.000Z`);
    const sent = await send([
      { use_at: `${day}T10:00:00.000Z`, customer_id: traveller },
      { use_at: evening.toISOString(), customer_id: traveller },
    ]);
    expect(sent.json()).toMatchObject({ code: 0 });
    await rollAll();
    expect(await visitsOf(traveller)).toEqual({ total_visits: 2, last_visit_at: evening });
    const changed = await merchant.browser({ method: 'PUT', url: '/api/settings/time-zone', payload: { time_zone: 'UTC' } });
    expect(changed.statusCode, changed.body).toBe(200);
    await rollAll();
    expect(await visitsOf(traveller)).toEqual({ total_visits: 1, last_visit_at: evening });
    expect(await visitsOf(customer)).toEqual({ total_visits: 3, last_visit_at: late });
  });
});
