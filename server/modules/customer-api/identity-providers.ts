import { createHash, randomBytes } from 'node:crypto';
import { GUEST_KEY_PATTERN } from '../../../resources/customers/customer-api.schema.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../http/app-error.ts';
import type { IdentityKind } from './customer-api.repository.ts';

/**
 * Who a login says the caller is, as an identity provider vouches for it: its kind and subject
 * (a WeChat openid; a guest's secret). Only a SHA-256 of the subject is stored.
 */
export interface ClaimedIdentity {
  kind: IdentityKind;
  subject: string;
  /**
   * Guests: the subject is a secret this server issues. A claimed one that no identity of the
   * merchant holds is not taken on trust (a page cannot pick its own secret): a new one is issued.
   */
  issuedHere: boolean;
}

/**
 * One way a customer identifies itself to `/app-api/customer/login/<kind>` (issue 36): the
 * mini-program's WeChat login, the H5 page's guest secret; the marketing capability may add others
 * (a phone code, say) behind the same interface.
 */
export interface IdentityProvider<Body> {
  readonly kind: IdentityKind;
  claim(body: Body): Promise<ClaimedIdentity>;
}

export const subjectHash = (subject: string): Buffer => createHash('sha256').update(subject).digest();

/** A new guest secret: `cg_` then 256 random bits, base64url. */
export const newGuestKey = (): string => `cg_${randomBytes(32).toString('base64url')}`;

/** The H5 guest: the secret the page kept from its last login, or none (a new guest). */
export const guestIdentity: IdentityProvider<{ guest_key?: string }> = {
  kind: 'guest',
  claim: async ({ guest_key: key }) => ({ kind: 'guest', subject: key && GUEST_KEY_PATTERN.test(key) ? key : newGuestKey(), issuedHere: true }),
};

const CALL_TIMEOUT_MS = 10_000;

/** WeChat's mini-program of the environment (WECHAT_MINI_APP_ID / _SECRET at WECHAT_API_BASE), or null when none is configured. */
export function wechatConfigFrom(env: Env): { url: string; appId: string; appSecret: string } | null {
  if (!env.WECHAT_MINI_APP_ID || !env.WECHAT_MINI_APP_SECRET) return null;
  return { url: (env.WECHAT_API_BASE ?? env.WECHAT_API_URL).replace(/\/$/, ''), appId: env.WECHAT_MINI_APP_ID, appSecret: env.WECHAT_MINI_APP_SECRET };
}

/**
 * The WeChat mini-program login: the `code` of wx.login() is exchanged for the user's openid at
 * WeChat's `GET /sns/jscode2session` (appid, secret, js_code, grant_type=authorization_code), which
 * answers `{ openid, session_key, unionid? }` or `{ errcode, errmsg }` (an expired or used code,
 * 40029 / 40163; too many calls, 45011), each a refusal of the login. Unconfigured, every login
 * answers that WeChat sign-in is not configured. The session key is not kept: nothing here calls
 * WeChat on the user's behalf.
 */
export function wechatIdentity(config: { url: string; appId: string; appSecret: string } | null): IdentityProvider<{ code: string }> {
  return {
    kind: 'wechat',
    claim: async ({ code }) => {
      if (!config) throw new AppError(409, 'errors.wechatNotConfigured');
      const query = new URLSearchParams({ appid: config.appId, secret: config.appSecret, js_code: code, grant_type: 'authorization_code' });
      let answer: { openid?: unknown; errcode?: unknown };
      try {
        const response = await fetch(`${config.url}/sns/jscode2session?${query}`, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
        // WeChat answers JSON with a text/plain content type: read the text.
        answer = JSON.parse(await response.text()) as typeof answer;
      } catch {
        throw new AppError(502, 'errors.wechatUnavailable');
      }
      if (typeof answer?.openid !== 'string' || !answer.openid || (answer.errcode !== undefined && answer.errcode !== 0)) {
        throw new AppError(401, 'errors.wechatRefused');
      }
      return { kind: 'wechat', subject: answer.openid, issuedHere: false };
    },
  };
}
