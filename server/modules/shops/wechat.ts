import type { Env } from '../../env.ts';

/** WeChat refused or could not be reached; the message is WeChat's own or the network's. */
export class WechatError extends Error {}

/**
 * A WeChat mini-program's "unlimited" code (wxacode.getUnlimited): a PNG that opens `page` with
 * `scene` (at most 32 characters). The real implementation calls WeChat; the tests run it against
 * a local fake of the protocol (tests/server/modules/shops/fake-wechat.ts).
 */
export interface WechatMini {
  unlimitedCode(scene: string, page: string): Promise<Buffer>;
}

const CALL_TIMEOUT_MS = 10_000;
/** An access token is renewed this long before WeChat says it expires. */
const RENEW_EARLY_MS = 5 * 60_000;

/**
 * WeChat's server API: an access token from /cgi-bin/token (kept until shortly before it expires),
 * then POST /wxa/getwxacodeunlimit, which answers the image, or JSON `{ errcode, errmsg }` on failure.
 */
export function wechatMini(config: { url: string; appId: string; appSecret: string }): WechatMini {
  let token: { value: string; until: number } | null = null;
  const fetchJson = async (url: string, init?: RequestInit) => {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch (error) {
      throw new WechatError(`WeChat did not answer: ${(error as Error).message}`);
    }
  };
  const accessToken = async () => {
    if (token && token.until > Date.now()) return token.value;
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: config.appId, secret: config.appSecret });
    const answer = (await (await fetchJson(`${config.url}/cgi-bin/token?${query}`)).json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      errmsg?: string;
    };
    if (!answer.access_token) throw new WechatError(answer.errmsg ?? 'no access token');
    token = { value: answer.access_token, until: Date.now() + (answer.expires_in ?? 7200) * 1000 - RENEW_EARLY_MS };
    return token.value;
  };
  return {
    async unlimitedCode(scene, page) {
      const response = await fetchJson(`${config.url}/wxa/getwxacodeunlimit?access_token=${encodeURIComponent(await accessToken())}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ scene, page, check_path: false }),
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (!(response.headers.get('content-type') ?? '').startsWith('image/')) {
        const error = parseError(body);
        // An expired token is asked for again on the next call.
        if (error.errcode === 40001 || error.errcode === 42001) token = null;
        throw new WechatError(error.errmsg ?? `WeChat answered ${response.status}`);
      }
      return body;
    },
  };
}

function parseError(body: Buffer): { errcode?: number; errmsg?: string } {
  try {
    return (JSON.parse(body.toString('utf8')) as { errcode?: number; errmsg?: string } | null) ?? {};
  } catch {
    return {};
  }
}

/** The configured WeChat mini-program, or null when the environment names none. */
export function wechatFrom(env: Env): WechatMini | null {
  return env.WECHAT_APP_ID && env.WECHAT_APP_SECRET
    ? wechatMini({ url: env.WECHAT_API_URL, appId: env.WECHAT_APP_ID, appSecret: env.WECHAT_APP_SECRET })
    : null;
}
