import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../providers/auth-provider.ts';
import { type HttpEvent, httpEvents } from '../../../providers/http-events.ts';
import { createMainClient } from '../../../providers/http.ts';
import { SessionStore } from '../../../providers/session-store.ts';
import { OBSERVER_COOKIE } from '../../../resources/constants.ts';
import { DEVICE_FINGERPRINT_KEY } from '../../../src/analytics/device-fingerprint.ts';
import { trackUsage } from '../../../src/analytics/usage-tracking.ts';

const RECORD = '/api/record/newStatsRecord';
const START = new Date('2025-03-01T02:00:00Z').getTime();

interface Sent {
  url: string;
  body: Record<string, unknown> | undefined;
}
const SALE_INFO = '/api/seller/saleInfo';

interface Options {
  /** The session's role tag: `seller_sale` a shopping guide, `seller_default` a master account or store manager, `atrium` the platform. */
  roleTag?: string;
  /** Whether GET /api/seller/saleInfo answers sale info (the account is a sale) or 404. */
  sale?: boolean;
  /** The page was loaded with a session already (the marker cookie present). */
  signedIn?: boolean;
  recordStatus?: number;
}

const cleanups: (() => void)[] = [];

/** The app's clients as src/shell/clients.ts wires them, over a fake server that records every request. */
async function openPage({ roleTag = 'seller_sale', sale = true, signedIn = false, recordStatus = 200 }: Options = {}) {
  const sent: Sent[] = [];
  let hint = signedIn;
  const profile = { id: 7, sale_id: sale ? 7 : null, role_tag: roleTag, merchant_id: roleTag === 'atrium' ? null : 3, permission: ['/homeData/stats'] };
  const answers: Record<string, [number, unknown]> = {
    '/api/user': [200, profile],
    '/api/user/seller/account': [200, roleTag === 'atrium' ? null : { id: 3, name: 'Demo Living' }],
    [SALE_INFO]: sale ? [200, { sale_id: 7, seller_account_id: 7, name: 'Gao Guide', merchant_id: 3, role_tag: 'seller_sale' }] : [404, null],
    '/api/logout': [200, null],
    [RECORD]: [recordStatus, { recorded: 1 }],
  };
  const adapter: AxiosAdapter = async (config) => {
    const url = String(config.url).replace(/\?.*/, '');
    sent.push({ url, body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined });
    if (url === '/api/login') hint = true;
    const [status, data] = answers[url] ?? [200, null];
    const body = status === 200 ? { status_code: 200, message: 'ok', data } : { status_code: status, message: 'Server error, please try again later.' };
    // A copy per answer, as a server sends: a role switch below changes the profile of later answers only.
    return { data: structuredClone(body), status, statusText: '', headers: {}, config };
  };
  const client = createMainClient({ networkFailure: () => 'network' });
  client.defaults.adapter = adapter;
  const store = new SessionStore(client, { present: () => hint, forget: () => (hint = false) });
  const usage = trackUsage(client, store);
  const auth = createAuthProvider(client, store, () => {}, usage.recordLogin);
  cleanups.push(() => store.clear());
  if (signedIn) await store.load();
  const bodies = () => sent.filter((request) => request.url === RECORD).map((request) => request.body);
  // What each record says; the fingerprint every one carries is checked on its own below.
  const records = () => bodies().map((body) => body && Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'fingerprint')));
  const fingerprints = () => bodies().map((body) => body?.fingerprint);
  /** The role switch of the user menu: the server answers the profile of the other role, the store reloads. */
  const switchRole = async (tag: string) => {
    profile.role_tag = tag;
    await store.reload();
  };
  const asked = (url: string) => sent.filter((request) => request.url === url).length;
  return { auth, sent, records, fingerprints, store, switchRole, asked };
}

const observerCookie = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${OBSERVER_COOKIE}=`));
/** The instant a `use_at` names (`YYYY-MM-DD HH:mm:ss` and the browser's offset). */
const instantOf = (useAt: unknown) => {
  expect(useAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  return Date.parse(String(useAt).replace(' ', 'T'));
};
const input = (type: 'mousemove' | 'wheel' | 'touchstart') => window.dispatchEvent(new Event(type));
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  document.cookie = `${OBSERVER_COOKIE}=; path=/; max-age=0`;
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
});

describe('the usage timer (spec §4)', () => {
  it('sends accountLogin at login, keeps an observer cookie, and a 0-second saleUseLog 2 s later', async () => {
    const page = await openPage();
    await page.auth.login({ username: 'guide', password: 'atrium123' });
    expect(page.records()).toEqual([{ statsType: 'accountLogin', use_at: expect.any(String) }]);
    expect(instantOf(page.records()[0]?.use_at)).toBe(START);
    expect(observerCookie()).toMatch(new RegExp(`^${OBSERVER_COOKIE}=[0-9a-f]{24}$`));
    await wait(1_999);
    expect(page.records()).toHaveLength(1);
    await wait(1);
    expect(page.records()[1]).toEqual({ statsType: 'saleUseLog', use_time: 0, use_at: expect.any(String) });
    expect(instantOf(page.records()[1]?.use_at)).toBe(START + 2_000);
  });

  it('sends the device fingerprint (spec §9) with every record: 12 characters kept in local storage, the same after a reload', async () => {
    localStorage.removeItem(DEVICE_FINGERPRINT_KEY);
    const page = await openPage();
    await page.auth.login({ username: 'guide', password: 'atrium123' });
    await wait(2_000);
    const stored = localStorage.getItem(DEVICE_FINGERPRINT_KEY);
    expect(stored).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(page.fingerprints()).toEqual([stored, stored]);
    const reloaded = await openPage({ signedIn: true });
    await wait(2_000);
    expect(reloaded.fingerprints()).toEqual([stored]);
  });

  it('on a page loaded with a session: the 2 s record, and no login record', async () => {
    const page = await openPage({ signedIn: true });
    await wait(2_000);
    expect(page.records()).toEqual([{ statsType: 'saleUseLog', use_time: 0, use_at: expect.any(String) }]);
  });

  it('measures a stretch from the first input to the last, sends it after 30 s without input, and starts again', async () => {
    const page = await openPage({ signedIn: true });
    await wait(5_000);
    const stretchStart = Date.now();
    input('mousemove');
    await wait(12_000);
    input('wheel');
    await wait(8_400);
    input('touchstart');
    await wait(29_999);
    expect(page.records()).toHaveLength(1);
    await wait(1);
    expect(page.records()).toHaveLength(2);
    expect(page.records()[1]).toEqual({ statsType: 'saleUseLog', use_time: 20, use_at: expect.any(String) });
    expect(instantOf(page.records()[1]?.use_at)).toBe(stretchStart);
    // Reset: nothing more without input; the next input starts a new stretch.
    await wait(120_000);
    expect(page.records()).toHaveLength(2);
    input('mousemove');
    await wait(30_000);
    expect(page.records().slice(2)).toEqual([{ statsType: 'saleUseLog', use_time: 0, use_at: expect.any(String) }]);
  });

  it.each([
    ['the platform role', { roleTag: 'atrium', sale: false }],
    ['a master account or a store manager (no sale info)', { roleTag: 'seller_default', sale: false }],
    ['a store manager holding a guide’s role too, signed in as the manager', { roleTag: 'seller_default', sale: true }],
    ['a guide whose sale info is not returned', { roleTag: 'seller_sale', sale: false }],
  ])('records nothing for %s, neither the login nor use, and sets no observer cookie', async (_name, options) => {
    const page = await openPage(options);
    await page.auth.login({ username: 'someone', password: 'atrium123' });
    input('mousemove');
    await wait(60_000);
    expect(page.sent.map((request) => request.url)).not.toContain(RECORD);
    expect(observerCookie()).toBeUndefined();
  });

  it('stops at logout and clears the observer cookie', async () => {
    const page = await openPage({ signedIn: true });
    expect(observerCookie()).toBeDefined();
    input('mousemove');
    await page.auth.logout({});
    expect(observerCookie()).toBeUndefined();
    input('mousemove');
    await wait(60_000);
    expect(page.records()).toEqual([]);
  });

  it('keeps failures to itself: a refused record shows the user nothing', async () => {
    const events: HttpEvent[] = [];
    cleanups.push(httpEvents.subscribe((event) => events.push(event)));
    const page = await openPage({ signedIn: true, recordStatus: 500 });
    await wait(2_000);
    expect(page.records()).toHaveLength(1);
    expect(events).toEqual([]);
  });
});

describe('only a shopping guide records usage (issue #34)', () => {
  it.each([
    ['the master account or a store manager', 'seller_default'],
    ['the platform', 'atrium'],
  ])('does not start the timer on a page loaded with a session of %s, nor ask for sale info', async (_name, roleTag) => {
    const page = await openPage({ roleTag, sale: false, signedIn: true });
    expect(page.store.current()?.sale).toBeNull();
    await wait(2_000);
    input('mousemove');
    await wait(60_000);
    expect(page.records()).toEqual([]);
    expect(page.asked(SALE_INFO)).toBe(0);
    expect(observerCookie()).toBeUndefined();
  });

  it('starts the timer on a page loaded with a guide’s session once its sale info is returned', async () => {
    const page = await openPage({ signedIn: true });
    expect(page.asked(SALE_INFO)).toBe(1);
    expect(page.store.current()?.sale).toMatchObject({ sale_id: 7, role_tag: 'seller_sale' });
    expect(observerCookie()).toBeDefined();
    await wait(2_000);
    expect(page.records()).toEqual([{ statsType: 'saleUseLog', use_time: 0, use_at: expect.any(String) }]);
  });

  it('sends the login record for a guide after its sale info is fetched, and for no one else', async () => {
    const guide = await openPage();
    await guide.auth.login({ username: 'guide', password: 'atrium123' });
    expect(guide.asked(SALE_INFO)).toBe(1);
    expect(guide.records()).toEqual([{ statsType: 'accountLogin', use_at: expect.any(String) }]);
    for (const cleanup of cleanups.splice(0)) cleanup();
    const master = await openPage({ roleTag: 'seller_default', sale: false });
    await master.auth.login({ username: 'merchant', password: 'atrium123' });
    await wait(2_000);
    expect(master.records()).toEqual([]);
  });

  it('follows a role switch: starts when an account switches to its guide’s role, stops when it switches back', async () => {
    const page = await openPage({ roleTag: 'seller_default', sale: true, signedIn: true });
    await wait(2_000);
    expect(page.records()).toEqual([]);
    await page.switchRole('seller_sale');
    expect(page.asked(SALE_INFO)).toBe(1);
    await wait(2_000);
    expect(page.records()).toEqual([{ statsType: 'saleUseLog', use_time: 0, use_at: expect.any(String) }]);
    await page.switchRole('seller_default');
    expect(page.store.current()?.sale).toBeNull();
    input('mousemove');
    await wait(60_000);
    expect(page.records()).toHaveLength(1);
  });
});
