import { UPLOAD_TOKEN_COOKIE, UPLOAD_TOKEN_COOKIE_DAYS, UPLOAD_TOKEN_STORED_EXPIRY_MS } from '../../resources/uploads/upload-kinds.ts';

export interface UploadCredential {
  token: string;
  domain: string;
}

interface Stored extends UploadCredential {
  /** When the browser stops trusting it (spec §9: 3,000,000 ms after it was stored). */
  expiresAt: number;
}

const COOKIE_SECONDS = Math.round(UPLOAD_TOKEN_COOKIE_DAYS * 86_400);

export function readStoredToken(cookie: string, now: number): UploadCredential | undefined {
  const raw = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${UPLOAD_TOKEN_COOKIE}=`));
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(decodeURIComponent(raw.slice(UPLOAD_TOKEN_COOKIE.length + 1))) as Stored;
    if (typeof stored.token !== 'string' || typeof stored.domain !== 'string' || !(stored.expiresAt > now)) return undefined;
    return { token: stored.token, domain: stored.domain };
  } catch {
    return undefined;
  }
}

export function storedTokenCookie(credential: UploadCredential, now: number): string {
  const value = encodeURIComponent(JSON.stringify({ ...credential, expiresAt: now + UPLOAD_TOKEN_STORED_EXPIRY_MS } satisfies Stored));
  return `${UPLOAD_TOKEN_COOKIE}=${value}; path=/; max-age=${COOKIE_SECONDS}; samesite=lax`;
}

/**
 * The upload token as spec §7 keeps it: cached in a cookie for about 10 minutes and fetched again
 * when the cookie is missing. One request is shared by every upload that asks at the same time.
 */
export function uploadTokenCache(fetchToken: () => Promise<UploadCredential>, now: () => number = Date.now) {
  let pending: Promise<UploadCredential> | undefined;
  return {
    async get(): Promise<UploadCredential> {
      const stored = readStoredToken(document.cookie, now());
      if (stored) return stored;
      pending ??= fetchToken()
        .then((credential) => {
          document.cookie = storedTokenCookie(credential, now());
          return credential;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    /** Forget the cookie (the server refused the token). */
    forget(): void {
      document.cookie = `${UPLOAD_TOKEN_COOKIE}=; path=/; max-age=0; samesite=lax`;
    },
  };
}
