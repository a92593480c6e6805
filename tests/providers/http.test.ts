import type { AxiosInstance } from 'axios';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HttpEvent, httpEvents } from '../../providers/http-events.ts';
import { createBootClient, createMainClient, resetHttpThrottle } from '../../providers/http.ts';
import { SILENT_PATHS } from '../../resources/constants.ts';
import { closedPortUrl, type LocalServer, type SeenRequest, startLocalServer } from './local-server.ts';

const NETWORK = 'network abnormal, please refresh and retry';
const TIMEOUT = 'Request timeout, retry later.';
const UPDATE_FAILED = 'Update fail, please try again!';
const SAVE_FAILED = 'There was an error saving, please try again!';
const CHECK_FAILED = 'Check failed.';
const texts = {
  networkFailure: () => NETWORK,
  timeout: () => TIMEOUT,
  updateFailed: () => UPDATE_FAILED,
  saveFailed: () => SAVE_FAILED,
  checkFailed: () => CHECK_FAILED,
};

/** The answers of the fake API, by path: envelopes as API.md §1 (main) and §2 (boot) describe them. */
const ROUTES: Record<string, { status?: number; body?: unknown; delayMs?: number }> = {
  '/api/ok': { body: { status_code: 200, message: 'ok', data: { id: 7, name: 'Sofa' } } },
  '/api/status-zero': { body: { status: 0, data: ['legacy'] } },
  '/admin-api/ok': { body: { code: 0, msg: '', data: { list: [], total: 0 } } },
  '/app-api/ok': { body: { code: 0, msg: '', data: 'viewer' } },
  '/api/invalid': { status: 422, body: { status_code: 422, message: 'Check the form', errors: { name: ['Required'] } } },
  '/api/forbidden': { status: 403, body: { status_code: 403, message: "Sorry, you don't have this permission." } },
  '/api/unauthenticated': { status: 401, body: { status_code: 401, message: 'Login expired, please log in again' } },
  '/api/envelope-failure': { body: { status_code: 409, message: 'Status unchanged' } },
  '/admin-api/invalid': { body: { code: 400, msg: 'Bad from/size' } },
  '/admin-api/unauthenticated': { body: { code: 401, msg: 'Boot login expired' } },
  '/admin-api/expired': { body: { code: 1002015002, msg: 'Your account has expired; contact the operator to renew.' } },
  '/api/gateway': { status: 502, body: '<html><body>Bad Gateway</body></html>' },
  '/api/server-error': { status: 500, body: { status_code: 500, message: 'Server error, please try again later.' } },
  '/api/html-page': { body: '<!doctype html><html><body>Atrium</body></html>' },
  '/api/slow': { body: { status_code: 200, data: 'late' }, delayMs: 2_000 },
};

let server: LocalServer;
let main: AxiosInstance;
let boot: AxiosInstance;
let tenant: number | null;
let events: HttpEvent[];
let unsubscribe: () => void;

beforeAll(async () => {
  server = await startLocalServer((request: SeenRequest) => {
    const path = request.url.split('?')[0];
    return (
      ROUTES[path] ??
      (SILENT_PATHS.some((silent) => path.endsWith(silent))
        ? { status: 500, body: { status_code: 500, message: 'Recorder down' } }
        : { status: 404, body: { status_code: 404, message: 'Not found' } })
    );
  });
  main = createMainClient(texts, server.url);
  boot = createBootClient(texts, () => tenant, server.url);
});
afterAll(() => server.close());

beforeEach(() => {
  resetHttpThrottle();
  tenant = 7;
  events = [];
  server.requests.length = 0;
  unsubscribe = httpEvents.subscribe((event) => events.push(event));
});
afterEach(() => {
  unsubscribe();
  vi.useRealTimers();
});

/** The rejection of a call, which must reject. */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    (value) => expect.fail(`expected a rejection, got ${JSON.stringify(value)}`),
    (error: unknown) => error,
  );
}

describe('success envelopes (spec §8) unwrap to their data', () => {
  it.each<[string, () => AxiosInstance, string, unknown]>([
    ['main, status_code 200', () => main, '/api/ok', { id: 7, name: 'Sofa' }],
    ['main, status 0', () => main, '/api/status-zero', ['legacy']],
    ['boot, code 0', () => boot, '/admin-api/ok', { list: [], total: 0 }],
  ])('%s', async (_, client, url, data) => {
    expect((await client().get(url)).data).toEqual(data);
    expect(events).toEqual([]);
  });
});

describe('failures reject with { message, statusCode, errors } and tell the interface', () => {
  it('a validation failure carries the field errors and shows the message for 5 s', async () => {
    expect(await failureOf(main.post('/api/invalid', { name: '' }))).toMatchObject({
      message: 'Check the form',
      statusCode: 422,
      errors: { name: ['Required'] },
    });
    expect(events).toEqual([{ type: 'error', message: 'Check the form', seconds: 5 }]);
  });

  it.each<[string, () => AxiosInstance, string, { message: string; statusCode: number }]>([
    ['main 403', () => main, '/api/forbidden', { message: "Sorry, you don't have this permission.", statusCode: 403 }],
    ['main 404', () => main, '/api/nothing-here', { message: 'Not found', statusCode: 404 }],
    ['an HTTP 200 whose envelope says failure', () => main, '/api/envelope-failure', { message: 'Status unchanged', statusCode: 409 }],
    ['boot code 400 (its msg, as a validation failure)', () => boot, '/admin-api/invalid', { message: 'Bad from/size', statusCode: 422 }],
  ])('%s', async (_, client, url, expected) => {
    expect(await failureOf(client().get(url))).toMatchObject(expected);
    expect(events).toEqual([{ type: 'error', message: expected.message, seconds: 5 }]);
  });

  it('an answer without a message (a proxy page) still says something', async () => {
    expect(await failureOf(main.get('/api/gateway'))).toMatchObject({ message: NETWORK, statusCode: 502 });
    expect(events).toEqual([{ type: 'error', message: NETWORK, seconds: 5 }]);
  });
});

describe('spec §8 messages of a write the server failed, and of an answer failing the check', () => {
  it.each<[string, () => Promise<unknown>, string, number]>([
    ['a PATCH answered 500', () => main.patch('/api/server-error', { name: 'Sofa' }), UPDATE_FAILED, 500],
    ['a PUT answered 500', () => main.put('/api/server-error', { name: 'Sofa' }), UPDATE_FAILED, 500],
    ['a POST (a create) answered 500', () => main.post('/api/server-error', { name: 'Sofa' }), SAVE_FAILED, 500],
    ["a PATCH answered by a proxy's page", () => main.patch('/api/gateway', {}), UPDATE_FAILED, 502],
    ["a POST answered by a proxy's page", () => main.post('/api/gateway', {}), SAVE_FAILED, 502],
    ['a read answered 500 keeps the server message', () => main.get('/api/server-error'), 'Server error, please try again later.', 500],
    ['a 200 whose body is no envelope', () => main.get('/api/html-page'), CHECK_FAILED, 200],
  ])('%s', async (_, call, message, statusCode) => {
    expect(await failureOf(call())).toMatchObject({ message, statusCode });
    expect(events).toEqual([{ type: 'error', message, seconds: 5 }]);
  });

  it('a PATCH refused with field errors keeps the server message and its errors', async () => {
    expect(await failureOf(main.patch('/api/invalid', { name: '' }))).toMatchObject({ message: 'Check the form', errors: { name: ['Required'] } });
    expect(events).toEqual([{ type: 'error', message: 'Check the form', seconds: 5 }]);
  });
});

describe('expired login (status_code 401)', () => {
  it('emits unauthenticated with the server message, once for a burst of calls', async () => {
    const failures = await Promise.all(
      [main.get('/api/unauthenticated'), main.get('/api/unauthenticated'), boot.get('/admin-api/unauthenticated')].map(failureOf),
    );
    for (const failure of failures) expect(failure).toMatchObject({ statusCode: 401 });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'unauthenticated' });
  });

  it('at most once per 3 s, and again after 3 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    await failureOf(main.get('/api/unauthenticated'));
    vi.setSystemTime(new Date('2026-01-01T00:00:02.999Z'));
    await failureOf(main.get('/api/unauthenticated'));
    expect(events).toEqual([{ type: 'unauthenticated', message: 'Login expired, please log in again' }]);
    vi.setSystemTime(new Date('2026-01-01T00:00:03Z'));
    await failureOf(boot.get('/admin-api/unauthenticated'));
    expect(events).toEqual([
      { type: 'unauthenticated', message: 'Login expired, please log in again' },
      { type: 'unauthenticated', message: 'Boot login expired' },
    ]);
  });

  it('resetHttpThrottle lets the next one through at once', async () => {
    await failureOf(main.get('/api/unauthenticated'));
    resetHttpThrottle();
    await failureOf(main.get('/api/unauthenticated'));
    expect(events.map((event) => event.type)).toEqual(['unauthenticated', 'unauthenticated']);
  });
});

it('boot code 1002015002 emits merchantExpired with the server message', async () => {
  expect(await failureOf(boot.get('/admin-api/expired'))).toMatchObject({
    code: 1002015002,
    message: 'Your account has expired; contact the operator to renew.',
  });
  expect(events).toEqual([{ type: 'merchantExpired', message: 'Your account has expired; contact the operator to renew.' }]);
});

describe('silent calls reject but tell the interface nothing', () => {
  it.each(SILENT_PATHS)('the silent path %s', async (path) => {
    // The caller gets the words the interface would have shown: a POST the server failed.
    expect(await failureOf(main.post(`/${path}`, {}))).toMatchObject({ message: SAVE_FAILED, statusCode: 500 });
    expect(events).toEqual([]);
  });

  it.each(['/api/invalid', '/api/unauthenticated', '/admin-api/expired'])('silent: true on %s', async (url) => {
    const client = url.startsWith('/admin-api/') ? boot : main;
    expect(await failureOf(client.get(url, { silent: true }))).toHaveProperty('message');
    expect(events).toEqual([]);
  });

  it('a silent 401 does not use up the throttle of the next one', async () => {
    await failureOf(main.get('/api/unauthenticated', { silent: true }));
    await failureOf(main.get('/api/unauthenticated'));
    expect(events.map((event) => event.type)).toEqual(['unauthenticated']);
  });
});

describe('network failure', () => {
  it('a closed port rejects with statusCode 0 and shows the network text for 5 s', async () => {
    const nowhere = createMainClient(texts, await closedPortUrl());
    expect(await failureOf(nowhere.get('/api/ok'))).toEqual({ message: NETWORK, statusCode: 0 });
    expect(events).toEqual([{ type: 'error', message: NETWORK, seconds: 5 }]);
  });

  it('a silent call to a closed port shows nothing', async () => {
    const nowhere = createMainClient(texts, await closedPortUrl());
    await failureOf(nowhere.get('/api/ok', { silent: true }));
    expect(events).toEqual([]);
  });

  it('a call the app cancels itself is no network failure to show', async () => {
    const controller = new AbortController();
    const call = failureOf(main.get('/api/slow', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    expect(await call).toMatchObject({ statusCode: 0 });
    expect(events).toEqual([]);
  });

  it('a call that exceeds its timeout says "Request timeout", not that the network failed', async () => {
    expect(await failureOf(main.get('/api/slow', { timeout: 100 }))).toMatchObject({ message: TIMEOUT, statusCode: 0 });
    expect(events).toEqual([{ type: 'error', message: TIMEOUT, seconds: 5 }]);
  });
});

describe('request headers and settings', () => {
  it('both clients send X-Requested-With: XMLHttpRequest, on reads as well as writes', async () => {
    await main.get('/api/ok');
    await main.post('/api/ok', {});
    await boot.get('/admin-api/ok');
    expect(server.requests.map((request) => request.headers['x-requested-with'])).toEqual(['XMLHttpRequest', 'XMLHttpRequest', 'XMLHttpRequest']);
  });

  it('the boot client names the merchant in tenant-id, except for /app-api/ calls', async () => {
    await boot.get('/admin-api/ok');
    await boot.post('/app-api/ok', {});
    expect(server.requests.map((request) => [request.url, request.headers['tenant-id']])).toEqual([
      ['/admin-api/ok', '7'],
      ['/app-api/ok', undefined],
    ]);
  });

  it('the boot client sends no tenant-id before the session knows its merchant, nor does the main client', async () => {
    tenant = null;
    await boot.get('/admin-api/ok');
    await main.get('/api/ok');
    expect(server.requests.map((request) => request.headers['tenant-id'])).toEqual([undefined, undefined]);
  });

  it('both clients wait 60 s before giving up', () => {
    expect(main.defaults.timeout).toBe(60_000);
    expect(boot.defaults.timeout).toBe(60_000);
  });
});
