import { DEVICE_FINGERPRINT_LENGTH, DEVICE_FINGERPRINT_PATTERN } from '../../resources/stats/stats-usage.schema.ts';

/** Where the browser keeps its fingerprint: device-wide, so it outlives logouts and sessions. */
export const DEVICE_FINGERPRINT_KEY = 'atrium_device_fingerprint';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Kept for this page when the browser refuses storage (a locked-down profile): stable per load at least. */
let unstored: string | undefined;

function randomId(): string {
  // getRandomValues works on plain-http installs too (randomUUID needs a secure context). The small
  // bias of 256 % 62 does not matter for an id that only tells devices apart.
  return Array.from(crypto.getRandomValues(new Uint8Array(DEVICE_FINGERPRINT_LENGTH)), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * This browser's device fingerprint (spec §9: a 12-character random id stored locally): made once,
 * then read back from local storage on every later page load, and sent with the statistics the
 * browser records (usage-tracking.ts). A stored value of another shape is replaced.
 */
export function deviceFingerprint(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    const stored = storage?.getItem(DEVICE_FINGERPRINT_KEY);
    if (stored && DEVICE_FINGERPRINT_PATTERN.test(stored)) return stored;
    const id = randomId();
    storage?.setItem(DEVICE_FINGERPRINT_KEY, id);
    return id;
  } catch {
    unstored ??= randomId();
    return unstored;
  }
}
