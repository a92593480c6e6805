import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import QRCode from 'qrcode';

export const FAKE_WECHAT_APP = { id: 'wx-fake-app', secret: 'wx-fake-secret' };

/**
 * A local fake of WeChat's server API, for the tests only: an access token for the right app id and
 * secret, then mini-program codes as PNGs (a QR code of `scene=<scene>&page=<page>`), or WeChat's
 * JSON error for a page it does not know.
 */
export async function startFakeWechat() {
  const state = { tokensIssued: 0, codes: [] as { scene: string; page: string }[] };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const json = (body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/cgi-bin/token') {
      if (url.searchParams.get('appid') !== FAKE_WECHAT_APP.id || url.searchParams.get('secret') !== FAKE_WECHAT_APP.secret)
        return json({ errcode: 40125, errmsg: 'invalid appsecret' });
      state.tokensIssued += 1;
      return json({ access_token: `T${state.tokensIssued}`, expires_in: 7200 });
    }
    if (url.pathname === '/wxa/getwxacodeunlimit') {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', async () => {
        if (!url.searchParams.get('access_token')?.startsWith('T')) return json({ errcode: 40001, errmsg: 'invalid credential' });
        const { scene, page } = JSON.parse(raw) as { scene: string; page: string };
        if (page !== 'pages/view/index') return json({ errcode: 41030, errmsg: 'invalid page' });
        if (scene.startsWith('refused')) return json({ errcode: 45009, errmsg: 'reach max api daily quota limit' });
        state.codes.push({ scene, page });
        response.writeHead(200, { 'content-type': 'image/png' }).end(await QRCode.toBuffer(`scene=${scene}&page=${page}`, { type: 'png' }));
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
