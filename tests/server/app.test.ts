import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../server/app.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let routes: { method: string; path: string }[];
/** Warnings the process emitted while the app was built (Fastify's about schemas, say). */
const warnings: string[] = [];
beforeAll(async () => {
  const collect = (warning: Error) => warnings.push(`${(warning as Error & { code?: string }).code ?? ''} ${warning.message}`);
  process.on('warning', collect);
  t = await createTestApp();
  // Warnings are emitted on the next tick.
  await new Promise((resolve) => setImmediate(resolve));
  process.off('warning', collect);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
});
afterAll(() => t.close());

/** Routes anyone may call (API.md §3–4); every other route needs a session. */
// The upload endpoint's credential is its upload token, not a session (tested in uploads.test.ts).
const PUBLIC = new Set(['GET /api/health', 'GET /api/health/ready', 'GET /api/client-config', 'POST /api/login', 'POST /api/storage/upload']);

/** A concrete URL for a documented path: path parameters get a plausible id. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

describe('buildApp', () => {
  it('builds without listening', () => {
    expect(t.app.server.listening).toBe(false);
  });

  it('builds without a warning: no route declares a schema part it leaves undefined', () => {
    expect(warnings).toEqual([]);
  });

  it('limits JSON bodies to 1 MiB (SECURITY.md §6)', () => {
    expect(BODY_LIMIT_BYTES).toBe(1_048_576);
  });

  it('serves both APIs and the docs from one instance', async () => {
    const main = await t.app.inject({ method: 'GET', url: '/api/health' });
    const boot = await t.app.inject({ method: 'GET', url: '/admin-api/nope' });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect([main.statusCode, boot.statusCode, docs.statusCode]).toEqual([200, 200, 200]);
    expect(main.json().status_code).toBe(200);
    expect(boot.json().code).toBe(404);
  });

  it('documents the routes the modules register', () => {
    expect(routes.length).toBeGreaterThanOrEqual(11);
  });
});

describe('every documented route, called anonymously', () => {
  it('never answers 5xx, and only public routes let the caller through', async () => {
    const seen: string[] = [];
    for (const { method, path } of routes) {
      const response = await t.app.inject({ method: method as 'GET', url: concrete(path), ...(method === 'GET' ? {} : { payload: {} }) });
      const boot = path.startsWith('/admin-api/') || path.startsWith('/app-api/');
      const status = boot ? response.json().code : response.statusCode;
      expect(response.statusCode, `${method} ${path}`).toBeLessThan(500);
      if (boot) expect(response.statusCode, `${method} ${path}`).toBe(200);
      if (PUBLIC.has(`${method} ${path}`)) expect(status, `${method} ${path}`).not.toBe(401);
      else if (!path.startsWith('/app-api/')) expect(status, `${method} ${path}`).toBe(401);
      seen.push(`${method} ${path}`);
    }
    expect(seen).toEqual(expect.arrayContaining([...PUBLIC, 'GET /api/user', 'GET /admin-api/kuxiaoju/merchant-setting/merchant-setting']));
  });

  it('answers a logged-in caller on every GET route without a 5xx', async () => {
    const session = await t.login('merchant');
    const merchantId = (await session.bearer({ method: 'GET', url: '/api/user' })).json().data.merchant_id;
    for (const { path } of routes.filter((route) => route.method === 'GET')) {
      const response = await session.bearer({ method: 'GET', url: concrete(path), headers: { 'tenant-id': String(merchantId) } });
      expect(response.statusCode, path).toBeLessThan(500);
      if (path.startsWith('/admin-api/')) expect(response.json().code, path).toBeLessThan(500);
    }
  });
});
