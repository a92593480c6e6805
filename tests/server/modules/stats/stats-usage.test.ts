import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

const RECORD = '/api/record/newStatsRecord';

let t: TestApp;
let guide: Session;
let since: Date;
beforeAll(async () => {
  t = await createTestApp();
  guide = await t.login('guide');
  // The demo seed writes statistics history too: only rows written by these tests count.
  since = (await t.database.pool.query<{ now: Date }>('SELECT now()')).rows[0].now;
});
afterAll(() => t.close());

/** `YYYY-MM-DD HH:mm:ss` of an instant on the wall clock of a time zone. */
function wallClock(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
/** A whole-second instant some minutes ago. */
const minutesAgo = (minutes: number) => new Date(Math.floor((Date.now() - minutes * 60_000) / 1000) * 1000);

const send = (session: Session, payload: unknown) => session.browser({ method: 'POST', url: RECORD, payload: payload as Record<string, unknown> });

interface Row {
  source_type: string;
  merchant: string;
  sale: string;
  store: string | null;
  use_time: number | null;
  use_at: Date;
  viewer_id: string;
  channel: number;
  environment: string;
}
async function recorded(username: string): Promise<Row[]> {
  const { rows } = await t.database.pool.query<Row>(
    `SELECT e.source_type, m.name AS merchant, a.username AS sale, s.name AS store, e.use_time, e.use_at, e.viewer_id, e.channel, e.environment
     FROM stats_events e JOIN merchants m ON m.id = e.merchant_id JOIN accounts a ON a.id = e.sale_id LEFT JOIN stores s ON s.id = e.store_id
     WHERE a.username = $1 AND e.created_at >= $2 ORDER BY e.id`,
    [username, since],
  );
  return rows;
}

describe('POST /api/record/newStatsRecord', () => {
  it("records a guide's login and use as its merchant, store and sale, and marks the hour for the rollups", async () => {
    const loginAt = minutesAgo(3);
    const useAt = minutesAgo(2);
    const login = await send(guide, { statsType: 'accountLogin', use_at: `${wallClock(loginAt, 'UTC')}Z` });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ status_code: 200, message: 'ok', data: { recorded: 1 } });
    expect((await send(guide, { statsType: 'saleUseLog', use_time: 95, use_at: `${wallClock(useAt, 'Asia/Tokyo')}+09:00` })).statusCode).toBe(200);
    const { rows: accounts } = await t.database.pool.query<{ id: string }>("SELECT id FROM accounts WHERE username = 'guide'");
    const common = { merchant: 'Demo Living', sale: 'guide', store: 'Flagship', viewer_id: `account:${accounts[0].id}`, channel: 0, environment: 'production' };
    expect(await recorded('guide')).toEqual([
      { ...common, source_type: 'accountLogin', use_time: null, use_at: loginAt },
      { ...common, source_type: 'saleUseLog', use_time: 95, use_at: useAt },
    ]);
    const dirty = await t.database.pool.query(
      "SELECT DISTINCT d.hour FROM stats_dirty_hours d JOIN merchants m ON m.id = d.merchant_id WHERE m.name = 'Demo Living' AND d.hour = date_trunc('hour', $1::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'",
      [useAt],
    );
    expect(dirty.rowCount).toBe(1);
  });

  it("reads a time without an offset on the merchant's clock (Asia/Shanghai by default, or the merchant's own zone)", async () => {
    const at = minutesAgo(30);
    expect((await send(guide, { statsType: 'saleUseLog', use_time: 40, use_at: wallClock(at, 'Asia/Shanghai') })).statusCode).toBe(200);
    await t.database.pool.query("UPDATE merchants SET time_zone = 'America/Sao_Paulo' WHERE name = 'Demo Living'");
    try {
      const later = minutesAgo(20);
      expect((await send(guide, { statsType: 'saleUseLog', use_time: 41, use_at: wallClock(later, 'America/Sao_Paulo') })).statusCode).toBe(200);
      const timed = (await recorded('guide')).filter((row) => row.use_time === 40 || row.use_time === 41);
      expect(timed.map((row) => [row.use_time, row.use_at, row.store])).toEqual([
        [40, at, 'Flagship'],
        [41, later, 'Flagship'],
      ]);
    } finally {
      await t.database.pool.query("UPDATE merchants SET time_zone = 'Asia/Shanghai' WHERE name = 'Demo Living'");
    }
  });

  const now = () => new Date();
  it.each([
    ['an unknown statsType', () => ({ statsType: 'pageView', use_at: `${wallClock(now(), 'UTC')}Z` }), 'statsType', 'Invalid value.'],
    ['saleUseLog without use_time', () => ({ statsType: 'saleUseLog', use_at: `${wallClock(now(), 'UTC')}Z` }), 'use_time', 'Required.'],
    [
      'accountLogin with use_time',
      () => ({ statsType: 'accountLogin', use_time: 5, use_at: `${wallClock(now(), 'UTC')}Z` }),
      'use_time',
      'This field is not accepted.',
    ],
    ['fractional seconds', () => ({ statsType: 'saleUseLog', use_time: 1.5, use_at: `${wallClock(now(), 'UTC')}Z` }), 'use_time', 'Invalid value.'],
    [
      'more than a day of use',
      () => ({ statsType: 'saleUseLog', use_time: 86_401, use_at: `${wallClock(now(), 'UTC')}Z` }),
      'use_time',
      'Must be at most 86400.',
    ],
    [
      'a time in another format',
      () => ({ statsType: 'accountLogin', use_at: now().toLocaleString('en-US') }),
      'use_at',
      'Use the format YYYY-MM-DD HH:mm:ss, optionally followed by a time zone offset such as +08:00 or Z.',
    ],
    [
      'a date that does not exist',
      () => ({ statsType: 'accountLogin', use_at: '2025-02-29 10:00:00Z' }),
      'use_at',
      'Use the format YYYY-MM-DD HH:mm:ss, optionally followed by a time zone offset such as +08:00 or Z.',
    ],
    [
      'an offset no zone has',
      () => ({ statsType: 'accountLogin', use_at: `${wallClock(now(), 'UTC')}+15:00` }),
      'use_at',
      'Use a time zone offset between -12:00 and +14:00.',
    ],
    [
      'a time 8 days old',
      () => ({ statsType: 'accountLogin', use_at: `${wallClock(minutesAgo(8 * 1440), 'UTC')}Z` }),
      'use_at',
      'Send events from the last 7 days, not from the future.',
    ],
    [
      'a time in the future',
      () => ({ statsType: 'accountLogin', use_at: `${wallClock(minutesAgo(-5), 'UTC')}Z` }),
      'use_at',
      'Send events from the last 7 days, not from the future.',
    ],
    [
      'a bare time 8 days old on the merchant’s clock',
      () => ({ statsType: 'accountLogin', use_at: wallClock(minutesAgo(8 * 1440), 'Asia/Shanghai') }),
      'use_at',
      'Send events from the last 7 days, not from the future.',
    ],
    [
      'a bare time 5 minutes ahead on the merchant’s clock',
      () => ({ statsType: 'accountLogin', use_at: wallClock(minutesAgo(-5), 'Asia/Shanghai') }),
      'use_at',
      'Send events from the last 7 days, not from the future.',
    ],
    [
      'a device fingerprint that is not 12 letters or digits',
      () => ({ statsType: 'accountLogin', use_at: `${wallClock(now(), 'UTC')}Z`, fingerprint: 'short-1' }),
      'fingerprint',
      'Invalid format.',
    ],
    [
      'a sale named by the client',
      () => ({ statsType: 'accountLogin', use_at: `${wallClock(now(), 'UTC')}Z`, sale_id: 1 }),
      'sale_id',
      'This field is set by the server and cannot be sent.',
    ],
  ])('refuses %s with 422 on the field, and records nothing', async (_name, body, field, message) => {
    const before = (await recorded('guide')).length;
    const answer = await send(guide, body());
    expect(answer.statusCode).toBe(422);
    const errors = answer.json().errors as Record<string, string[]>;
    expect(errors[field]).toEqual([message]);
    expect((await recorded('guide')).length).toBe(before);
  });

  it("accepts the browser's device fingerprint (spec §9: 12 random characters) with a record", async () => {
    const before = (await recorded('guide')).length;
    const answer = await send(guide, { statsType: 'accountLogin', use_at: `${wallClock(now(), 'UTC')}Z`, fingerprint: 'aB3dE5gH7jK9' });
    expect(answer.statusCode).toBe(200);
    expect((await recorded('guide')).length).toBe(before + 1);
  });

  it('answers 401 without a session, and 403 to a platform operator (no merchant), whatever the body', async () => {
    const body = { statsType: 'accountLogin', use_at: `${wallClock(now(), 'UTC')}Z` };
    expect((await t.app.inject({ method: 'POST', url: RECORD, payload: body })).statusCode).toBe(401);
    const operator = await t.login('operator');
    const refused = await send(operator, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Sorry, you don't have this permission.");
    expect((await send(operator, { statsType: 'nonsense' })).statusCode).toBe(403);
  });

  it('limits an account to 30 records a minute (429 with the wait), counted in PostgreSQL', async () => {
    // duo, a store manager who also holds a guide's role, records once switched to it (and has sent nothing yet).
    const switched = await (await t.login('duo')).bearer({ method: 'POST', url: '/api/user/role', payload: { role: 'guide' } });
    const token = switched.json().data.token as string;
    const body = { statsType: 'saleUseLog', use_time: 1, use_at: `${wallClock(now(), 'UTC')}Z` };
    const sendAsDuo = () => t.app.inject({ method: 'POST', url: RECORD, payload: body, headers: { authorization: `Bearer ${token}` } });
    // 61 calls hold 31 in one fixed minute window even when they straddle two.
    const statuses: number[] = [];
    for (let call = 0; call < 61 && !statuses.includes(429); call += 1) statuses.push((await sendAsDuo()).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.at(-1)).toBe(429);
  });
});
