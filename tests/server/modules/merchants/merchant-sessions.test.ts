import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { merchantId, ok } from './merchant-helpers.ts';

let t: TestApp;
let operator: Session;
let second: number;

beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('operator');
  second = await merchantId(t, 'Second Home');
}, 30_000);
afterAll(() => t?.close());

const DAY = 86_400_000;
const change = (payload: Record<string, unknown>) => ok(operator.bearer({ method: 'PATCH', url: `/api/merchants/${second}`, payload }));
const profile = (session: Session) => session.bearer({ method: 'GET', url: '/api/user' });

// Each session is read once first, so it sits in the instance's session cache: only the
// session-invalidation call makes the next request see the merchant's new state.
describe("a merchant's state reaches its open sessions at once (issue 19 invalidation)", () => {
  it('disabling refuses the open session with the disabled message; enabling lets it back in', async () => {
    const session = await t.login('merchant2');
    expect((await profile(session)).statusCode).toBe(200);
    await change({ status: 'disabled' });
    const refused = await profile(session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account has been disabled; contact the operator.');
    await expect(t.login('merchant2')).rejects.toThrow(/403/);
    await change({ status: 'enabled' });
    expect((await profile(session)).statusCode).toBe(200);
  });

  it('moving the expiry into the past refuses with the renew message; extending it lets the session back in', async () => {
    const session = await t.login('merchant2');
    expect((await profile(session)).statusCode).toBe(200);
    await change({ overdue_time: new Date(Date.now() - DAY).toISOString() });
    const refused = await profile(session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account has expired; contact the operator to renew.');
    await change({ overdue_time: new Date(Date.now() + 365 * DAY).toISOString() });
    expect((await profile(session)).statusCode).toBe(200);
  });

  it("leaves other merchants' sessions alone", async () => {
    const other = await t.login('merchant');
    expect((await profile(other)).statusCode).toBe(200);
    await change({ status: 'disabled' });
    expect((await profile(other)).statusCode).toBe(200);
    await change({ status: 'enabled' });
  });
});
