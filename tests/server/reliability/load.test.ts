import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/seed/demo-accounts.ts';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

// The reliability table, row "load": autocannon on loopback against list, detail and login: no
// errors, p99 recorded. Times are printed, never asserted: this machine's speed is not the product's.

// At most LOGIN_THROTTLE.maxFailuresPerAccount: the throttle reserves a failure row for every
// attempt in flight, right passwords included, so more parallel logins of one account than that
// answer 429 (reported as a product bug).
const CONNECTIONS = 10;
const DURATION_SECONDS = 3;

let t: TestApp;
let baseUrl: string;
let merchant: Session;
let commodityId: number;
const results: { name: string; result: autocannon.Result }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  merchant = await t.login('merchant');
  const list = await merchant.bearer({ method: 'GET', url: '/api/commodities?page=1&pageSize=1' });
  expect(list.statusCode).toBe(200);
  commodityId = list.json().data.list[0].id;
});

afterAll(async () => {
  if (results.length) {
    console.log(
      [
        'load (loopback, %d connections, %d s each):',
        'route'.padEnd(10) + 'req/s'.padStart(9) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'max ms'.padStart(9) + 'requests'.padStart(10),
        ...results.map(({ name, result }) =>
          [
            name.padEnd(10),
            result.requests.average.toFixed(1).padStart(9),
            String(result.latency.p50).padStart(9),
            String(result.latency.p99).padStart(9),
            String(result.latency.max).padStart(9),
            String(result.requests.total).padStart(10),
          ].join(''),
        ),
      ].join('\n'),
      CONNECTIONS,
      DURATION_SECONDS,
    );
  }
  await t?.close();
});

async function load(name: string, options: Omit<autocannon.Options, 'url' | 'connections' | 'duration'> & { path: string }): Promise<autocannon.Result> {
  const { path, ...rest } = options;
  const result = await autocannon({ url: `${baseUrl}${path}`, connections: CONNECTIONS, duration: DURATION_SECONDS, timeout: 10, ...rest });
  results.push({ name, result });
  return result;
}

/** No failure of any kind, and the server really answered (not a run that sent nothing). */
function expectClean(result: autocannon.Result) {
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, mismatches: result.mismatches, resets: result.resets }).toEqual({
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    mismatches: 0,
    resets: 0,
  });
  expect(result['2xx']).toBeGreaterThan(0);
  expect(result['2xx']).toBe(result.requests.total);
}

describe.sequential('load on loopback', () => {
  it('login with the right password: every attempt succeeds (successful logins are never throttled)', { timeout: 30_000 }, async () => {
    const result = await load('login', {
      path: '/api/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'merchant', password: DEMO_PASSWORD }),
    });
    expectClean(result);
  });

  it('goods list', { timeout: 30_000 }, async () => {
    const result = await load('list', { path: '/api/commodities?page=1&pageSize=30', headers: { authorization: `Bearer ${merchant.token}` } });
    expectClean(result);
  });

  it("detail of one of the merchant's goods", { timeout: 30_000 }, async () => {
    const result = await load('detail', { path: `/api/commodities/${commodityId}`, headers: { authorization: `Bearer ${merchant.token}` } });
    expectClean(result);
  });

  it('the session still works after the load (the logins above did not revoke it)', async () => {
    expect((await merchant.bearer({ method: 'GET', url: `/api/commodities/${commodityId}` })).statusCode).toBe(200);
  });
});
