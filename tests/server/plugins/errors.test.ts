import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addProbeRoutes } from './probe-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extend: addProbeRoutes });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Every fragment of the internal error that must stay in the log. */
const SECRET_FRAGMENTS = ['hunter2', '10.0.0.1', 'password=', 'stack', 'FST_', 'Error:'];

function expectNoSecrets(body: string) {
  for (const fragment of SECRET_FRAGMENTS) expect(body).not.toContain(fragment);
}

describe('5xx answers of the main API', () => {
  it.each([
    ['a thrown internal error', '/api/test/boom'],
    ['an answer that does not match its response schema', '/api/test/mismatch'],
  ])('%s → 500 with the generic message and the request id, nothing else', async (_, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json()).toEqual({ status_code: 500, message: 'Server error, please try again later.', request_id: requestId });
    expectNoSecrets(response.body);
  });

  it('localises the generic message', async () => {
    const response = await get('/api/test/boom', { cookie: 'atrium_lang=zh' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('服务器错误，请稍后重试。');
    expectNoSecrets(response.body);
  });

  it('gives every failed request its own id', async () => {
    const [a, b] = await Promise.all([get('/api/test/boom'), get('/api/test/boom')]);
    expect(a.json().request_id).not.toBe(b.json().request_id);
  });
});

describe('5xx answers of the boot API', () => {
  it.each([
    ['a thrown internal error', '/admin-api/test/boom'],
    ['an answer that does not match its response schema', '/admin-api/test/mismatch'],
  ])('%s → HTTP 200, code 500, generic msg and the request id', async (_, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 500, msg: 'Server error, please try again later.', request_id: response.headers['x-request-id'] });
    expectNoSecrets(response.body);
  });

  it('localises the generic msg', async () => {
    const response = await get('/admin-api/test/boom', { 'accept-language': 'ja' });
    expect(response.json()).toMatchObject({ code: 500, msg: 'サーバーエラーです。しばらくしてからもう一度お試しください。' });
  });
});

describe('unknown API paths', () => {
  it.each(['/api/nope', '/api/user/nope/deeper', '/api'])('GET %s → 404 main envelope', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status_code: 404, message: "Sorry, the page you visited doesn't exist." });
  });

  it.each(['POST', 'DELETE', 'PUT'] as const)('%s /api/nope → 404 main envelope too', async (method) => {
    const response = await t.app.inject({ method, url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().status_code).toBe(404);
  });

  it.each(['/admin-api/nope', '/app-api/nope'])('GET %s → HTTP 200 code 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 404, msg: "Sorry, the page you visited doesn't exist." });
  });

  it('localises the not-found message', async () => {
    const response = await get('/api/nope', { 'accept-language': 'es' });
    expect(response.json().message).toBe('Lo sentimos, la página que visitó no existe.');
  });
});

describe('refusals by the gate on a real boot route', () => {
  const url = '/admin-api/kuxiaoju/merchant-setting/merchant-setting';

  it('answers HTTP 200 code 401 without a session, not a raw serializer error', async () => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 401, msg: 'Your login information has expired, please log in again.' });
  });

  it('answers HTTP 200 code 403 for another merchant in tenant-id', async () => {
    const session = await t.login('merchant');
    const response = await session.bearer({ method: 'GET', url, headers: { 'tenant-id': '999999' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 403 });
  });

  it('answers 401 on the main API with HTTP 401', async () => {
    const response = await get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status_code: 401, message: 'Your login information has expired, please log in again.' });
  });
});
