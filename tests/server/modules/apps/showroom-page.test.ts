import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY_HEADER } from '../../../../resources/constants.ts';
import { SHOWROOM_CONFIG_ELEMENT_ID, type ShowroomPageConfig, showroomPageConfigSchema, showroomPaths } from '../../../../resources/apps/showroom.schema.ts';
import { configElement, showroomPages } from '../../../../server/modules/apps/showroom-page.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { createDistFixture, INDEX_HTML } from '../../plugins/dist-fixture.ts';
import { showroomHelpers } from './showroom-helpers.ts';

/**
 * The showroom's page (issue 38): `/smartStore/<viewuuid>` is the built showroom page (never the
 * back office's index.html) with its configuration in it: the merchant's LIVE keys, read at every
 * request, so after a rotation the page carries the new key; publishing issues keys when none is
 * live (or the live one has no sealed copy). An unknown view still gets its page, answered 404 and
 * without keys; the preview page carries no keys; neither is cached. Without a build, a minimal
 * page carries the same configuration.
 */
const SHOWROOM_HTML =
  '<!doctype html><html><head><title>Showroom build</title><script type="module" src="/assets/showroom-abc.js"></script></head><body><div id="showroom"></div></body></html>';

let dist: Awaited<ReturnType<typeof createDistFixture>>;
let t: TestApp;
let merchant: Session;
let h: ReturnType<typeof showroomHelpers>;

/** The configuration a served page carries, checked against its schema. */
function configOf(response: LightMyRequestResponse): ShowroomPageConfig {
  const match = new RegExp(`<script type="application/json" id="${SHOWROOM_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(response.body);
  expect(match, response.body).not.toBeNull();
  return showroomPageConfigSchema.parse(JSON.parse(match![1]!));
}
const page = (url: string) => t.app.inject({ method: 'GET', url });
const rotate = async (as: Session, purpose: 'ingestion' | 'customer') =>
  (await as.bearer({ method: 'POST', url: `/api/settings/publishable-keys/${purpose}/rotate` })).json().data.key as string;

/** The CSP as a map of directive → its values. */
function csp(response: LightMyRequestResponse): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of String(response.headers['content-security-policy'] ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}

beforeAll(async () => {
  dist = await createDistFixture();
  await writeFile(path.join(dist.dir, 'showroom.html'), SHOWROOM_HTML);
  t = await createTestApp({ env: { DIST_DIR: dist.dir, CUSTOMER_LOGINS_PER_ADDRESS_PER_MINUTE: '100000' } });
  h = showroomHelpers(t);
  merchant = await t.login('merchant');
});
afterAll(async () => {
  await t?.close();
  await dist.remove();
});

describe('the published page', () => {
  it("is the built showroom page with the merchant's live keys in it, never the back office's, never cached", async () => {
    const { viewuuid } = await h.publishedApp(merchant, { name: 'Served' });
    const customer = await rotate(merchant, 'customer');
    const ingestion = await rotate(merchant, 'ingestion');
    const response = await page(showroomPaths.page(viewuuid));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Showroom build</title>');
    expect(response.body).not.toContain(INDEX_HTML);
    // The configuration sits in the head, before the page's own script reads it.
    expect(response.body.indexOf(SHOWROOM_CONFIG_ELEMENT_ID)).toBeLessThan(response.body.indexOf('</head>'));
    expect(configOf(response)).toEqual({ viewuuid, preview: null, keys: { ingestion, customer } });
    // A deeper path is the same page.
    expect(configOf(await page(`${showroomPaths.page(viewuuid)}/plan/1`))).toEqual({ viewuuid, preview: null, keys: { ingestion, customer } });
  });

  it('carries the new key after a rotation, and the key it carries works', async () => {
    const { viewuuid } = await h.publishedApp(merchant, { name: 'Rotated' });
    const before = configOf(await page(showroomPaths.page(viewuuid))).keys.customer!;
    const rotated = await rotate(merchant, 'customer');
    expect(rotated).not.toBe(before);
    const after = configOf(await page(showroomPaths.page(viewuuid))).keys.customer!;
    expect(after).toBe(rotated);
    const login = (key: string) =>
      t.app.inject({ method: 'POST', url: '/app-api/customer/login/guest', headers: { [PUBLISHABLE_KEY_HEADER]: key }, payload: {} });
    expect((await login(after)).json().code).toBe(0);
    expect((await login(before)).json().code).toBe(401);
  });

  it('is still a page for a view that is not open: answered 404, without keys', async () => {
    const unknown = 'f'.repeat(32);
    const response = await page(showroomPaths.page(unknown));
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(configOf(response)).toEqual({ viewuuid: unknown, preview: null, keys: { ingestion: null, customer: null } });
    const malformed = await page('/smartStore/not-a-view-id');
    expect(malformed.statusCode).toBe(404);
    expect(configOf(malformed).viewuuid).toBeNull();

    const { id, viewuuid } = await h.publishedApp(merchant, { name: 'Shelved' });
    await merchant.bearer({ method: 'POST', url: `/api/apps/${id}/unshelve`, payload: {} });
    expect(configOf(await page(showroomPaths.page(viewuuid))).keys).toEqual({ ingestion: null, customer: null });
  });

  it("has a CSP of its own: merchants' media from any http(s) origin, scripts and connections this server's only", async () => {
    const { viewuuid } = await h.publishedApp(merchant, { name: 'Headers' });
    const policy = csp(await page(showroomPaths.page(viewuuid)));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'https:', 'http:']));
    expect(policy['media-src']).toEqual(expect.arrayContaining(["'self'", 'https:', 'http:']));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // The back office keeps its stricter policy.
    const backOffice = csp(await page('/content/appManagement'));
    expect(backOffice['img-src']).not.toContain('https:');
  });
});

describe('the preview page', () => {
  it('carries the app and the mode but no keys, may be framed by the back office only, and needs no session to load', async () => {
    const response = await page(showroomPaths.preview(42, 'mobile'));
    expect(response.statusCode).toBe(200);
    expect(configOf(response)).toEqual({ viewuuid: null, preview: { appId: 42, mode: 'mobile' }, keys: { ingestion: null, customer: null } });
    expect(configOf(await page('/smartStore/preview/42')).preview).toEqual({ appId: 42, mode: 'pc' });
    expect(csp(response)['frame-ancestors']).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await page('/smartStore/preview/abc')).statusCode).toBe(404);
  });
});

describe('keys for the page', () => {
  it('are issued by the first publish when none is live, and re-issued when the live one has no sealed copy', async () => {
    const second = await t.login('merchant2');
    const secondId = await h.merchantId('Second Home');
    await sql`update publishable_keys set revoked_at = now() where merchant_id = ${secondId} and revoked_at is null`.execute(t.database.db);
    const { viewuuid } = await h.publishedApp(second, { name: 'First keys' });
    const { keys } = configOf(await page(showroomPaths.page(viewuuid)));
    expect(keys.ingestion).toMatch(/^apk_/);
    expect(keys.customer).toMatch(/^apk_/);

    // A key issued before sealed copies existed cannot be served: the next publish replaces it.
    await sql`update publishable_keys set key_sealed = null where merchant_id = ${secondId} and purpose = 'customer' and revoked_at is null`.execute(
      t.database.db,
    );
    expect(configOf(await page(showroomPaths.page(viewuuid))).keys).toEqual({ ingestion: keys.ingestion, customer: null });
    await h.publishedApp(second, { name: 'Re-issued' });
    const reissued = configOf(await page(showroomPaths.page(viewuuid))).keys;
    expect(reissued.ingestion).toBe(keys.ingestion);
    expect(reissued.customer).toMatch(/^apk_/);
    expect(reissued.customer).not.toBe(keys.customer);
  });

  it('are kept sealed in the database, never in the clear', async () => {
    const key = await rotate(merchant, 'customer');
    const { rows } = await sql<{ key_sealed: string }>`select key_sealed from publishable_keys where hint = ${key.slice(0, 10)} and revoked_at is null`.execute(
      t.database.db,
    );
    expect(rows[0]!.key_sealed).not.toContain(key.slice(4));
    expect(rows[0]!.key_sealed.length).toBeGreaterThan(40);
  });
});

describe('without a build', () => {
  it('renders a minimal page carrying the same configuration, and saying how to build the page', async () => {
    const config = { viewuuid: 'a'.repeat(32), preview: null, keys: { ingestion: null, customer: 'apk_x' } };
    const html = await showroomPages(path.join(dist.dir, 'missing')).render(config);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('npm run build');
    expect(html).toContain(configElement(config));
  });
});

describe('the configuration element', () => {
  it('cannot be closed by anything inside it', () => {
    const element = configElement({ viewuuid: null, preview: null, keys: { ingestion: '</script><script>alert(1)</script>', customer: null } });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(element.slice(element.indexOf('>') + 1, element.lastIndexOf('<'))).keys.ingestion).toBe('</script><script>alert(1)</script>');
  });
});
