import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiKindOf, envelopeSchema, isApiPath, wrapFailure, wrapSuccess } from '../../../server/http/envelope.ts';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

describe('which API a path belongs to', () => {
  it.each([
    ['/api/user', 'main', true],
    ['/api', 'main', true],
    ['/api?page=1', 'main', true],
    ['/api/docs/json', 'main', true],
    ['/admin-api/kuxiaoju/merchant-setting/merchant-setting', 'boot', true],
    ['/admin-api/x?tenant=1', 'boot', true],
    ['/app-api/showroom/visit', 'boot', true],
    ['/', 'main', false],
    ['/apis', 'main', false],
    ['/apiary/x', 'main', false],
    ['/content/api/x', 'main', false],
    ['/admin-apix/y', 'main', false],
    ['/assets/app-abc123.js', 'main', false],
  ] as const)('%s → %s API, API path: %s', (url, kind, api) => {
    expect(apiKindOf(url)).toBe(kind);
    expect(isApiPath(url)).toBe(api);
  });
});

describe('envelope bodies', () => {
  it.each([
    ['main', { status_code: 200, message: 'ok', data: { a: 1 } }],
    ['boot', { code: 0, msg: '', data: { a: 1 } }],
  ] as const)('%s success', (kind, body) => {
    expect(wrapSuccess(kind, { a: 1 }, 'ok')).toEqual(body);
    expect(envelopeSchema(kind, z.object({ a: z.number() })).parse(body)).toEqual(body);
  });

  it.each([
    ['main', { status_code: 422, message: 'bad', errors: { name: ['x'] } }],
    ['boot', { code: 400, msg: 'bad', errors: { name: ['x'] } }],
  ] as const)('%s failure', (kind, body) => {
    expect(wrapFailure(kind, 422, 400, 'bad', { errors: { name: ['x'] } })).toEqual(body);
  });

  it('the success schema refuses a failure body (so failures must bypass it)', () => {
    expect(envelopeSchema('boot', z.null()).safeParse({ code: 400, msg: 'x' }).success).toBe(false);
    expect(envelopeSchema('main', z.null()).safeParse({ status_code: 404, message: 'x' }).success).toBe(false);
  });
});

describe('success envelopes on the wire', () => {
  let t: TestApp;
  let merchant: Session;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    merchant = await t.login('merchant');
    merchantId = (await merchant.bearer({ method: 'GET', url: '/api/user' })).json().data.merchant_id;
  });
  afterAll(() => t.close());

  it('main API: HTTP 200 and { status_code: 200, message: "ok", data }', async () => {
    const response = await merchant.bearer({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'message', 'status_code']);
    expect(body).toMatchObject({ status_code: 200, message: 'ok' });
    expect(body.data).toMatchObject({ merchant_id: merchantId });
  });

  it('main API: a null payload is still enveloped', async () => {
    const response = await merchant.bearer({ method: 'POST', url: '/api/logout' });
    expect(response.json()).toEqual({ status_code: 200, message: 'ok', data: null });
  });

  it('main API: a public route is enveloped too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status_code: 200, message: 'ok', data: { status: 'ok', database: 'ok' } });
  });

  it('boot API: HTTP 200 and { code: 0, msg: "", data } with the boot token and tenant-id', async () => {
    const session = await t.login('merchant');
    const response = await session.bearer({
      method: 'GET',
      url: '/admin-api/kuxiaoju/merchant-setting/merchant-setting',
      headers: { 'tenant-id': String(merchantId) },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
    expect(body).toMatchObject({ code: 0, msg: '' });
    expect(body.data).toMatchObject({ merchant_id: merchantId, name: 'Demo Living' });
    expect(typeof body.data.setting).toBe('object');
  });

  it('boot API: the main token is not a boot token', async () => {
    const session = await t.login('merchant');
    const response = await t.app.inject({
      method: 'GET',
      url: '/admin-api/kuxiaoju/merchant-setting/merchant-setting',
      headers: { authorization: `Bearer ${session.token}`, 'tenant-id': String(merchantId) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 401 });
  });
});
