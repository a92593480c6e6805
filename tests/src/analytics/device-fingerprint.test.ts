import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_FINGERPRINT_KEY, deviceFingerprint } from '../../../src/analytics/device-fingerprint.ts';

/** A browser's local storage in a locked-down profile: every use of it throws. */
class RefusingStorage implements Storage {
  [name: string]: unknown;
  get length(): number {
    return refuse();
  }
  key(): string | null {
    return refuse();
  }
  getItem(): string | null {
    return refuse();
  }
  setItem(): void {
    refuse();
  }
  removeItem(): void {
    refuse();
  }
  clear(): void {
    refuse();
  }
}

function refuse(): never {
  throw new Error('SecurityError');
}

describe('the device fingerprint (spec §9: a 12-character random id stored locally)', () => {
  beforeEach(() => localStorage.removeItem(DEVICE_FINGERPRINT_KEY));

  it('is made once, kept in local storage, and read back ever after', () => {
    const first = deviceFingerprint();
    expect(first).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(localStorage.getItem(DEVICE_FINGERPRINT_KEY)).toBe(first);
    expect(deviceFingerprint()).toBe(first);
  });

  it('is random: two browsers get two ids', () => {
    const one = deviceFingerprint();
    localStorage.removeItem(DEVICE_FINGERPRINT_KEY);
    expect(deviceFingerprint()).not.toBe(one);
  });

  it('replaces a stored value of another shape', () => {
    localStorage.setItem(DEVICE_FINGERPRINT_KEY, 'not-an-id');
    expect(deviceFingerprint()).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('stays the same for the page when the browser refuses storage', () => {
    const refusing = new RefusingStorage();
    const id = deviceFingerprint(refusing);
    expect(id).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(deviceFingerprint(refusing)).toBe(id);
  });
});
