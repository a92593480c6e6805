import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollMarkedHours } from '../../../../server/modules/stats/stats-rollups.repository.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

/**
 * Issue #34, "the back office counts itself": only a shopping guide (role_tag `seller_sale`) has sale
 * info, so only a guide's usage and sign-in records count (spec §4 "Usage timer"). A master
 * account's or a store manager's are refused and show in no figure the home page, customer
 * analytics or Data detail read; a guide's add its usage and make it an active guide; the 2 s
 * record (0 seconds) marks a session's start without seconds of use or a view.
 */

const RECORD = '/api/record/newStatsRecord';
const ADMIN = '/admin-api/kuxiaoju/stats';
const HOUR_MS = 3_600_000;

let t: TestApp;
let merchant: Session;
let manager: Session;
let guide: Session;
let duo: Session;
const ids: Record<string, number> = {};
/** An instant in an hour already over (the rollups take whole hours only), 10 minutes into it. */
const at = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 2 * HOUR_MS + 10 * 60_000);
/** That instant's day in Demo Living's zone (Asia/Shanghai): after the demo template's events, which end two days ago. */
const day = new Date(at.getTime() + 8 * HOUR_MS).toISOString().slice(0, 10);
const range = { begin_time: `${day} 00:00:00`, end_time: `${day} 23:59:59` };
/** `use_at` of a record `seconds` after `at`, in UTC. */
const usedAt = (seconds = 0) => `${new Date(at.getTime() + seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')}Z`;

beforeAll(async () => {
  t = await createTestApp();
  [merchant, manager, guide, duo] = await Promise.all(['merchant', 'manager', 'guide', 'duo'].map((username) => t.login(username)));
  const { rows } = await t.database.pool.query<{ username: string; id: string }>(
    "SELECT username, id FROM accounts WHERE username IN ('merchant', 'manager', 'guide', 'duo')",
  );
  for (const row of rows) ids[row.username] = Number(row.id);
});
afterAll(() => t?.close());

const record = (send: (options: InjectOptions) => Promise<{ statusCode: number; json(): { message?: string } }>, payload: Record<string, unknown>) =>
  send({ method: 'POST', url: RECORD, payload });
const rollAll = async () => {
  while ((await rollMarkedHours(t.database.db, undefined, undefined, t.app.bus)) > 0);
};

/** What the master account reads of the day: the home page's figures and guides, customer analytics' visitors, the event log. */
async function figures() {
  const homeAnswer = await merchant.bearer({
    method: 'GET',
    url: `/api/record/comprehensiveStatsV2?begin_time=${encodeURIComponent(range.begin_time)}&end_time=${encodeURIComponent(range.end_time)}`,
  });
  expect(homeAnswer.statusCode, homeAnswer.body).toBe(200);
  const home = homeAnswer.json().data;
  const visitors = (await merchant.bearer({ method: 'POST', url: `${ADMIN}/visitors`, payload: range })).json();
  expect(visitors.code, JSON.stringify(visitors)).toBe(0);
  const log = (await merchant.bearer({ method: 'POST', url: '/api/record/getStatsHistory', payload: range })).json();
  expect(log.status_code, JSON.stringify(log)).toBe(200);
  return {
    figures: home.figures as Record<string, number>,
    guides: (home.top_sales as { id: number; events: number; logins: number; use_time: number }[]).map(({ id, events, logins, use_time }) => ({
      id,
      events,
      logins,
      use_time,
    })),
    visitors: { visitors: visitors.data.visitors, visits: visitors.data.visits },
    logged: (log.data.list as { sale_id: number | null; source_type: string }[]).map((row) => [row.sale_id, row.source_type]),
  };
}

/** Usage events an account has in stats_events. */
async function usageEventsOf(username: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM stats_events e JOIN accounts a ON a.id = e.sale_id
     WHERE a.username = $1 AND e.source_type IN ('accountLogin', 'saleUseLog') AND e.use_at >= $2`,
    [username, new Date(at.getTime() - HOUR_MS)],
  );
  return rows[0].n;
}

/** duo's requests once switched to its guide's role (a fresh bearer token for that role). */
async function duoAsGuide(): Promise<(options: InjectOptions) => Promise<LightMyRequestResponse>> {
  const switched = await duo.bearer({ method: 'POST', url: '/api/user/role', payload: { role: 'guide' } });
  expect(switched.statusCode, switched.body).toBe(200);
  const token = switched.json().data.token as string;
  return (options) => t.app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });
}

describe('usage records: only shopping guides count (issue #34)', () => {
  it("refuses the master account's, the store manager's and a manager-role session's login and use records with 403, and counts none of them", async () => {
    const before = await figures();
    for (const [username, session] of [
      ['merchant', merchant],
      ['manager', manager],
      // duo holds a guide's role too, but signs in as a store manager (its default role).
      ['duo', duo],
    ] as const) {
      for (const body of [
        { statsType: 'accountLogin', use_at: usedAt() },
        { statsType: 'saleUseLog', use_time: 0, use_at: usedAt(2) },
        { statsType: 'saleUseLog', use_time: 300, use_at: usedAt(60) },
      ]) {
        const answer = await record(session.browser, body);
        expect(answer.statusCode, `${username} ${body.statsType}`).toBe(403);
        expect(answer.json().message).toBe("Sorry, you don't have this permission.");
      }
      // A malformed body is refused as such first (the role is the service's rule), and writes nothing either.
      expect((await record(session.browser, { statsType: 'nonsense', use_at: usedAt() })).statusCode).toBe(422);
      expect(await usageEventsOf(username)).toBe(0);
    }
    await rollAll();
    const after = await figures();
    expect(after).toEqual(before);
    for (const id of [ids.merchant, ids.manager, ids.duo]) {
      expect(after.guides.map((row) => row.id)).not.toContain(id);
      expect(after.logged.map(([sale]) => sale)).not.toContain(id);
    }
  });

  it("adds a guide's login and seconds of use to the figures, and makes it an active guide (no visitor, no view)", async () => {
    const before = await figures();
    expect(before.guides.map((row) => row.id)).not.toContain(ids.guide);
    expect((await record(guide.browser, { statsType: 'accountLogin', use_at: usedAt() })).statusCode).toBe(200);
    expect((await record(guide.browser, { statsType: 'saleUseLog', use_time: 95, use_at: usedAt(30) })).statusCode).toBe(200);
    await rollAll();
    const after = await figures();
    expect(after.figures).toEqual({
      ...before.figures,
      events: before.figures.events + 2,
      logins: before.figures.logins + 1,
      use_time: before.figures.use_time + 95,
      active_sales: before.figures.active_sales + 1,
    });
    expect(after.guides).toContainEqual({ id: ids.guide, events: 2, logins: 1, use_time: 95 });
    expect(after.visitors).toEqual(before.visitors);
    expect(after.logged).toEqual(
      expect.arrayContaining([
        [ids.guide, 'accountLogin'],
        [ids.guide, 'saleUseLog'],
      ]),
    );
  });

  it('counts the 2 s record (a 0-second saleUseLog) as the start of a session: no seconds of use, no view, no login', async () => {
    const asGuide = await duoAsGuide();
    const before = await figures();
    expect(before.guides.map((row) => row.id)).not.toContain(ids.duo);
    expect((await record(asGuide, { statsType: 'saleUseLog', use_time: 0, use_at: usedAt(2) })).statusCode).toBe(200);
    await rollAll();
    const after = await figures();
    expect(after.figures).toEqual({ ...before.figures, events: before.figures.events + 1, active_sales: before.figures.active_sales + 1 });
    expect(after.guides).toContainEqual({ id: ids.duo, events: 1, logins: 0, use_time: 0 });
    expect(after.visitors).toEqual(before.visitors);
  });
});

describe('the demo seed (the tests’ demo template)', () => {
  it('holds usage and sign-in events of shopping guides’ accounts only: none of a master, manager, designer or other account', async () => {
    const { rows } = await t.database.pool.query<{ username: string; events: number }>(
      `SELECT a.username, count(*)::int AS events
       FROM stats_events e JOIN accounts a ON a.id = e.sale_id
       WHERE e.source_type IN ('accountLogin', 'saleUseLog') AND e.use_at < $1
       GROUP BY a.username ORDER BY a.username`,
      [new Date(at.getTime() - 24 * HOUR_MS)],
    );
    // Seeded usage exists (the guides'), so the rule is checked against data.
    expect(rows.length).toBeGreaterThan(0);
    const { rows: strays } = await t.database.pool.query<{ username: string; source_type: string; events: number }>(
      `SELECT a.username, e.source_type, count(*)::int AS events
       FROM stats_events e LEFT JOIN accounts a ON a.id = e.sale_id
       WHERE e.source_type IN ('accountLogin', 'saleUseLog') AND e.use_at < $1
         AND NOT EXISTS (SELECT 1 FROM account_roles ar JOIN roles r ON r.id = ar.role_id WHERE ar.account_id = e.sale_id AND r.role_tag = 'seller_sale')
       GROUP BY 1, 2`,
      [new Date(at.getTime() - 24 * HOUR_MS)],
    );
    expect(strays).toEqual([]);
    expect(rows.map((row) => row.username)).toEqual(['duo', 'guide']);
  });
});
