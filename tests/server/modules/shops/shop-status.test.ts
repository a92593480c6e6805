import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireShops } from '../../../../server/modules/shops/shop-jobs.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';
import { FAKE_APP_KEY, FAKE_APP_SECRET, type FakeMarketplace, startFakeMarketplace } from './fake-marketplace.ts';
import { newShop } from './shop-helpers.ts';

/**
 * The shop status machine as designed (resources/shops/shop-status.ts, README "Marketplace
 * shops"), written out again here pair by pair and proved through the API: every (from, to) is
 * either made by the one way listed, or refused with a 409.
 */
const ALLOWED: Record<string, 'audit' | 'status' | 'authorise' | 'expiry'> = {
  '0>1': 'audit',
  '0>2': 'audit',
  '0>5': 'status',
  '0>6': 'status',
  '1>3': 'authorise',
  '1>4': 'authorise',
  '1>5': 'status',
  '1>6': 'status',
  '2>0': 'audit',
  '2>5': 'status',
  '2>6': 'status',
  '3>3': 'authorise',
  '3>4': 'authorise',
  '3>5': 'status',
  '3>6': 'status',
  '3>7': 'expiry',
  '4>3': 'authorise',
  '4>4': 'authorise',
  '4>5': 'status',
  '4>6': 'status',
  '5>0': 'audit',
  '5>6': 'status',
  '7>3': 'authorise',
  '7>4': 'authorise',
  '7>5': 'status',
  '7>6': 'status',
};
const STATUSES = [0, 1, 2, 3, 4, 5, 6, 7];

let t: TestApp;
let operator: Session;
let marketplace: FakeMarketplace;
let shopId: number;
const MARKETPLACE_SHOP = '5550001';

beforeAll(async () => {
  marketplace = await startFakeMarketplace();
  marketplace.tokens.set('good-token', MARKETPLACE_SHOP);
  t = await createTestApp({
    env: { MARKETPLACE_API_URL: marketplace.url, MARKETPLACE_APP_KEY: FAKE_APP_KEY, MARKETPLACE_APP_SECRET: FAKE_APP_SECRET },
  });
  operator = await t.login('operator');
  const merchant = (await t.database.db.selectFrom('merchants').select('id').where('name', '=', 'Demo Living').executeTakeFirstOrThrow()).id;
  shopId = (await ok<{ id: number }>(operator.bearer({ method: 'POST', url: '/api/taobao/shop', payload: newShop(merchant, { shop_id: MARKETPLACE_SHOP }) })))
    .id;
}, 30_000);
afterAll(async () => {
  await t?.close();
  await marketplace?.close();
});

const setStatus = (status: number) =>
  t.database.pool.query('update marketplace_shops set status = $1, expire_at = now() + interval $$30 days$$ where id = $2', [status, shopId]);
const statusNow = async () => Number((await t.database.pool.query('select status from marketplace_shops where id = $1', [shopId])).rows[0].status);

/** Asks for `to` the way a caller would: audit for 0–2, a token for 3 and 4, change-status otherwise. */
function ask(to: number) {
  const post = (url: string, payload: Record<string, unknown>) => operator.bearer({ method: 'POST', url, payload });
  if (to <= 2) return post(`/api/taobao/shop/${shopId}/audit`, { status: to, reason: 'Licence unreadable' });
  if (to === 3) return post(`/api/taobao/shop/add/token/${shopId}`, { token: 'good-token' });
  if (to === 4) return post(`/api/taobao/shop/add/token/${shopId}`, { token: 'unknown-token' });
  return post(`/api/taobao/shop/change/status/${shopId}`, { status: to });
}

describe('the shop status machine, every (from, to) pair', () => {
  for (const from of STATUSES)
    for (const to of STATUSES) {
      const way = ALLOWED[`${from}>${to}`];
      const callable = way && way !== 'expiry';
      it(`${from} → ${to}: ${callable ? `made by ${way}` : 'refused'}`, async () => {
        await setStatus(from);
        const response = await ask(to);
        if (callable) {
          expect(response.statusCode, response.body).toBe(200);
          expect(await statusNow()).toBe(to);
        } else {
          expect(response.statusCode, response.body).toBe(409);
          const message = (response.json() as { message: string }).message;
          expect(message).toEqual(from === to && to !== 3 && to !== 4 ? 'Status unchanged.' : expect.stringContaining('cannot move from'));
          expect(await statusNow()).toBe(from);
        }
      });
    }

  it('moves only authorised shops past their expiry date to 7, by the expiry job, with an audit entry', async () => {
    for (const from of STATUSES) {
      await setStatus(from);
      await t.database.pool.query("update marketplace_shops set expire_at = now() - interval '1 minute' where id = $1", [shopId]);
      await expireShops(t.database.db);
      expect(await statusNow()).toBe(ALLOWED[`${from}>7`] === 'expiry' ? 7 : from);
    }
    const audit = await t.database.pool.query(
      "select account_name, after from audit_log where entity = 'marketplace-shops' and record_id = $1 order by id desc limit 1",
      [shopId],
    );
    expect(audit.rows[0]).toMatchObject({ account_name: 'system', after: { status: 7 } });
  });
});

describe('the shop machine in the OpenAPI document', () => {
  it('lists the moves of audit, change-status and add-token, and who picks the target', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const moves = (path: string) => document.paths[path].post['x-atrium-moves'];
    expect(moves('/api/taobao/shop/{id}/audit')).toEqual([
      { field: 'status', from: [0], to: [1, 2], pick: 'body', allowSame: false },
      { field: 'status', from: [2, 5], to: [0], pick: 'body', allowSame: false },
    ]);
    expect(moves('/api/taobao/shop/change/status/{id}')).toEqual([
      { field: 'status', from: [0, 1, 2, 3, 4, 7], to: [5, 6], pick: 'body', allowSame: false },
      { field: 'status', from: [5], to: [6], pick: 'body', allowSame: false },
    ]);
    expect(moves('/api/taobao/shop/add/token/{id}')).toEqual([{ field: 'status', from: [1, 3, 4, 7], to: [3, 4], pick: 'decided', allowSame: true }]);
    expect(moves('/api/taobao/shop/{id}/switch')).toBeUndefined();
  });
});
