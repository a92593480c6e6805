import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_KINDS, type UploadKind } from '../../../../resources/uploads/upload-kinds.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { imageFile, mp3File, mp4File, padTo, pdfFile, svgWithScript, uploadForm } from './upload-fixtures.ts';

let testApp: TestApp;
let merchant: Session;
let token: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-uploads-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
  merchant = await testApp.login('merchant');
  token = (await merchant.browser({ method: 'POST', url: '/api/auth/qiniu/token' })).json().data.token;
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (kind: string, content: Buffer, name: string, uploadToken: string | null = token) =>
  testApp.app.inject({ method: 'POST', url: `/api/storage/upload?kind=${kind}`, ...uploadForm(content, name, uploadToken ?? undefined) });

describe('upload token (POST /api/auth/qiniu/token)', () => {
  it('gives a logged-in user a token and the files domain', async () => {
    const response = await merchant.bearer({ method: 'POST', url: '/api/auth/qiniu/token' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+$/), domain: '/files' });
  });
  it('is refused without a session', async () => {
    expect((await testApp.app.inject({ method: 'POST', url: '/api/auth/qiniu/token' })).statusCode).toBe(401);
  });
  it.each([
    ['no token', null],
    ['a made-up token', 'abc.def'],
    ['a tampered token', () => token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))],
  ])('uploads with %s are refused with 401', async (_, given) => {
    const value = typeof given === 'function' ? given() : given;
    const response = await upload('cover', await imageFile('png'), 'a.png', value);
    expect(response.statusCode).toBe(401);
  });
  it('also accepts the token as an UpToken authorization header', async () => {
    const form = uploadForm(await imageFile('png'), 'header.png');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/storage/upload?kind=cover',
      payload: form.payload,
      headers: { ...form.headers, authorization: `UpToken ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('upload limits per kind (spec §9, SECURITY.md §7)', () => {
  const limit = (kind: UploadKind) => UPLOAD_KINDS[kind].maxBytes;
  const cases: { kind: UploadKind; name: string; make: () => Promise<Buffer> | Buffer; mime: string }[] = [
    { kind: 'cover', name: 'cover.jpg', make: async () => padTo(await imageFile('jpeg'), limit('cover')), mime: 'image/jpeg' },
    { kind: 'thumbnail', name: 'thumb.png', make: async () => padTo(await imageFile('png'), limit('thumbnail')), mime: 'image/png' },
    { kind: 'audio', name: 'song.mp3', make: () => mp3File(limit('audio')), mime: 'audio/mpeg' },
    { kind: 'image', name: 'material.gif', make: () => imageFile('gif'), mime: 'image/gif' },
    { kind: 'video', name: 'clip.mp4', make: () => mp4File(4096), mime: 'video/mp4' },
    { kind: 'document', name: 'manual.pdf', make: () => pdfFile(), mime: 'application/pdf' },
  ];
  it.each(cases)('$kind: $name at its limit (or within) is stored', async ({ kind, name, make, mime }) => {
    const content = await make();
    const response = await upload(kind, content, name);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ name, size: content.length, mime });
    expect(data.url).toBe(`/files/${data.key}`);
    expect(data.key).not.toContain(name);
    const served = await testApp.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
  });

  it.each([
    ['cover', async () => padTo(await imageFile('jpeg'), limit('cover') + 1), 'a.jpg'],
    ['thumbnail', async () => padTo(await imageFile('png'), limit('thumbnail') + 1), 'b.png'],
    ['audio', () => mp3File(limit('audio') + 1), 'c.mp3'],
  ] as const)('%s: one byte over the limit is refused with 413 and the limit in the message', async (kind, make, name) => {
    const response = await upload(kind, await make(), name);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain(kind === 'thumbnail' ? '1M' : kind === 'cover' ? '2M' : '20M');
  });

  it('answers in the user’s language', async () => {
    const form = uploadForm(padTo(await imageFile('jpeg'), limit('cover') + 1), 'big.jpg', token);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/storage/upload?kind=cover',
      payload: form.payload,
      headers: { ...form.headers, cookie: 'atrium_lang=zh' },
    });
    expect(response.json().message).toBe('文件过大：最大 2M。');
  });

  it.each([
    ['a PDF named like a photo', 'cover', () => pdfFile(), 'photo.jpg', 415],
    ['an SVG with a script', 'image', () => svgWithScript, 'logo.svg', 415],
    ['a GIF where only JPG and PNG are accepted', 'cover', () => imageFile('gif'), 'anim.png', 415],
    ['an MP3 where an MP4 is expected', 'video', () => mp3File(), 'clip.mp4', 415],
    ['random bytes', 'document', () => Buffer.from('just some text, not a document'), 'notes.pdf', 415],
    ['an empty file', 'cover', () => Buffer.alloc(0), 'empty.png', 422],
  ] as const)('%s is refused', async (_, kind, make, name, status) => {
    const response = await upload(kind, await make(), name);
    expect(response.statusCode).toBe(status);
  });

  it('tells Word 97 from PowerPoint 97 by the name once the bytes show an Office container', async () => {
    const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
    const doc = (await upload('document', cfb, 'old manual.doc')).json().data;
    expect(doc).toMatchObject({ mime: 'application/msword', key: expect.stringMatching(/\.doc$/) });
    const ppt = (await upload('document', cfb, 'slides.ppt')).json().data;
    expect(ppt).toMatchObject({ mime: 'application/vnd.ms-powerpoint', key: expect.stringMatching(/\.ppt$/) });
  });

  it('chooses the stored name itself: a "../" name cannot escape or overwrite anything', async () => {
    const response = await upload('cover', await imageFile('png'), '../../../etc/passwd.png');
    expect(response.statusCode).toBe(200);
    const { key, name } = response.json().data;
    expect(name).toBe('passwd.png');
    expect(key).toMatch(/^\d+\/cover\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
  });

  it('refuses an unknown kind and a request without a file', async () => {
    expect((await upload('spreadsheet', await imageFile('png'), 'a.png')).statusCode).toBe(422);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/storage/upload?kind=cover', payload: {} });
    expect([415, 422]).toContain(response.statusCode);
  });
});

describe('serving files', () => {
  it('reports image info and serves list thumbnails and the 1200 hover version', async () => {
    const { url } = (await upload('image', await imageFile('jpeg', 1600, 900), 'wide.jpg')).json().data;
    const info = await testApp.app.inject({ method: 'GET', url: `${url}?imageInfo` });
    expect(info.json()).toMatchObject({ width: 1600, height: 900, format: 'jpeg', size: expect.any(Number) });
    for (const size of [200, 1200]) {
      const thumb = await testApp.app.inject({ method: 'GET', url: `${url}?imageView2/2/w/${size}/h/${size}` });
      expect(thumb.statusCode).toBe(200);
      const meta = await (await import('sharp')).default(thumb.rawPayload).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBe(size);
    }
    expect((await testApp.app.inject({ method: 'GET', url: `${url}?imageView2/2/w/333/h/333` })).statusCode).toBe(404);
  });

  it('sends documents as attachments with nosniff, and media inline', async () => {
    const pdf = (await upload('document', pdfFile(), 'a.pdf')).json().data;
    const served = await testApp.app.inject({ method: 'GET', url: pdf.url });
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const image = (await upload('cover', await imageFile('png'), 'b.png')).json().data;
    expect((await testApp.app.inject({ method: 'GET', url: image.url })).headers['content-disposition']).toBeUndefined();
  });

  it('serves byte ranges (video seeking)', async () => {
    const video = (await upload('video', mp4File(1000), 'v.mp4')).json().data;
    const part = await testApp.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/1000');
    expect(part.rawPayload.length).toBe(10);
  });

  it('answers 404 for unknown keys, traversal attempts and derived files', async () => {
    for (const url of ['/files/1/cover/2026-01/nope.png', '/files/..%2F..%2Fetc%2Fpasswd', '/files/derived/200/x.png']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
