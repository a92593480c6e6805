import { createHash } from 'node:crypto';
import type { ShopFailCode } from '../../../resources/shops/shop-failures.ts';
import type { Env } from '../../env.ts';

/** The marketplace shop an adapter call is about. */
export interface MarketplaceShop {
  /** The marketplace's own shop id (digits, spec §5). */
  shopId: string;
  styleId: number;
}

/** Why a token is refused (resources/shops/shop-failures.ts): the marketplace said no, or it is another shop's. */
export type TokenRefusalCode = Extract<ShopFailCode, 'tokenRefused' | 'tokenOfAnotherShop'>;

/**
 * What the marketplace says of a new authorisation token: accepted, or refused with a code the
 * interface words in each language and the refusal's own text (the marketplace's message, or the
 * id of the shop the token belongs to) as its detail.
 */
export type Authorisation = { ok: true } | { ok: false; code: TokenRefusalCode; detail: string };

/**
 * The marketplace (Taobao and its kin) as the shops module needs it: authorise a token for a shop,
 * and open or close the shop. One real implementation calls the marketplace's open API; the tests
 * run it against a local fake of that protocol (tests/server/modules/shops/fake-marketplace.ts).
 */
export interface Marketplace {
  authorise(shop: MarketplaceShop, token: string): Promise<Authorisation>;
  /** Opens or closes the shop; throws with the marketplace's message when it refuses. */
  setOpen(shop: MarketplaceShop, token: string, opened: boolean): Promise<void>;
}

/** The marketplace was asked something and answered with an error, or not at all. */
export class MarketplaceError extends Error {}

/** Calls wait this long for the marketplace before they fail. */
const CALL_TIMEOUT_MS = 10_000;

interface OpenApiConfig {
  url: string;
  appKey: string;
  appSecret: string;
}

/**
 * The marketplace's open API, Taobao TOP style: a form POST of the method and its parameters with
 * the app key, a timestamp and an MD5 signature (secret + sorted name-value pairs + secret, upper
 * case); the answer is `{ <method>_response: {...} }` or `{ error_response: { code, msg, sub_msg } }`.
 */
export function openApiMarketplace(config: OpenApiConfig): Marketplace {
  const call = async (method: string, session: string, params: Record<string, string>) => {
    const form: Record<string, string> = {
      method,
      app_key: config.appKey,
      session,
      timestamp: new Date().toISOString().replace('T', ' ').slice(0, 19),
      format: 'json',
      v: '2.0',
      sign_method: 'md5',
      ...params,
    };
    form.sign = signTop(form, config.appSecret);
    let response: Response;
    try {
      response = await fetch(config.url, { method: 'POST', body: new URLSearchParams(form), signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch (error) {
      throw new MarketplaceError(`the marketplace did not answer: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as Record<string, Record<string, unknown>> | null;
    if (!answer) throw new MarketplaceError(`the marketplace answered ${response.status} without JSON`);
    if (answer.error_response) {
      const { msg, sub_msg } = answer.error_response;
      return { error: String(sub_msg ?? msg ?? 'refused'), result: undefined };
    }
    return { error: undefined, result: answer[`${method.replace(/^taobao\./, '').replaceAll('.', '_')}_response`] ?? {} };
  };
  return {
    async authorise(shop, token) {
      const answer = await call('taobao.shop.seller.get', token, { fields: 'sid,title' });
      if (answer.error !== undefined) return { ok: false, code: 'tokenRefused', detail: answer.error };
      const sid = String((answer.result?.shop as { sid?: unknown } | undefined)?.sid ?? '');
      // A token of another shop authorises nothing here.
      return sid === shop.shopId ? { ok: true } : { ok: false, code: 'tokenOfAnotherShop', detail: sid };
    },
    async setOpen(shop, token, opened) {
      const answer = await call('taobao.miniapp.shop.status.update', token, { shop_id: shop.shopId, status: opened ? 'open' : 'closed' });
      if (answer.error !== undefined) throw new MarketplaceError(answer.error);
    },
  };
}

/** TOP's MD5 signature: secret, then each parameter's name and value in name order, then secret. */
export function signTop(params: Record<string, string>, secret: string): string {
  const pairs = Object.keys(params)
    .filter((name) => name !== 'sign')
    .sort()
    .map((name) => `${name}${params[name]}`)
    .join('');
  return createHash('md5').update(`${secret}${pairs}${secret}`, 'utf8').digest('hex').toUpperCase();
}

/** The configured marketplace, or null when the environment names none. */
export function marketplaceFrom(env: Env): Marketplace | null {
  const { MARKETPLACE_API_URL: url, MARKETPLACE_APP_KEY: appKey, MARKETPLACE_APP_SECRET: appSecret } = env;
  return url && appKey && appSecret ? openApiMarketplace({ url, appKey, appSecret }) : null;
}

/**
 * A view's page in the marketplace mini-program (Taobao's mini-program link form): the app opens
 * its view page with the view's id as the query.
 */
export function marketplaceMiniLink(appId: string, viewuuid: string): string {
  const query = encodeURIComponent(`viewuuid=${viewuuid}`);
  return `https://m.duanqu.com/?_ariver_appid=${appId}&page=${encodeURIComponent('pages/view/index')}&query=${query}`;
}
