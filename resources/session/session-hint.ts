import { LOGIN_VARIANTS, type LoginVariantValue, SESSION_COOKIES } from '../constants.ts';

/**
 * The session cookie is HttpOnly, so a page cannot see whether it holds one. Beside it the server
 * sets this marker, which says only "a session cookie was set" and is readable by the page: a page
 * without it knows there is no session to ask about, and the login page makes no request that
 * could only answer 401. It is no credential; the session cookie alone authenticates.
 */
export function sessionHintCookie(variant: LoginVariantValue): string {
  return `${SESSION_COOKIES[variant]}_hint`;
}

const HINT_COOKIES: readonly string[] = LOGIN_VARIANTS.map(sessionHintCookie);

/** Whether a cookie string (`document.cookie`) holds the marker of any login variant. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => HINT_COOKIES.includes(pair.split('=')[0].trim()));
}

/** `document.cookie` assignments that remove every variant's marker (plain, and as an embedded page sets it). */
export function sessionHintRemovals(secure: boolean): string[] {
  const attributes = ['; Path=/; Max-Age=0', ...(secure ? ['; Path=/; Max-Age=0; Secure; SameSite=None; Partitioned'] : [])];
  return HINT_COOKIES.flatMap((name) => attributes.map((attribute) => `${name}=${attribute}`));
}
