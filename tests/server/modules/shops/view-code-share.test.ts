import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';

// Two servers: one with VIEW_URL, one falling back on its own address.
let configured: TestApp;
let bare: TestApp;
let guide: Session;
let bareGuide: Session;
let share: string;

beforeAll(async () => {
  configured = await createTestApp({ env: { VIEW_URL: 'https://view.example.com/v/{viewuuid}?from=code' } });
  bare = await createTestApp();
  guide = await configured.login('guide');
  bareGuide = await bare.login('guide');
  share = (await ok<{ share: string }>(guide.bearer({ method: 'GET', url: '/api/customers/share-token' }))).share;
}, 30_000);
afterAll(async () => {
  await configured?.close();
  await bare?.close();
});

const VIEW = '0123456789abcdef0123456789abcdef';
const code = (session: Session, payload: Record<string, unknown>) => session.bearer({ method: 'POST', url: '/api/wechat/mini/getwxacodeunlimit', payload });
/** The text a PNG's QR code holds. */
const decoded = (png: Buffer) => {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
};

describe("a guide's share on a view's local QR code (issue 38 'Share')", () => {
  it("puts the guide's share on the view's URL, beside VIEW_URL's own query", async () => {
    const response = await code(guide, { viewuuid: VIEW, share });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const url = new URL(decoded(response.rawPayload)!);
    expect(`${url.origin}${url.pathname}`).toBe(`https://view.example.com/v/${VIEW}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: 'code', share });
  });

  it("puts it on this server's own address when no VIEW_URL is set", async () => {
    const response = await code(bareGuide, { viewuuid: VIEW, share });
    expect(response.statusCode).toBe(200);
    const url = new URL(decoded(response.rawPayload)!);
    expect(url.pathname.endsWith(`/${VIEW}`)).toBe(true);
    expect(url.searchParams.get('share')).toBe(share);
  });

  it('draws the plain address without a share', async () => {
    expect(decoded((await code(guide, { viewuuid: VIEW })).rawPayload)).toBe(`https://view.example.com/v/${VIEW}?from=code`);
  });

  it('refuses a share that is not one, in the reader’s language, and anything else in the body', async () => {
    for (const forged of ['', 'guide', '12', '0.AAAAAAAAAAAAAAAAAAAAAA', '12.short', `12.${'A'.repeat(22)}&x=1`]) {
      const refused = await code(guide, { viewuuid: VIEW, share: forged });
      expect(refused.statusCode, forged).toBe(422);
      expect(refused.json().errors.share, forged).toEqual(['This share parameter is not valid: share again from your own account.']);
    }
    const zh = await guide.bearer({
      method: 'POST',
      url: '/api/wechat/mini/getwxacodeunlimit',
      payload: { viewuuid: VIEW, share: 'guide' },
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.json().errors.share).toEqual(['分享参数无效，请用自己的账号重新分享。']);
    expect((await code(guide, { viewuuid: VIEW, share, guide: 1 })).statusCode).toBe(422);
  });

  it('documents the share in the OpenAPI body', async () => {
    const document = (await configured.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = document.paths['/api/wechat/mini/getwxacodeunlimit'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['viewuuid']);
    expect(body.properties.share.description).toContain('share-token');
  });
});
