import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_TOKEN_STORED_EXPIRY_MS } from '../../../resources/uploads/upload-kinds.ts';
import { readStoredToken, storedTokenCookie, uploadTokenCache } from '../../../src/uploads/upload-token.ts';

afterEach(() => {
  document.cookie = 'atrium_upload_token=; path=/; max-age=0';
});

describe('the upload token cookie (spec §7, §9)', () => {
  it('lives about 10 minutes and notes an expiry 3,000,000 ms after it was stored', () => {
    const cookie = storedTokenCookie({ token: 't', domain: '/files' }, 1_000);
    expect(cookie).toContain('max-age=600');
    const value = cookie.split(';')[0];
    expect(readStoredToken(value, 1_000 + UPLOAD_TOKEN_STORED_EXPIRY_MS - 1)).toEqual({ token: 't', domain: '/files' });
    expect(readStoredToken(value, 1_000 + UPLOAD_TOKEN_STORED_EXPIRY_MS)).toBeUndefined();
    expect(readStoredToken('atrium_upload_token=%7Bbroken', 0)).toBeUndefined();
  });

  it('is fetched once when missing, shared by simultaneous uploads, and fetched again after forget', async () => {
    const fetchToken = vi.fn(async () => ({ token: `t${fetchToken.mock.calls.length}`, domain: '/files' }));
    const cache = uploadTokenCache(fetchToken);
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toEqual(b);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await cache.get();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    cache.forget();
    await cache.get();
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });
});
