import type { z } from 'zod';
import type { keyStatusSchema, PublishableKeyPurpose } from '../../../resources/access/publishable-key.schema.ts';
import type { NotificationBus } from '../../bus/notification-bus.ts';
import type { Db } from '../../db/database.ts';
import type { WriteContext } from '../../engine/resource.service.ts';
import { raiseModuleWrite } from '../../engine/write-events.ts';
import { type IssuedKey, liveKeyIsSealed, liveKeySummary, replaceKey } from '../../tenancy/publishable-keys.ts';
import { latestAppEventAt, latestCustomerTokenAt, lockMerchant } from './publishable-keys.repository.ts';

/** The audit log's operations of a key (labelled in resources/audit-logs/audit-logs.texts.ts). */
export const KEY_OPERATIONS = { issue: 'issue-key', rotate: 'rotate-key' } as const;

/** Where each purpose's latest event is read: statistics' newest event, the newest customer sign-in. */
const LATEST_EVENT: Record<PublishableKeyPurpose, (db: Db, merchantId: number) => Promise<Date | null>> = {
  ingestion: latestAppEventAt,
  customer: latestCustomerTokenAt,
};

/** What App settings shows of a purpose: the live key, if any, and when its events last arrived. */
export async function keyStatus(db: Db, merchantId: number, purpose: PublishableKeyPurpose): Promise<z.infer<typeof keyStatusSchema>> {
  const [live, lastEvent] = await Promise.all([liveKeySummary(db, merchantId, purpose), LATEST_EVENT[purpose](db, merchantId)]);
  return {
    purpose,
    live: live && { hint: live.hint, created_at: live.created_at.toISOString() },
    last_event_at: lastEvent?.toISOString() ?? null,
  };
}

/**
 * Issues the merchant's key of a purpose, revoking the live one, with its entry in the audit log in
 * the same transaction: "issue-key" for the first, "rotate-key" after. The key is a setting kept
 * for the merchant, which no declared entity edits (like its time zone): a module's write on the
 * merchant's record, whose before and after name the keys by their hints, never the key itself.
 */
export async function rotateMerchantKey(
  ctx: WriteContext,
  bus: Pick<NotificationBus, 'publish'>,
  merchantId: number,
  purpose: PublishableKeyPurpose,
): Promise<IssuedKey> {
  return ctx.db.transaction().execute(async (trx) => {
    const { issued, replaced } = await replaceKey(trx, bus, merchantId, purpose, ctx.session.accountId ?? null);
    const event = {
      action: 'update',
      name: replaced === null ? KEY_OPERATIONS.issue : KEY_OPERATIONS.rotate,
      moves: [],
      id: merchantId,
      before: { purpose, key_hint: replaced },
      after: { purpose, key_hint: issued.hint },
    } as const;
    await raiseModuleWrite(trx, ctx, 'merchants', event, null);
    return issued;
  });
}

/**
 * The merchant's customer key, issued when none is live (apps call this when the merchant first
 * publishes one, issue 36: "issued automatically the first time a merchant publishes an app").
 * Answers the key just issued, or null when one was already live (its whole key is never kept;
 * App settings rotates it to see one). No audit entry: no account did it; the merchant's row lock
 * in replaceKey makes two concurrent calls issue one key.
 */
export async function ensureCustomerKey(db: Db, merchantId: number, bus: Pick<NotificationBus, 'publish'> | null = null): Promise<IssuedKey | null> {
  return db.transaction().execute(async (trx) => {
    await lockMerchant(trx, merchantId);
    if (await liveKeySummary(trx, merchantId, 'customer')) return null;
    return (await replaceKey(trx, bus, merchantId, 'customer', null)).issued;
  });
}

/**
 * The keys a showroom page carries (statistics and customer API), issued when none is live, in the
 * caller's transaction (an app's publish): a published page always has keys to send with. A live
 * key without a sealed copy (issued before migration 033) is re-issued too, since the server cannot
 * write a key it does not keep into the page. No audit entry, as ensureCustomerKey; no bus either
 * (the action has none): another instance may still accept a replaced key for the key-holder
 * cache's minute (key-holder-cache.ts KEY_CACHE_TTL_MS).
 */
export async function ensureShowroomKeys(trx: Db, merchantId: number): Promise<void> {
  await lockMerchant(trx, merchantId);
  for (const purpose of ['ingestion', 'customer'] as const) {
    if (!(await liveKeyIsSealed(trx, merchantId, purpose))) await replaceKey(trx, null, merchantId, purpose, null);
  }
}
