import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { APP_JS, createDistFixture, INDEX_HTML } from './dist-fixture.ts';

describe('with a built app', () => {
  let t: TestApp;
  let dist: Awaited<ReturnType<typeof createDistFixture>>;
  beforeAll(async () => {
    dist = await createDistFixture();
    t = await createTestApp({ env: { DIST_DIR: dist.dir } });
  });
  afterAll(async () => {
    await t.close();
    await dist.remove();
  });

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

  it.each([
    '/',
    '/content/commodityManagement',
    '/login',
    '/marketing/coupon/edit/12?tab=rules',
    '/expired',
    '/deeply/nested/route/that/does/not/exist',
    '/assets',
  ])('GET %s → index.html, never cached', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('GET /index.html itself is never cached', async () => {
    const response = await get('/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('a hashed asset is cached for a year, immutable', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(APP_JS);
  });

  it('an unhashed file at the root is revalidated, not cached for a year', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['an unsatisfiable range', { range: 'bytes=9999-' }, 416],
    ['a failed If-Match', { 'if-match': '"other"' }, 412],
  ])('a static file request with %s keeps its client status, never 5xx', async (_, headers, status) => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status_code: status });
  });

  it('a satisfiable range and a revalidation still work', async () => {
    const partial = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { range: 'bytes=0-6' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.body).toBe(APP_JS.slice(0, 7));
    const first = await get('/assets/app-abc123.js');
    const again = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('HEAD / answers like GET without a body', async () => {
    const response = await get('/', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('');
  });

  it.each(['/api/unknown', '/api/unknown/deeper', '/api', '/api?page=1'])('GET %s is still a JSON 404, not the app', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status_code: 404, message: "Sorry, the page you visited doesn't exist." });
  });

  it('GET /admin-api/unknown is still the boot 404', async () => {
    const response = await get('/admin-api/unknown');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 404, msg: "Sorry, the page you visited doesn't exist." });
  });

  it('a POST to an app path is a 404, not the page', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/content/commodityManagement', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it.each(['/assets/', '/assets/app-old999.js'])('GET %s → 404: a stale page asking for an old build gets no HTML', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each(['/../../../../etc/passwd', '/assets/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd'])(
    'never serves a file outside the build: %s',
    async (url) => {
      const response = await get(url);
      expect(response.body).not.toMatch(/root:.*:0:0:/);
    },
  );

  it('the API keeps working beside the app', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('without a built app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DIST_DIR: '/nonexistent-atrium-dist' } });
  });
  afterAll(() => t.close());

  it.each(['/', '/content/commodityManagement', '/assets/app-abc123.js'])('GET %s → 404, no crash', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });

  it('the API still answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
