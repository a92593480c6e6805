import { afterAll, beforeAll, expect, it } from 'vitest';
import { PUBLISHABLE_KEY_HEADER } from '../../../../resources/constants.ts';
import { ensureCustomerKey } from '../../../../server/modules/publishable-keys/publishable-keys.service.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('issues a customer key when none is live (apps call it on their first publication), and only then', async () => {
  const merchant = await t.login('merchant2');
  const merchantId = (await merchant.bearer({ method: 'GET', url: '/api/user' })).json().data.merchant_id as number;
  await t.database.pool.query("UPDATE publishable_keys SET revoked_at = now() WHERE merchant_id = $1 AND purpose = 'customer' AND revoked_at IS NULL", [
    merchantId,
  ]);
  const [first, second] = await Promise.all([ensureCustomerKey(t.database.db, merchantId), ensureCustomerKey(t.database.db, merchantId)]);
  const issued = first ?? second;
  expect([first, second].filter(Boolean)).toHaveLength(1);
  expect(await ensureCustomerKey(t.database.db, merchantId)).toBeNull();
  const status = (await merchant.bearer({ method: 'GET', url: '/api/settings/publishable-keys/customer' })).json().data;
  expect(status.live.hint).toBe(issued!.hint);
  const login = await t.app.inject({ method: 'POST', url: '/app-api/customer/login/guest', headers: { [PUBLISHABLE_KEY_HEADER]: issued!.key }, payload: {} });
  expect(login.json().code).toBe(0);
});
