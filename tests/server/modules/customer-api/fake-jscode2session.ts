import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_MINI_APP = { id: 'wx-mini-fake', secret: 'wx-mini-secret' };

/**
 * A local fake of WeChat's `GET /sns/jscode2session`, for the tests only: a code `ok-<user>` is
 * user `<user>`'s (openid `o-<user>`), once; anything else, a used code, or the wrong app id or
 * secret answers WeChat's JSON error (errcode 40029 invalid code, 40125 invalid appsecret), as
 * WeChat does, with a text/plain content type.
 */
export async function startFakeJscode2session() {
  const state = { calls: 0, used: new Set<string>() };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const json = (body: unknown) => response.writeHead(200, { 'content-type': 'text/plain' }).end(JSON.stringify(body));
    if (url.pathname !== '/sns/jscode2session') return response.writeHead(404).end();
    state.calls += 1;
    const query = url.searchParams;
    if (query.get('appid') !== FAKE_MINI_APP.id || query.get('secret') !== FAKE_MINI_APP.secret) return json({ errcode: 40125, errmsg: 'invalid appsecret' });
    if (query.get('grant_type') !== 'authorization_code') return json({ errcode: 40002, errmsg: 'invalid grant_type' });
    const code = query.get('js_code') ?? '';
    if (!code.startsWith('ok-') || state.used.has(code)) return json({ errcode: 40029, errmsg: 'invalid code' });
    state.used.add(code);
    const user = code.slice(3).split('#')[0];
    json({ openid: `o-${user}`, session_key: 'c2Vzc2lvbg==' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
