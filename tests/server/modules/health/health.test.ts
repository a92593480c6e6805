import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app.ts';
import { type DatabaseHandle, openDatabase } from '../../../../server/db/database.ts';
import { parseEnv } from '../../../../server/env.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';

describe('GET /api/health with the database up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status_code: 200, message: 'ok', data: { status: 'ok', database: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('ignores credentials, even broken ones', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: 'Bearer not-a-token', cookie: 'atrium_seller=junk' } });
    expect(response.statusCode).toBe(200);
  });

  it('answers HEAD for load balancers', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses other methods with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/health', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().status_code).toBe(404);
  });
});

describe('GET /api/health with the database unreachable', () => {
  const url = 'postgres://x:y@127.0.0.1:1/none';
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, DIST_DIR: '/nonexistent-dist' });
    handle = openDatabase(url, 1);
    app = await buildApp({ env, db: handle.db, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('answers 503 in the main envelope, with the request id and no driver details', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status_code: 503,
      message: 'The service is temporarily unavailable, please try again later.',
      request_id: response.headers['x-request-id'],
    });
    for (const secret of ['ECONNREFUSED', '127.0.0.1', 'postgres', ':1']) expect(response.body).not.toContain(secret);
  });

  it('localises the 503 message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { cookie: 'atrium_lang=zh' } });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('服务暂时不可用，请稍后重试。');
  });

  it('keeps answering (the server does not crash on repeated failures)', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/api/health' })));
    expect(responses.map((r) => r.statusCode)).toEqual([503, 503, 503, 503, 503]);
  });
});
