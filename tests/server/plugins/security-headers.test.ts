import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createDistFixture } from './dist-fixture.ts';

let dist: Awaited<ReturnType<typeof createDistFixture>>;
let strict: TestApp;
let embedded: TestApp;
beforeAll(async () => {
  dist = await createDistFixture();
  strict = await createTestApp({ env: { DIST_DIR: dist.dir } });
  embedded = await createTestApp({ env: { DIST_DIR: dist.dir, EMBED_ORIGINS: 'https://a.example, https://b.example' } });
});
afterAll(async () => {
  await strict?.close();
  await embedded?.close();
  await dist.remove();
});

/** The CSP as a map of directive → its values. */
function csp(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  const directives: Record<string, string[]> = {};
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}

/** An API answer, an API failure and the app page: every kind a browser receives. */
const ANSWERS = [
  ['an API answer', '/api/health'],
  ['an API failure', '/api/nope'],
  ['a boot API answer', '/admin-api/nope'],
  ['the app page', '/'],
  ['an app route', '/content/commodityManagement'],
  ['a hashed asset', '/assets/app-abc123.js'],
] as const;

describe('by default (no embedding configured)', () => {
  it.each(ANSWERS)('%s carries the strict CSP and nosniff', async (_, url) => {
    const response = await strict.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    const policy = csp(response);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each(ANSWERS)('%s carries an x-request-id', async (_, url) => {
    const response = await strict.app.inject({ method: 'GET', url });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/nope'],
    ['GET', '/api/user'],
    ['POST', '/api/login'],
    ['GET', '/admin-api/kuxiaoju/merchant-setting/merchant-setting'],
    ['GET', '/app-api/nope'],
    ['GET', '/api/docs/json'],
  ] as const)('%s %s is never cached (cache-control: no-store)', async (method, url) => {
    const response = await strict.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a logged-in answer is not cached either', async () => {
    const session = await strict.login('merchant');
    const response = await session.bearer({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the app page is revalidated, not no-store', async () => {
    const response = await strict.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('ignores a request id sent by the client and makes its own', async () => {
    const response = await strict.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'injected<script>' } });
    expect(response.headers['x-request-id']).not.toBe('injected<script>');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers each request with a different id', async () => {
    const [a, b] = await Promise.all([strict.app.inject({ url: '/api/health' }), strict.app.inject({ url: '/api/health' })]);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('with EMBED_ORIGINS=https://a.example,https://b.example', () => {
  it('parses the list into the env', () => {
    expect(embedded.env.embedOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it.each(ANSWERS)('%s lets exactly those origins frame it, without X-Frame-Options: DENY', async (_, url) => {
    const response = await embedded.app.inject({ method: 'GET', url });
    const policy = csp(response);
    expect(policy['frame-ancestors']).toEqual(['https://a.example', 'https://b.example']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still does not cache API answers', async () => {
    const response = await embedded.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
