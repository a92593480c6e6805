import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionFilePath } from '../../../../server/modules/client-config/client-config.routes.ts';
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
  it('tells the browser, without a session, which origins may steer it by window message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.json()).toEqual({ status_code: 200, message: 'ok', data: { embedOrigins: ['https://shop.example.com'] } });
  });
});

describe('GET /version/<platform>.json (spec §7: a static file per platform)', () => {
  const file = { version: '2.4.1', updateTime: '2026-11-01T08:00:00.000Z', downloadLink: 'https://downloads.example.com/atrium-2.4.1.exe' };

  it('answers 404 while no version is published', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/version/windows.json' })).statusCode).toBe(404);
  });

  it('serves the published file, never cached', async () => {
    await mkdir(path.dirname(versionFilePath(dataDir, 'windows')), { recursive: true });
    await writeFile(versionFilePath(dataDir, 'windows'), JSON.stringify(file));
    const response = await t.app.inject({ method: 'GET', url: '/version/windows.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(file);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('treats a broken file as not published', async () => {
    await mkdir(path.dirname(versionFilePath(dataDir, 'android')), { recursive: true });
    await writeFile(versionFilePath(dataDir, 'android'), '{"version": 3');
    expect((await t.app.inject({ method: 'GET', url: '/version/android.json' })).statusCode).toBe(404);
  });

  it.each(['/version/ios.json', '/version/..%2f..%2fetc%2fpasswd', '/version/windows.json%00'])('answers 404 for %s', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
