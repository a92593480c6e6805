import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../../server/app.ts';
import { jsonOfSize } from '../../helpers/json-of-size.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addProbeRoutes } from './probe-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extend: addProbeRoutes });
});
afterAll(() => t.close());

const APIS = [
  { api: 'main', url: '/api/test/nested' },
  { api: 'boot', url: '/admin-api/test/nested' },
] as const;

const post = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

/** What the client sees: the status it must act on, from either envelope (boot code 0 = 200). */
function outcome(api: 'main' | 'boot', response: Awaited<ReturnType<typeof post>>) {
  const body = response.json();
  if (api === 'boot') {
    expect(response.statusCode).toBe(200);
    return { status: body.code === 0 ? 200 : (body.code as number), message: body.msg as string };
  }
  expect(body.status_code).toBe(response.statusCode);
  return { status: response.statusCode, message: body.message as string };
}

describe.each(APIS)('$api API: unreadable bodies → 400', ({ api, url }) => {
  it.each([
    ['truncated JSON', '{"name":'],
    ['a trailing comma', '{"name":"Sofa",}'],
    ['single quotes', "{'name':'Sofa'}"],
    ['plain words', 'hello'],
    ['an empty body with a JSON content type', ''],
  ])('%s', async (_, payload) => {
    const { status, message } = outcome(api, await post(url, payload));
    expect(status).toBe(400);
    expect(message).toBe('The request body is not valid JSON (keys named __proto__ or constructor are refused).');
  });
});

describe.each(APIS)('$api API: prototype-pollution keys → 400, never 5xx', ({ api, url }) => {
  it.each([
    ['top-level __proto__', '{"__proto__":{"admin":true}}'],
    ['nested __proto__', '{"name":"Sofa","skus":[{"price":1,"__proto__":{"admin":true}}]}'],
    ['deeply nested __proto__', '{"a":{"b":{"c":[{"__proto__":{"x":1}}]}}}'],
    ['top-level constructor.prototype', '{"constructor":{"prototype":{"admin":true}}}'],
    ['nested constructor.prototype', '{"name":"Sofa","attributes":[{"constructor":{"prototype":{"admin":true}}}]}'],
  ])('%s', async (_, payload) => {
    const { status, message } = outcome(api, await post(url, payload));
    expect(status).toBe(400);
    expect(message).toBe('The request body is not valid JSON (keys named __proto__ or constructor are refused).');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('a bare "constructor" key is refused too (unknown field), never 5xx', async () => {
    const { status } = outcome(api, await post(url, '{"name":"Sofa","skus":[],"attributes":[],"constructor":1}'));
    expect([400, 422]).toContain(status);
  });
});

describe.each(APIS)('$api API: body size limit of 1 MiB', ({ api, url }) => {
  it('the limit is 1 MiB', () => {
    expect(BODY_LIMIT_BYTES).toBe(1024 * 1024);
  });

  it('a body of exactly the limit is read (and then judged by the schema), not 413', async () => {
    const payload = jsonOfSize(BODY_LIMIT_BYTES);
    expect(Buffer.byteLength(payload)).toBe(BODY_LIMIT_BYTES);
    const { status } = outcome(api, await post(url, payload));
    expect(status).not.toBe(413);
    expect(status).toBeLessThan(500);
  });

  it.each([1, 1024, BODY_LIMIT_BYTES])('limit + %i bytes → 413', async (extra) => {
    const payload = jsonOfSize(BODY_LIMIT_BYTES + extra);
    const { status, message } = outcome(api, await post(url, payload));
    expect(status).toBe(413);
    expect(message).toBe('The request is too large.');
  });

  it('localises the 413 message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: jsonOfSize(BODY_LIMIT_BYTES + 1),
      headers: { 'content-type': 'application/json', cookie: 'atrium_lang=zh' },
    });
    expect(outcome(api, response).message).toBe('请求内容过大。');
  });
});

describe.each(APIS)('$api API: media types other than JSON → 415', ({ api, url }) => {
  it.each([
    ['text/plain', 'name=Sofa'],
    ['text/plain; charset=utf-8', '{"name":"Sofa"}'],
    ['application/xml', '<name>Sofa</name>'],
    ['text/xml', '<name>Sofa</name>'],
    ['application/x-www-form-urlencoded', 'name=Sofa'],
    ['multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
    ['text/html', '<p>Sofa</p>'],
  ])('%s', async (contentType, payload) => {
    const { status, message } = outcome(api, await post(url, payload, contentType));
    expect(status).toBe(415);
    expect(message).toBe('Unsupported content type: send JSON.');
  });

  it('JSON with a charset parameter is accepted', async () => {
    const response = await post(url, '{"name":"Sofa","skus":[],"attributes":[]}', 'application/json; charset=utf-8');
    expect(outcome(api, response).status).toBe(200);
  });
});
