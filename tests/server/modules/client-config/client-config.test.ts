import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginVariantOf } from '../../../../resources/session/login-variant.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-versions-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, EMBED_ORIGINS: 'https://shop.example.com' } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/client-config', () => {
  it('tells the browser, without a session, which origins may steer it by window message, and which hosts pick which login', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.json()).toEqual({
      status_code: 200,
      message: 'ok',
      data: { embedOrigins: ['https://shop.example.com'], hostPrefixes: { superHostPrefixes: ['super.', 'admin.'], subHostPrefixes: ['sub.'] } },
    });
  });

  it('answers the host prefixes the server was configured with, so the login page names the variant the server will open (issue #35)', async () => {
    const ops = await createTestApp({ template: 'empty', env: { SUPER_HOST_PREFIXES: 'ops.', SUB_HOST_PREFIXES: 'team.,staff.' } });
    try {
      const response = await ops.app.inject({ method: 'GET', url: '/api/client-config', headers: { host: 'ops.atrium.example' } });
      expect(response.json().data.hostPrefixes).toEqual({ superHostPrefixes: ['ops.'], subHostPrefixes: ['team.', 'staff.'] });
      // The same prefixes the login goes by: the operators' host opens a super session.
      expect(loginVariantOf('ops.atrium.example', null, response.json().data.hostPrefixes)).toBe('super');
    } finally {
      await ops.close();
    }
  });
});

describe('GET /version/<platform>.json (spec §7: a file per platform, published from /systemManagement/version)', () => {
  const publish = async (payload: Record<string, string>) => {
    const operator = await t.login('operator');
    const response = await operator.browser({
      method: 'POST',
      url: '/api/versions',
      payload: { download_link: 'https://downloads.example.com/x', ...payload },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as number;
  };
  const windows = async () => t.app.inject({ method: 'GET', url: '/version/windows.json' });

  it('answers 404 while no version of the platform is published', async () => {
    const empty = await createTestApp({ template: 'empty' });
    try {
      expect((await empty.app.inject({ method: 'GET', url: '/version/windows.json' })).statusCode).toBe(404);
    } finally {
      await empty.close();
    }
  });

  it('serves the latest released version, never cached', async () => {
    await publish({
      platform: 'windows',
      version: '9.1',
      update_time: '2026-11-02T08:00:00.000Z',
      download_link: 'https://downloads.example.com/atrium-9.1.exe',
    });
    await publish({ platform: 'windows', version: '9.0', update_time: '2026-11-01T08:00:00.000Z' });
    const response = await windows();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: '9.1', updateTime: '2026-11-02T08:00:00.000Z', downloadLink: 'https://downloads.example.com/atrium-9.1.exe' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not publish a version whose release time is still to come', async () => {
    await publish({ platform: 'windows', version: '10.0', update_time: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await windows()).json().version).toBe('9.1');
  });

  it.each(['/version/ios.json', '/version/..%2f..%2fetc%2fpasswd', '/version/windows.json%00'])('answers 404 for %s', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
