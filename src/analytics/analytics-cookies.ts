import { ANALYTICS_COOKIES, OBSERVER_COOKIE, OBSERVER_COOKIE_MAX_AGE_SECONDS } from '../../resources/constants.ts';

function secureSuffix(): string {
  return window.location.protocol === 'https:' ? '; secure' : '';
}

/** The observer id of this browser (spec §9: a random id kept 30 days), set when it is missing. */
export function ensureObserverId(): string {
  const existing = document.cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === OBSERVER_COOKIE)?.[1];
  if (existing) return existing;
  // getRandomValues, not randomUUID: the latter exists only in secure contexts (plain-http installs).
  const id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  document.cookie = `${OBSERVER_COOKIE}=${id}; path=/; max-age=${OBSERVER_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secureSuffix()}`;
  return id;
}

/** Spec §4: logging out clears the analytics cookies with the rest of the session. */
export function clearAnalyticsCookies(): void {
  for (const name of ANALYTICS_COOKIES) document.cookie = `${name}=; path=/; max-age=0; samesite=lax${secureSuffix()}`;
}
