import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerSession } from '../../../src/showroom/customer-session.ts';

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** The customer API as the showroom meets it: answers by path, every call recorded. */
function fakeApi(answers: Record<string, unknown[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace('/app-api/customer', '');
      calls.push({
        url: path,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      const answer = answers[`${init.method ?? 'GET'} ${path}`]?.shift() ?? { code: 404, msg: 'Not found' };
      return new Response(JSON.stringify(answer));
    }),
  );
  return calls;
}
const ok = (data: unknown) => ({ code: 0, msg: '', data });
const login = (known: boolean, guest = 'cg_new') =>
  ok({ token: `t-${guest}`, expires_at: new Date(Date.now() + 3_600_000).toISOString(), kind: 'guest', guest_key: guest, known });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the visitor as the merchant's customer", () => {
  it('signs in as a guest with the share, asks the phone once, then claims; the customer is kept for next time', async () => {
    const calls = fakeApi({
      'POST /login/guest': [login(false)],
      'PUT /profile': [ok({ kind: 'guest', mp_user_id: 0, customer: { id: 51 } })],
      'POST /coupons/4/claim': [ok({ code: 'ABCDE12345', expires_at: '2026-06-01T00:00:00Z' }), ok({ code: 'ZZZ', expires_at: '2026-06-01T00:00:00Z' })],
    });
    const onCustomer = vi.fn();
    const askPhone = vi.fn(async (save: (phone: string) => Promise<void>) => {
      await save('13800000000');
      return true;
    });
    const session = customerSession({ key: 'apk_c', share: '7.sig', language: () => 'zh', askPhone, onCustomer });
    expect(await session.claim(4)).toMatchObject({ code: 'ABCDE12345' });
    expect(await session.claim(4)).toMatchObject({ code: 'ZZZ' });

    expect(askPhone).toHaveBeenCalledTimes(1);
    expect(onCustomer).toHaveBeenCalledWith(51);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /login/guest', 'PUT /profile', 'POST /coupons/4/claim', 'POST /coupons/4/claim']);
    expect(calls[0]!.body).toEqual({ share: '7.sig' });
    expect(calls[0]!.headers).toMatchObject({ 'x-publishable-key': 'apk_c', 'accept-language': 'zh' });
    expect(calls[1]!.body).toEqual({ phone: '13800000000' });
    expect(calls[2]!.headers.authorization).toBe('Bearer t-cg_new');
    expect(JSON.parse(localStorage.getItem('atrium-showroom-guest:apk_c')!)).toEqual({ guest_key: 'cg_new', customer_id: 51 });
  });

  it('gives up quietly when the visitor closes the phone dialog', async () => {
    const calls = fakeApi({ 'POST /login/guest': [login(false)] });
    const session = customerSession({ key: 'apk_c', language: () => 'en', askPhone: async () => false, onCustomer: () => {} });
    expect(await session.signUp(2, { name: 'Ann' })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/login/guest']);
  });

  it("signs a known guest in with its kept secret, learns its customer, and passes the server's refusal on", async () => {
    localStorage.setItem('atrium-showroom-guest:apk_c', JSON.stringify({ guest_key: 'cg_old' }));
    const calls = fakeApi({
      'POST /login/guest': [login(true, 'cg_old')],
      'GET /profile': [ok({ kind: 'guest', mp_user_id: 0, customer: { id: 8 } })],
      'POST /activities/2/signup': [{ code: 409, msg: 'Sign-up is closed.' }],
    });
    const onCustomer = vi.fn();
    const session = customerSession({ key: 'apk_c', language: () => 'en', askPhone: async () => false, onCustomer });
    await expect(session.signUp(2, { name: 'Ann' })).rejects.toMatchObject({ status: 409, message: 'Sign-up is closed.' });
    expect(calls[0]!.body).toEqual({ guest_key: 'cg_old' });
    expect(calls.at(-1)!.body).toEqual({ answers: { name: 'Ann' } });
    expect(onCustomer).toHaveBeenCalledWith(8);
  });

  it('signs in again once when the token lapsed', async () => {
    const calls = fakeApi({
      'POST /login/guest': [login(true, 'cg_a'), login(true, 'cg_a')],
      'GET /profile': [ok({ customer: { id: 3 } })],
      'POST /coupons/1/claim': [{ code: 401, msg: 'Sign in again.' }, ok({ code: 'C', expires_at: '2026-06-01T00:00:00Z' })],
    });
    const session = customerSession({ key: 'apk_c', language: () => 'en', askPhone: async () => false, onCustomer: () => {} });
    expect(await session.claim(1)).toMatchObject({ code: 'C' });
    expect(calls.filter((call) => call.url === '/login/guest')).toHaveLength(2);
  });
});
