import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { FAKE_WECHAT_APP, startFakeWechat } from './fake-wechat.ts';

let t: TestApp;
let merchant: Session;
let wechat: Awaited<ReturnType<typeof startFakeWechat>>;

beforeAll(async () => {
  wechat = await startFakeWechat();
  t = await createTestApp({ env: { WECHAT_APP_ID: FAKE_WECHAT_APP.id, WECHAT_APP_SECRET: FAKE_WECHAT_APP.secret, WECHAT_API_URL: wechat.url } });
  merchant = await t.login('merchant');
}, 30_000);
afterAll(async () => {
  await t?.close();
  await wechat?.close();
});

const code = (viewuuid: string) => merchant.bearer({ method: 'POST', url: '/api/wechat/mini/getwxacodeunlimit', payload: { viewuuid } });

describe("a view's WeChat mini-program code, WeChat configured", () => {
  it("answers WeChat's PNG for the view's page, its scene the view id without hyphens, asking for one access token only", async () => {
    for (const viewuuid of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'abc123']) {
      const response = await code(viewuuid);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const png = PNG.sync.read(response.rawPayload);
      expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(`scene=${viewuuid.replaceAll('-', '')}&page=pages/view/index`);
    }
    expect(wechat.state.tokensIssued).toBe(1);
  });

  it("takes a guide's share but draws the same code: WeChat's 32-character scene is the view id alone", async () => {
    const share = (await merchant.bearer({ method: 'GET', url: '/api/customers/share-token' })).json().data.share as string;
    const viewuuid = '0123456789abcdef0123456789abcdef';
    const response = await merchant.bearer({ method: 'POST', url: '/api/wechat/mini/getwxacodeunlimit', payload: { viewuuid, share } });
    expect(response.statusCode).toBe(200);
    const png = PNG.sync.read(response.rawPayload);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(`scene=${viewuuid}&page=pages/view/index`);
  });

  it('answers JSON with "Export QR code failed; try later" when WeChat refuses', async () => {
    const response = await code('refused1');
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().message).toBe('Export QR code failed; try later.');
    const zh = await merchant.bearer({
      method: 'POST',
      url: '/api/wechat/mini/getwxacodeunlimit',
      payload: { viewuuid: 'refused1' },
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.json().message).toBe('导出二维码失败，请稍后再试。');
  });
});

describe('without a marketplace configured', () => {
  it('answers the mini link and a token with a 409 saying what is missing, never a 5xx', async () => {
    const link = await merchant.bearer({ method: 'POST', url: '/api/taobao/mini/link', payload: { viewuuid: 'abc123' } });
    expect(link.statusCode).toBe(409);
    expect(link.json().message).toContain('MARKETPLACE_MINI_APP_ID');
    const operator = await t.login('operator');
    const shop = (await t.database.pool.query('select id from marketplace_shops where status = 3 order by id limit 1')).rows[0];
    const token = await operator.bearer({ method: 'POST', url: `/api/taobao/shop/add/token/${shop.id}`, payload: { token: 'anything' } });
    expect(token.statusCode).toBe(409);
    expect(token.json().message).toContain('MARKETPLACE_API_URL');
  });
});
