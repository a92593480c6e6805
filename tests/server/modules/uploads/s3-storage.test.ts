import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { imageFile, mp4File, uploadForm } from './upload-fixtures.ts';

const BUCKET = 'atrium-files';
let s3: S3rver;
let s3Dir: string;
let testApp: TestApp;
let token: string;

// The same uploads, served through an S3-compatible service (s3rver) instead of the disk.
beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = (await s3.run()) as AddressInfo;
  testApp = await createTestApp({
    env: {
      DATA_DIR: s3Dir,
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
  const merchant = await testApp.login('merchant');
  token = (await merchant.bearer({ method: 'POST', url: '/api/auth/qiniu/token' })).json().data.token;
});
afterAll(async () => {
  await testApp?.close();
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

const upload = (kind: string, content: Buffer, name: string) =>
  testApp.app.inject({ method: 'POST', url: `/api/storage/upload?kind=${kind}`, ...uploadForm(content, name, token) });

describe('S3-compatible storage', () => {
  it('stores an upload in the bucket and serves it, its info and its thumbnail', async () => {
    const content = await imageFile('jpeg', 800, 600);
    const response = await upload('cover', content, 'room.jpg');
    expect(response.statusCode, response.body).toBe(200);
    const { key, url } = response.json().data;
    const served = await testApp.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(content)).toBe(true);
    expect((await testApp.app.inject({ method: 'GET', url: `${url}?imageInfo` })).json()).toMatchObject({ width: 800, height: 600 });
    const thumb = await testApp.app.inject({ method: 'GET', url: `${url}?imageView2/2/w/200/h/200` });
    expect(thumb.statusCode).toBe(200);
    // The object really is in the bucket, not on the local disk.
    const inBucket = await fetch(`${testApp.env.S3_ENDPOINT as string}/${BUCKET}/${key}`);
    expect(Buffer.from(await inBucket.arrayBuffer()).equals(content)).toBe(true);
    expect(existsSync(path.join(s3Dir, 'files', key))).toBe(false);
  });

  it('serves byte ranges from the bucket', async () => {
    const { url } = (await upload('video', mp4File(500), 'clip.mp4')).json().data;
    const part = await testApp.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 0-99/500');
    expect(part.rawPayload.length).toBe(100);
  });

  it('answers 404 for a key the bucket does not have', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/files/1/cover/2026-01/missing.png' })).statusCode).toBe(404);
  });
});
