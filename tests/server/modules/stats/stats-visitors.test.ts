import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsEvent } from '../../../../resources/stats/stats-event.schema.ts';
import { recordEvents } from '../../../../server/modules/stats/stats-events.repository.ts';
import { rollMarkedHours } from '../../../../server/modules/stats/stats-rollups.repository.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

/** Customer analytics' visitors (migration 014): new and returning, visits per visitor, a guide's own; and the events per kind of content. */
let t: TestApp;
let merchant: Session;
let guide: Session;
let guideId: number;

const VISITORS = '/admin-api/kuxiaoju/stats/visitors';
const DAY = 86_400_000;
/** A day `back` days before today in Shanghai (Demo Living's zone), as YYYY-MM-DD: far enough back that the demo's events are not there. */
const shanghaiDay = (back: number) => new Date(Date.now() + 8 * 3_600_000 - back * DAY).toISOString().slice(0, 10);
const BEFORE = shanghaiDay(40);
const PERIOD = shanghaiDay(38);
const at = (day: string, time: string) => new Date(`${day}T${time}+08:00`).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  [merchant, guide] = await Promise.all([t.login('merchant'), t.login('guide')]);
  const pool = t.database.pool;
  const demo = Number((await pool.query("SELECT id FROM merchants WHERE name = 'Demo Living'")).rows[0].id);
  guideId = Number((await pool.query("SELECT id FROM accounts WHERE username = 'guide'")).rows[0].id);
  const goods = Number((await pool.query('SELECT id FROM commodities WHERE merchant_id = $1 ORDER BY id LIMIT 1', [demo])).rows[0].id);
  const event = (viewer: string, useAt: string, extra: Partial<StatsEvent> = {}): StatsEvent => ({
    source_type: 'commodityView',
    use_at: useAt,
    viewer_id: viewer,
    channel: 0,
    environment: 'production',
    commodity_id: goods,
    ...extra,
  });
  await recordEvents(t.database.db, demo, [
    // x1 came before the period and twice in it; x2 five times, new; x3 once, through the guide.
    event('x1', at(BEFORE, '10:00:00')),
    event('x1', at(PERIOD, '09:00:00')),
    event('x1', at(PERIOD, '18:00:00')),
    ...Array.from({ length: 5 }, (_, index) => event('x2', at(PERIOD, `1${index}:30:00`))),
    event('x3', at(PERIOD, '11:00:00'), { sale_id: guideId }),
    // Staff use and trial events are nobody's visit.
    event(`account:${guideId}`, at(PERIOD, '12:00:00'), { source_type: 'saleUseLog', commodity_id: undefined, use_time: 60, sale_id: guideId }),
    event('x4', at(PERIOD, '13:00:00'), { environment: 'trial' }),
  ]);
  while ((await rollMarkedHours(t.database.db, undefined, undefined, t.app.bus)) > 0);
});
afterAll(() => t?.close());

const visitorsOf = async (session: Session) => {
  const answer = await session.bearer({ method: 'POST', url: VISITORS, payload: { begin_time: `${PERIOD} 00:00:00`, end_time: `${PERIOD} 23:59:59` } });
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};

describe('POST /admin-api/kuxiaoju/stats/visitors', () => {
  it('counts new and returning visitors and buckets their visits, leaving out staff use and trial events', async () => {
    expect(await visitorsOf(merchant)).toMatchObject({
      visitors: 3,
      new_visitors: 2,
      returning_visitors: 1,
      visits: 8,
      visits_per_visitor: [
        { bucket: '1', visitors: 1 },
        { bucket: '2-3', visitors: 1 },
        { bucket: '4-10', visitors: 1 },
        { bucket: '11+', visitors: 0 },
      ],
    });
  });

  it('lists the events about every kind of content, the kinds nobody viewed (or that have no records yet) as zeros', async () => {
    const answer = await merchant.bearer({
      method: 'POST',
      url: '/admin-api/kuxiaoju/stats/content-kind/total',
      payload: { begin_time: `${PERIOD} 00:00:00`, end_time: `${PERIOD} 23:59:59` },
    });
    const kinds = Object.fromEntries(answer.json().data.kinds.map((row: { kind: string; events: number }) => [row.kind, row.events]));
    expect(kinds).toEqual({ application: 0, plan: 0, album: 0, video: 0, document: 0, commodity: 8, activity: 0, coupon: 0 });
  });

  it('gives a guide its own visitors only', async () => {
    expect(await visitorsOf(guide)).toMatchObject({ visitors: 1, new_visitors: 1, returning_visitors: 0, visits: 1 });
  });
});
