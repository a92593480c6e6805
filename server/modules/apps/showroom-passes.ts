import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SHOWROOM_PASS_HOURS } from '../../../resources/apps/showroom.schema.ts';
import type { Db } from '../../db/database.ts';
import { sealedFieldsSecret } from './showroom.repository.ts';

/**
 * A locked showroom's pass (issue 38, the verify-view password gate): `<expiry>.<signature>`, the
 * expiry in epoch seconds and the signature the base64url HMAC-SHA256 of the view id, the expiry
 * and a hash of the password's stored (sealed) form, under a key drawn from the server's
 * 'sealed-fields' secret with a label of its own. Nothing is stored per pass: any instance checks
 * it, it cannot be made without the secret, it ends at its expiry, and a changed password (a new
 * sealed form) ends every pass given before.
 */
const LABEL = 'atrium showroom pass v1';
const PASS_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

// Derived once per process and database (the tests run several databases in one process).
const keys = new WeakMap<Db, Promise<Buffer>>();

function passKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = sealedFieldsSecret(db).then((secret) => createHmac('sha256', secret).update(LABEL).digest());
    // A failed read is not kept: the next pass asks again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

function signature(key: Buffer, viewuuid: string, expiry: number, sealedPassword: string): Buffer {
  const password = createHash('sha256').update(sealedPassword).digest('hex');
  return createHmac('sha256', key).update(`${viewuuid}:${expiry}:${password}`).digest();
}

/** A pass for the showroom at `viewuuid` whose password is stored as `sealedPassword`, valid SHOWROOM_PASS_HOURS from `now`. */
export async function issuePass(db: Db, viewuuid: string, sealedPassword: string, now = Date.now()): Promise<{ pass: string; expires_at: string }> {
  const expiry = Math.floor(now / 1000) + SHOWROOM_PASS_HOURS * 3600;
  const signed = signature(await passKey(db), viewuuid, expiry, sealedPassword).toString('base64url');
  return { pass: `${expiry}.${signed}`, expires_at: new Date(expiry * 1000).toISOString() };
}

/** Whether `pass` was issued for this showroom and its present password, and has not expired (compared in constant time). */
export async function passIsValid(db: Db, viewuuid: string, sealedPassword: string, pass: string | undefined, now = Date.now()): Promise<boolean> {
  const match = PASS_PATTERN.exec(pass ?? '');
  if (!match) return false;
  const expiry = Number(match[1]);
  if (expiry * 1000 <= now) return false;
  const expected = signature(await passKey(db), viewuuid, expiry, sealedPassword);
  const given = Buffer.from(match[2], 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether the visitor's password is the showroom's, in constant time whatever either's length. */
export function passwordMatches(given: string, password: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return password !== '' && timingSafeEqual(digest(given), digest(password));
}
