import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { shareLinkSecret } from './customer-api.repository.ts';

/** The signature's length: HMAC-SHA256 truncated to 16 bytes (128 bits), 22 base64url characters. */
const SIGNATURE_BYTES = 16;
/** What a share parameter looks like (the route that draws a view's code checks a given one against it). */
export const SHARE_PATTERN = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{22})$/;

// The secret is read once per process and database (the tests run several databases in one process).
const secrets = new WeakMap<Db, Promise<Buffer>>();

function secretOf(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = shareLinkSecret(db);
    // A failed read is not kept: the next share asks again.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

function signature(secret: Buffer, merchantId: number, saleId: number): Buffer {
  return createHmac('sha256', secret).update(`${merchantId}:${saleId}`).digest().subarray(0, SIGNATURE_BYTES);
}

/**
 * A guide's share parameter (issue 36 "Who owns a customer"): `<sale_id>.<sig>`, where sig is the
 * base64url HMAC-SHA256 of `<merchant_id>:<sale_id>` under the server's 'share-links' secret,
 * truncated to 16 bytes. A link carries it as `share=<sale_id>.<sig>`; it names the guide only for
 * that merchant's apps and cannot be made without the secret.
 */
export async function signShare(db: Db, merchantId: number, saleId: number): Promise<string> {
  return `${saleId}.${signature(await secretOf(db), merchantId, saleId).toString('base64url')}`;
}

/** The guide a share parameter names for this merchant; null for anything not signed for it (compared in constant time). */
export async function verifyShare(db: Db, merchantId: number, share: string | undefined): Promise<number | null> {
  const match = SHARE_PATTERN.exec(share ?? '');
  if (!match) return null;
  const saleId = Number(match[1]);
  if (!Number.isSafeInteger(saleId)) return null;
  const expected = signature(await secretOf(db), merchantId, saleId);
  const given = Buffer.from(match[2], 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? saleId : null;
}
