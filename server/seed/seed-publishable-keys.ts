import { replaceKey } from '../tenancy/publishable-keys.ts';
import type { Db } from '../db/database.ts';
import { DEMO_EVENT_DAYS, type DemoEventsOptions } from './seed-stats.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo merchants' statistics keys: their apps "sent" the demo's statistics (seed-stats.ts), so
 * each holds a live ingestion key, issued by its master account when its statistics begin (now
 * when the demo has none); and its demo customers signed in through its apps, so each holds a live
 * customer key too. Nobody ever sees these keys whole: App settings shows their hints, and
 * whoever wants to send events rotates the key to get one. No audit entry: the seed's other
 * records have none either.
 */
export async function seedPublishableKeysDemo(trx: Db, merchantIds: ReadonlyMap<string, number>, events?: DemoEventsOptions): Promise<void> {
  const issuedAt = events ? new Date((events.until ?? new Date()).getTime() - (events.days ?? DEMO_EVENT_DAYS) * DAY_MS) : null;
  for (const merchantId of merchantIds.values()) {
    const merchant = await trx.selectFrom('merchants').select('account_id').where('id', '=', merchantId).executeTakeFirstOrThrow();
    // No instance runs yet, so none has a holder to forget: no bus.
    const { issued } = await replaceKey(trx, null, merchantId, 'ingestion', merchant.account_id);
    if (issuedAt)
      await trx.updateTable('publishable_keys').set({ created_at: issuedAt }).where('hint', '=', issued.hint).where('merchant_id', '=', merchantId).execute();
    await replaceKey(trx, null, merchantId, 'customer', merchant.account_id);
  }
}
