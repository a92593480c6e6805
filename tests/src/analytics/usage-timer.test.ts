import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../providers/auth-provider.ts';
import { type HttpEvent, httpEvents } from '../../../providers/http-events.ts';
import { createMainClient } from '../../../providers/http.ts';
import { SessionStore } from '../../../providers/session-store.ts';
import { OBSERVER_COOKIE } from '../../../resources/constants.ts';
import { trackUsage } from '../../../src/analytics/usage-tracking.ts';

const RECORD = '/api/record/newStatsRecord';
const START = new Date('2025-03-01T02:00:00Z').getTime();

interface Sent {
  url: string;
  body: Record<string, unknown> | undefined;
}
interface Options {
  roleTag?: string;
  saleId?: number | null;
  /** The page was loaded with a session already (the marker cookie present). */
  signedIn?: boolean;
  recordStatus?: number;
}

const cleanups: (() => void)[] = [];

/** The app's clients as src/shell/clients.ts wires them, over a fake server that records every request. */
async function openPage({ roleTag = 'seller_sale', saleId = 7, signedIn = false, recordStatus = 200 }: Options = {}) {
  const sent: Sent[] = [];
  let hint = signedIn;
  const profile = { id: 7, sale_id: saleId, role_tag: roleTag, merchant_id: roleTag === 'atrium' ? null : 3, permission: ['/homeData/stats'] };
  const answers: Record<string, [number, unknown]> = {
    '/api/user': [200, profile],
    '/api/user/seller/account': [200, roleTag === 'atrium' ? null : { id: 3, name: 'Demo Living' }],
    '/api/logout': [200, null],
    [RECORD]: [recordStatus, { recorded: 1 }],
  };
  const adapter: AxiosAdapter = async (config) => {
    const url = String(config.url).replace(/\?.*/, '');
    sent.push({ url, body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined });
    if (url === '/api/login') hint = true;
    const [status, data] = answers[url] ?? [200, null];
    const body = status === 200 ? { status_code: 200, message: 'ok', data } : { status_code: status, message: 'Server error, please try again later.' };
    return { data: body, status, statusText: '', headers: {}, config };
  };
  const client = createMainClient({ networkFailure: () => 'network' });
  client.defaults.adapter = adapter;
  const store = new SessionStore(client, { present: () => hint, forget: () => (hint = false) });
  const usage = trackUsage(client, store);
  const auth = createAuthProvider(client, store, () => {}, usage.recordLogin);
  cleanups.push(() => store.clear());
  if (signedIn) await store.load();
  const records = () => sent.filter((request) => request.url === RECORD).map((request) => request.body);
  return { auth, sent, records };
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
    ['the platform role', { roleTag: 'atrium', saleId: null }],
    ['an account without sale info', { roleTag: 'seller_default', saleId: null }],
  ])('records nothing for %s, and sets no observer cookie', async (_name, options) => {
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
