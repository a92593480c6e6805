import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY_HEADER } from '../../../../resources/constants.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

const RECORD = '/app-api/system/stats/record';
const ROTATE = '/api/settings/publishable-keys/ingestion/rotate';

let t: TestApp;
let merchant: Session;
let key: string;
let ownGoods: number;
let otherGoods: number;
beforeAll(async () => {
  t = await createTestApp({ env: { STATS_INGEST_PER_KEY_PER_MINUTE: '20' } });
  merchant = await t.login('merchant');
  key = (await merchant.bearer({ method: 'POST', url: ROTATE })).json().data.key;
  ownGoods = (await merchant.bearer({ method: 'GET', url: '/api/commodities?pageSize=1' })).json().data.list[0].id;
  const merchant2 = await t.login('merchant2');
  otherGoods = (await merchant2.bearer({ method: 'GET', url: '/api/commodities?pageSize=1' })).json().data.list[0].id;
});
afterAll(() => t.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const event = (extra: Record<string, unknown> = {}) => ({
  source_type: 'commodityView',
  use_at: minutesAgo(5),
  viewer_id: 'viewer-1',
  commodity_id: ownGoods,
  ...extra,
});
const send = (events: unknown[], withKey = key) =>
  t.app.inject({ method: 'POST', url: RECORD, headers: { [PUBLISHABLE_KEY_HEADER]: withKey }, payload: { events } });
const stored = async () =>
  (await t.database.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM stats_events WHERE source_type = 'commodityView'")).rows[0].n;

describe('events in', () => {
  it('records a batch for the key’s merchant and marks its hours for the rollups', async () => {
    const answer = await send([event(), event({ use_at: minutesAgo(90), channel: 3, province: 'Zhejiang', city: 'Hangzhou' })]);
    expect(answer.json()).toEqual({ code: 0, msg: '', data: { accepted: 2 } });
    const { rows } = await t.database.pool.query<{ merchant: string; channel: number }>(
      "SELECT m.name AS merchant, e.channel FROM stats_events e JOIN merchants m ON m.id = e.merchant_id WHERE e.source_type = 'commodityView' ORDER BY e.use_at",
    );
    expect(rows).toEqual([
      { merchant: 'Demo Living', channel: 3 },
      { merchant: 'Demo Living', channel: 0 },
    ]);
    const hours = await t.database.pool.query("SELECT 1 FROM stats_dirty_hours d JOIN merchants m ON m.id = d.merchant_id WHERE m.name = 'Demo Living'");
    expect(hours.rowCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses a wrong or rotated key (code 401), and keeps nothing', async () => {
    const before = await stored();
    expect((await send([event()], `apk_${'x'.repeat(43)}`)).json()).toMatchObject({ code: 401 });
    const old = key;
    key = (await merchant.bearer({ method: 'POST', url: ROTATE })).json().data.key;
    expect((await send([event()], old)).json()).toMatchObject({ code: 401 });
    expect((await send([event()])).json()).toMatchObject({ code: 0 });
    expect(await stored()).toBe(before + 1);
  });

  it("refuses another merchant's goods, an event over 7 days old, or one about nothing (code 400 on the field), and keeps none of the batch", async () => {
    const before = await stored();
    const foreign = (await send([event(), event({ commodity_id: otherGoods })])).json();
    expect(foreign).toMatchObject({ code: 400 });
    expect(Object.keys(foreign.errors)).toEqual(['events.1.commodity_id']);
    expect(Object.keys((await send([event({ use_at: minutesAgo(8 * 24 * 60) })])).json().errors)).toEqual(['events.0.use_at']);
    expect((await send([event({ commodity_id: undefined })])).json()).toMatchObject({ code: 400 });
    // Every kind has its records now (plans, apps, coupons…): a plan not the merchant's (another's, a template) is refused like its goods.
    const otherPlan = (
      await t.database.pool.query(
        "SELECT id::int FROM plans WHERE merchant_id IS DISTINCT FROM (SELECT id FROM merchants WHERE name = 'Demo Living') ORDER BY id LIMIT 1",
      )
    ).rows[0].id;
    expect(Object.keys((await send([event({ plan_id: otherPlan })])).json().errors)).toEqual(['events.0.plan_id']);
    expect(await stored()).toBe(before);
  });

  it('stores regions as their codes whatever the text sent (a tab, a backslash, another script), and names every event that carries a foreign id', async () => {
    key = (await merchant.bearer({ method: 'POST', url: ROTATE })).json().data.key;
    // Issue 34: the city is its code, '' when the text names none (COPY's escaping: tests/server/db/copy-in.test.ts).
    const cities = ['Tab\tTown', 'Back\\slash', '杭州'];
    expect((await send(cities.map((city) => event({ viewer_id: 'text-kept', province: 'Zhejiang', city })))).json()).toMatchObject({ code: 0 });
    const { rows } = await t.database.pool.query<{ city: string }>("SELECT city FROM stats_events WHERE viewer_id = 'text-kept' ORDER BY use_at, id");
    expect(rows.map((row) => row.city).sort()).toEqual(['', '', '330100']);

    const foreign = (await send([event({ commodity_id: otherGoods }), event(), event({ commodity_id: otherGoods })])).json();
    expect(Object.keys(foreign.errors)).toEqual(['events.0.commodity_id', 'events.2.commodity_id']);
  });

  it('limits events per key per minute in PostgreSQL (code 429 with the wait)', async () => {
    key = (await merchant.bearer({ method: 'POST', url: ROTATE })).json().data.key;
    expect((await send(Array.from({ length: 20 }, () => event()))).json()).toMatchObject({ code: 0 });
    const refused = await send([event()]);
    expect(refused.json()).toMatchObject({ code: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
