import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's Algorithm is an ambient const enum; 2 is its Argon2id member.
const ARGON2ID = 2;

// OWASP's argon2id baseline (SECURITY.md §2): 19 MiB, 2 iterations, parallelism 1.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown username is not told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('atrium-dummy-password');
  await verifyPassword(await dummyHash, password);
}
