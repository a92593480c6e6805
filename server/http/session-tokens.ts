import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 256 random bits (SECURITY.md §1 asks for at least 128). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak yields no usable token. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
