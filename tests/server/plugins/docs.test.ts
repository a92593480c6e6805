import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addProbeRoutes } from './probe-routes.ts';

interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  additionalProperties?: unknown;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp({ extend: addProbeRoutes });
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});
afterAll(() => t.close());

const ROUTES = [
  ['get', '/api/health'],
  ['post', '/api/login'],
  ['post', '/api/logout'],
  ['get', '/api/user'],
  ['post', '/api/user/role'],
  ['get', '/api/user/profile'],
  ['put', '/api/user/profile'],
  ['put', '/api/user/password'],
  ['get', '/api/user/seller/account'],
  ['get', '/api/seller/saleInfo'],
  ['get', '/admin-api/kuxiaoju/merchant-setting/merchant-setting'],
] as const;

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

/** A sorted copy: the document itself must stay untouched for later comparisons. */
const sorted = (values: readonly string[] = []) => [...values].sort();

const successSchema = (operation: Operation) => operation.responses['200']?.content?.['application/json']?.schema;

describe('GET /api/docs/json', () => {
  it('is public and is an OpenAPI 3 document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe('Atrium API');
  });

  it.each(ROUTES)('lists %s %s', (method, path) => {
    expect(doc.paths[path]?.[method]).toBeDefined();
  });

  it('lists routes registered by any module, not a hand-kept list', () => {
    expect(doc.paths['/api/test/nested']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/admin-api/test/boom']?.get).toBeDefined();
  });

  it('does not list its own UI routes or the browser app', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((path) => path.startsWith('/api/docs'))).toEqual([]);
    expect(paths.every((path) => path.startsWith('/api/') || path.startsWith('/admin-api/') || path.startsWith('/app-api/'))).toBe(true);
  });

  it('documents the login body: username, email and password, no other keys', () => {
    const schema = doc.paths['/api/login'].post.requestBody?.content['application/json'].schema;
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(['email', 'password', 'username']);
    expect(schema?.required).toContain('password');
    expect(schema?.additionalProperties).toBe(false);
  });

  it('documents the login answer inside the envelope', () => {
    const data = successSchema(doc.paths['/api/login'].post)?.properties?.data;
    expect(Object.keys(data?.properties ?? {}).sort()).toEqual(['boot_token', 'expires_in', 'token']);
  });

  it.each([
    ['/api/user/password', 'put', ['confirm_password', 'new_password', 'old_password']],
    ['/api/user/role', 'post', ['role']],
  ] as const)('documents the body of %s', (path, method, fields) => {
    const schema = doc.paths[path][method].requestBody?.content['application/json'].schema;
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual([...fields]);
  });

  it('documents query parameters', () => {
    const names = (doc.paths['/api/seller/saleInfo'].get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(names.sort()).toEqual(['phone', 'saleId', 'seller_account_id']);
  });

  it('wraps every main API answer in { status_code: 200, message, data }', () => {
    // File downloads (xlsx exports, templates) answer the file itself, marked x-download.
    const main = operations().filter(({ path, operation }) => path.startsWith('/api/') && !(operation as unknown as Record<string, unknown>)['x-download']);
    expect(main.length).toBeGreaterThanOrEqual(10);
    for (const { path, method, operation } of main) {
      const schema = successSchema(operation);
      expect(schema, `${method} ${path}`).toBeDefined();
      expect(sorted(schema?.required), `${method} ${path}`).toEqual(['data', 'message', 'status_code']);
      expect(schema?.properties?.status_code?.enum).toEqual([200]);
    }
  });

  it('wraps every boot API answer in { code: 0, msg, data }', () => {
    const boot = operations().filter(({ path }) => path.startsWith('/admin-api/'));
    expect(boot.length).toBeGreaterThanOrEqual(1);
    for (const { path, method, operation } of boot) {
      const schema = successSchema(operation);
      expect(sorted(schema?.required), `${method} ${path}`).toEqual(['code', 'data', 'msg']);
      expect(schema?.properties?.code?.enum).toEqual([0]);
    }
  });

  it('describes the merchant setting data of the boot route', () => {
    const data = successSchema(doc.paths['/admin-api/kuxiaoju/merchant-setting/merchant-setting'].get)?.properties?.data;
    expect(Object.keys(data?.properties ?? {}).sort()).toEqual(['merchant_id', 'name', 'setting']);
  });

  it('is the same for a logged-in caller (it reveals routes, not data)', async () => {
    const session = await t.login('merchant');
    const response = await session.bearer({ method: 'GET', url: '/api/docs/json' });
    expect(response.json()).toEqual(doc);
  });
});

describe('GET /api/docs', () => {
  it('serves the browsable UI as HTML (following a redirect if any)', async () => {
    let response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    for (let hops = 0; hops < 3 && response.statusCode >= 300 && response.statusCode < 400; hops += 1) {
      const location = String(response.headers.location);
      response = await t.app.inject({ method: 'GET', url: new URL(location, 'http://localhost/api/docs').pathname });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });

  it('serves the UI assets it links', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(response.statusCode).toBe(200);
  });
});
