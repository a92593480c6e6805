import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityFieldsSchema } from '../../../resources/activities/activity-fields.schema.ts';
import { APPOINTMENT_STATES } from '../../../resources/appointments/appointments.resource.ts';
import { COUPON_STATUSES } from '../../../resources/coupons/coupons.resource.ts';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';
import { ok } from '../modules/accounts/organisation-helpers.ts';

/** Issue 37's demo (server/seed/seed-marketing.ts), read back through the API where the API shows it. */
let t: TestApp;
let merchant: Session;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
}, 30_000);
afterAll(() => t?.close());

describe('the marketing demo', () => {
  it('has coupons in every state, ended ones both by their validity and by every copy claimed', async () => {
    const page = await ok<{ list: { name: string; status: string; claimed_count: number; total: number }[] }>(
      merchant.bearer({ method: 'GET', url: '/api/coupons?pageSize=100' }),
    );
    const shown = new Set(page.list.map((coupon) => coupon.status));
    for (const status of [...COUPON_STATUSES.filter((status) => status !== 'deleted'), 'ended']) expect(shown).toContain(status);
    const { rows } = await sql<{
      status: string;
    }>`SELECT DISTINCT c.status FROM coupons c JOIN merchants m ON m.id = c.merchant_id WHERE m.name = 'Demo Living'`.execute(t.database.db);
    expect(rows.map((row) => row.status).sort()).toEqual([...COUPON_STATUSES].sort());
    expect(page.list.find((coupon) => coupon.name === 'Flash ¥50')).toMatchObject({ status: 'ended', claimed_count: 10, total: 10 });
    expect(page.list.find((coupon) => coupon.name === 'Autumn ¥300 off')).toMatchObject({ status: 'ended' });
  });

  it("keeps each coupon's counts equal to its copies, within its total and each customer's limit", async () => {
    const { rows } = await sql<{ claimed_count: number; used_count: number; total: number; claims: number; used: number; over_limit: number }>`
      SELECT c.claimed_count, c.used_count, c.total, count(cc.id)::int AS claims, count(cc.id) FILTER (WHERE cc.state = 'used')::int AS used,
        (SELECT count(*)::int FROM (SELECT customer_id FROM coupon_claims WHERE coupon_id = c.id GROUP BY customer_id HAVING count(*) > c.per_person_limit) x) AS over_limit
      FROM coupons c LEFT JOIN coupon_claims cc ON cc.coupon_id = c.id GROUP BY c.id`.execute(t.database.db);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.claimed_count).toBe(row.claims);
      expect(row.used_count).toBe(row.used);
      expect(row.claims).toBeLessThanOrEqual(row.total);
      expect(row.over_limit).toBe(0);
    }
    const used = await sql<{ n: number }>`SELECT count(*)::int AS n FROM coupon_claims WHERE state = 'used'`.execute(t.database.db);
    const expired = await sql<{ n: number }>`SELECT count(*)::int AS n FROM coupon_claims WHERE state = 'unused' AND expires_at < now()`.execute(t.database.db);
    expect(used.rows[0]!.n).toBeGreaterThan(0);
    expect(expired.rows[0]!.n).toBeGreaterThan(0);
  });

  it('has an ongoing and a coming activity with participants whose answers fit the form, and some signed in', async () => {
    const page = await ok<{ list: { id: number; name: string; status: string; participants_count: number }[] }>(
      merchant.bearer({ method: 'GET', url: '/api/activities?pageSize=100' }),
    );
    expect(page.list.find((activity) => activity.name === 'Weekend design salon')).toMatchObject({ status: 'live', participants_count: 14 });
    expect(page.list.find((activity) => activity.name === 'Nordic living open day')).toMatchObject({ status: 'not_started', participants_count: 4 });
    expect(page.list.find((activity) => activity.name === 'Summer sofa talk')).toMatchObject({ status: 'complete' });
    const { rows } = await sql<{ form_fields: unknown; answers: Record<string, unknown>; signed_in_at: Date | null }>`
      SELECT a.form_fields, s.answers, s.signed_in_at FROM activity_signups s JOIN activities a ON a.id = s.activity_id`.execute(t.database.db);
    expect(rows.some((row) => row.signed_in_at !== null)).toBe(true);
    for (const row of rows) {
      const fields = activityFieldsSchema.parse(row.form_fields);
      for (const field of fields.filter((one) => one.required)) expect(row.answers[field.key], field.key).toBeTruthy();
      for (const field of fields.filter((one) => one.kind === 'single')) expect(field.options).toContain(row.answers[field.key]);
    }
  });

  it('has appointments in every state', async () => {
    const page = await ok<{ list: { state: string }[] }>(merchant.bearer({ method: 'GET', url: '/api/appointments?pageSize=100' }));
    expect(new Set(page.list.map((appointment) => appointment.state))).toEqual(new Set(APPOINTMENT_STATES));
  });
});
