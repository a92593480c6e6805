import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';

/**
 * Spec §3 "Query: page, pageSize, mpUserId": the event log of one mini-program user (its
 * customer's events, issue 36), in the caller's scope: another merchant finds none.
 */
let t: TestApp;
let merchant: Session;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
}, 30_000);
afterAll(() => t?.close());

type Log = { total: number; list: { id: number; viewer_id: string | null; sale_id: number | null }[] };
const history = (session: Session, body: Record<string, unknown>) =>
  ok<Log>(session.bearer({ method: 'POST', url: '/api/record/getStatsHistory', payload: { period: '7d', pageSize: 100, ...body } }));

describe('the event log of one mini-program user', () => {
  it("answers exactly its customer's events, newest first, and none to another merchant", async () => {
    // The demo customer of a mini program with the most events this week, and whose guide it is.
    const { rows } = await sql<{ mp_user_id: string; customer_id: string; sale_id: string | null; n: number }>`
      SELECT c.mp_user_id, c.id AS customer_id, c.sale_id, count(*)::int AS n FROM stats_events e
      JOIN customers c ON c.id = e.customer_id JOIN merchants m ON m.id = c.merchant_id
      WHERE m.name = 'Demo Living' AND c.mp_user_id <> 0 AND c.sale_id IS NOT NULL AND e.environment = 'production'
        AND e.use_at >= now() - interval '6 days'
      GROUP BY c.id ORDER BY n DESC LIMIT 1`.execute(t.database.db);
    const customer = rows[0]!;
    const expected = await sql<{ id: string }>`SELECT id FROM stats_events WHERE customer_id = ${customer.customer_id} AND environment = 'production'
      AND use_at >= now() - interval '6 days' ORDER BY use_at DESC, id DESC`.execute(t.database.db);
    const log = await history(merchant, { mpUserId: Number(customer.mp_user_id) });
    // The period counts whole days in the merchant's zone: at least the last six days' events are in it.
    expect(log.list.length).toBeGreaterThanOrEqual(expected.rows.length);
    expect(log.list.slice(0, expected.rows.length).map((event) => event.id)).toEqual(expected.rows.map((row) => Number(row.id)));
    const owned = await sql<{ n: number }>`SELECT count(*)::int AS n FROM stats_events WHERE id = ANY(${log.list.map((event) => event.id)}::bigint[])
      AND customer_id = ${customer.customer_id}`.execute(t.database.db);
    expect(owned.rows[0]!.n).toBe(log.list.length);
    expect((await history(merchant, { mpUserId: 999_999_999 })).total).toBe(0);

    // Another merchant's scope holds no such customer (guides hold no page of this call).
    expect((await history(await t.login('merchant2'), { mpUserId: Number(customer.mp_user_id) })).total).toBe(0);
  });

  it('refuses an mpUserId that is no positive integer', async () => {
    const refused = await merchant.bearer({ method: 'POST', url: '/api/record/getStatsHistory', payload: { period: '7d', mpUserId: 'abc' } });
    expect(refused.statusCode).toBe(422);
  });
});
