import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { PUBLISHABLE_KEY_PATTERN, type PublishableKeyPurpose } from '../../resources/access/publishable-key.schema.ts';
import type { NotificationBus } from '../bus/notification-bus.ts';
import type { Db } from '../db/database.ts';
import { opened, sealed } from '../engine/sealed-fields.ts';
import { KEYS_CHANGED, type KeyHolderCache } from './key-holder-cache.ts';

export type { PublishableKeyPurpose } from '../../resources/access/publishable-key.schema.ts';

const KEY_PREFIX = 'apk_';
/** How much of a key the merchant sees after it was issued: enough to tell two keys apart, useless to a thief. */
const HINT_LENGTH = KEY_PREFIX.length + 6;

/** The merchant a valid key names: what an `/app-api` handler acts for. */
export interface KeyHolder {
  keyId: number;
  merchantId: number;
  merchantStatus: 'enabled' | 'disabled';
  overdueTime: Date | null;
}

export interface IssuedKey {
  /** The whole key: shown once, never stored. */
  key: string;
  hint: string;
  created_at: Date;
}

export interface KeySummary {
  hint: string;
  created_at: Date;
}

const hashOf = (key: string): Buffer => createHash('sha256').update(key).digest();

/**
 * The live key's holder, or null for a key that is malformed, unknown, revoked or of another
 * purpose. A malformed key never reaches the database.
 */
export async function holderOfKey(db: Db, key: string, purpose: PublishableKeyPurpose, cache?: KeyHolderCache): Promise<KeyHolder | null> {
  if (!PUBLISHABLE_KEY_PATTERN.test(key)) return null;
  const hash = hashOf(key);
  const cached = cache?.get(purpose, hash.toString('hex'));
  if (cached) return cached;
  const ticket = cache?.ticket() ?? 0;
  const row = await db
    .selectFrom('publishable_keys as k')
    .innerJoin('merchants as m', 'm.id', 'k.merchant_id')
    .select(['k.id as keyId', 'k.merchant_id as merchantId', 'm.status as merchantStatus', 'm.overdue_time as overdueTime'])
    .where('k.key_hash', '=', hash)
    .where('k.purpose', '=', purpose)
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
  if (row) cache?.store(purpose, hash.toString('hex'), row, ticket);
  return row ?? null;
}

/** The merchant's live key for a purpose, as the merchant may see it (its hint), or null when it has none. */
export async function liveKeySummary(db: Db, merchantId: number, purpose: PublishableKeyPurpose): Promise<KeySummary | null> {
  const row = await db
    .selectFrom('publishable_keys')
    .select(['hint', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('purpose', '=', purpose)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** The merchant's live keys as a showroom page carries them: null for a purpose with none, or whose key has no sealed copy. */
export interface LiveKeys {
  ingestion: string | null;
  customer: string | null;
}

/**
 * The merchant's live keys, opened from their sealed copies (issue 38: the server writes them into
 * every showroom page it serves, so a rotation reaches published pages at their next load). A key
 * issued before sealed copies existed (migration 033) reads null: `ensureShowroomKeys` re-issues it.
 */
export async function liveSealedKeys(db: Db, merchantId: number): Promise<LiveKeys> {
  const rows = await db
    .selectFrom('publishable_keys')
    .select(['purpose', opened('key_sealed').as('key')])
    .where('merchant_id', '=', merchantId)
    .where('revoked_at', 'is', null)
    .execute();
  const keyOf = (purpose: PublishableKeyPurpose) => rows.find((row) => row.purpose === purpose)?.key || null;
  return { ingestion: keyOf('ingestion'), customer: keyOf('customer') };
}

/** Whether the merchant's live key of a purpose has a sealed copy a showroom page can carry (false: none live, or issued before migration 033). */
export async function liveKeyIsSealed(db: Db, merchantId: number, purpose: PublishableKeyPurpose): Promise<boolean> {
  const row = await db
    .selectFrom('publishable_keys')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('purpose', '=', purpose)
    .where('revoked_at', 'is', null)
    .where('key_sealed', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A rotation: the key just issued, and the hint of the live key it revoked (null when it is the first). */
export interface KeyRotation {
  issued: IssuedKey;
  replaced: string | null;
}

/**
 * Revokes the merchant's live key for the purpose (if any) and issues a new one, in one
 * transaction: the old key stops working the moment the new one exists. Concurrent rotations
 * serialise on the merchant's row, so exactly one key is live afterwards.
 */
export async function rotateKey(
  db: Db,
  bus: Pick<NotificationBus, 'publish'>,
  merchantId: number,
  purpose: PublishableKeyPurpose,
  createdBy: number | null,
): Promise<IssuedKey> {
  const rotation = await db.transaction().execute((trx) => replaceKey(trx, bus, merchantId, purpose, createdBy));
  return rotation.issued;
}

/**
 * `rotateKey` inside the caller's transaction `trx`, so that what else the rotation writes (its
 * audit entry) commits with it; it answers the revoked key's hint too. `bus` null only where no
 * instance can have cached a holder yet (the demo seed, before the server starts).
 */
export async function replaceKey(
  trx: Db,
  bus: Pick<NotificationBus, 'publish'> | null,
  merchantId: number,
  purpose: PublishableKeyPurpose,
  createdBy: number | null,
): Promise<KeyRotation> {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const hint = key.slice(0, HINT_LENGTH);
  await sql`SELECT 1 FROM merchants WHERE id = ${merchantId} FOR UPDATE`.execute(trx);
  const revoked = await trx
    .updateTable('publishable_keys')
    .set({ revoked_at: sql`now()` })
    .where('merchant_id', '=', merchantId)
    .where('purpose', '=', purpose)
    .where('revoked_at', 'is', null)
    .returning(['hint'])
    .executeTakeFirst();
  const row = await trx
    .insertInto('publishable_keys')
    // Sealed too (server/engine/sealed-fields.ts): the showroom page carries the live key (issue 38).
    .values({ merchant_id: merchantId, purpose, key_hash: hashOf(key), key_sealed: sealed(key), hint, created_by: createdBy })
    .returning(['created_at'])
    .executeTakeFirstOrThrow();
  // Every instance forgets the old key's holder when this commits (KeyHolderCache).
  await bus?.publish(KEYS_CHANGED, { merchantId }, trx);
  return { issued: { key, hint, created_at: row.created_at }, replaced: revoked?.hint ?? null };
}
