import { afterAll, beforeAll, expect, it } from 'vitest';
import { PUBLISHABLE_KEY_HEADER } from '../../../../resources/constants.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';

const API = '/app-api/customer';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      CUSTOMER_API_PER_IDENTITY_PER_MINUTE: '5',
      CUSTOMER_API_PER_ADDRESS_PER_MINUTE: '40',
      CUSTOMER_LOGINS_PER_ADDRESS_PER_MINUTE: '4',
      CUSTOMER_TOKEN_TTL_SECONDS: '60',
    },
  });
  const merchant = await t.login('merchant');
  key = (await merchant.bearer({ method: 'POST', url: '/api/settings/publishable-keys/customer/rotate' })).json().data.key;
});
afterAll(() => t.close());

const guestLogin = (address = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: `${API}/login/guest`, remoteAddress: address, headers: { [PUBLISHABLE_KEY_HEADER]: key }, payload: {} });
const profile = (token: string, address = '10.0.0.1') =>
  t.app.inject({ method: 'GET', url: `${API}/profile`, remoteAddress: address, headers: { [PUBLISHABLE_KEY_HEADER]: key, authorization: `Bearer ${token}` } });

it('limits logins per address and calls per customer in PostgreSQL (code 429 with the wait); a token lasts CUSTOMER_TOKEN_TTL_SECONDS', async () => {
  const logins = [];
  for (let i = 0; i < 4; i += 1) logins.push((await guestLogin()).json());
  expect(logins.map((answer) => answer.code)).toEqual([0, 0, 0, 0]);
  const refused = await guestLogin();
  expect(refused.json()).toMatchObject({ code: 429 });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await guestLogin('10.0.0.2')).json().code).toBe(0);

  const { token, expires_at: expiresAt } = logins[0].data;
  const lifetime = Date.parse(expiresAt) - Date.now();
  expect(lifetime).toBeGreaterThan(50_000);
  expect(lifetime).toBeLessThanOrEqual(61_000);
  const codes = [];
  for (let i = 0; i < 6; i += 1) codes.push((await profile(token, `10.0.1.${i}`)).json().code);
  expect(codes).toEqual([0, 0, 0, 0, 0, 429]);
  // Another customer from the same addresses is not held back by the first one's limit.
  expect((await profile(logins[1].data.token, '10.0.1.0')).json().code).toBe(0);
  // The counts are kept in PostgreSQL, where every instance adds its own every second (RateLimiter): wait for that flush.
  const kinds = async () =>
    (
      await t.database.pool.query(
        "SELECT DISTINCT split_part(bucket, ':', 1) || ':' || split_part(bucket, ':', 2) AS kind FROM rate_windows WHERE bucket LIKE 'customer%' ORDER BY 1",
      )
    ).rows.map((row) => row.kind);
  await expect.poll(kinds).toEqual(['customer-login:ip', 'customer:identity', 'customer:ip']);
});
