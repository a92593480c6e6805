import { SHARE_PARAMETER } from '../../resources/apps/showroom-paths.ts';

const VIEWER_ID_KEY = 'atrium-viewer-id';
const VIEWER_ID_LENGTH = 12;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * The visitor's device id (spec §9 "device fingerprint"): 12 random characters kept in this
 * browser, so the analytics count one visitor however often it comes back. A browser that keeps
 * nothing gets a new one per page.
 */
export function viewerId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string {
  const kept = storage?.getItem(VIEWER_ID_KEY);
  if (kept && /^[A-Za-z0-9]{12}$/.test(kept)) return kept;
  const made = randomId(VIEWER_ID_LENGTH);
  try {
    storage?.setItem(VIEWER_ID_KEY, made);
  } catch {
    // Storage full or refused: the id lives as long as the page.
  }
  return made;
}

export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The guide's share the visitor arrived through (`?share=<saleId>.<signature>`), as the page's address carries it. */
export function shareOf(search: string): string | undefined {
  const share = new URLSearchParams(search).get(SHARE_PARAMETER)?.trim();
  return share && share.length <= 200 ? share : undefined;
}

/** The guide's account id a share names (the number before the dot); the server checks the signature. */
export function saleIdOf(share: string | undefined): number | undefined {
  const match = share ? /^(\d{1,15})\./.exec(share) : null;
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : undefined;
}
