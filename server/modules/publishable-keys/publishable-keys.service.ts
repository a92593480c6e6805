import type { z } from 'zod';
import type { keyStatusSchema, PublishableKeyPurpose } from '../../../resources/access/publishable-key.schema.ts';
import type { NotificationBus } from '../../bus/notification-bus.ts';
import type { Db } from '../../db/database.ts';
import type { WriteContext } from '../../engine/resource.service.ts';
import { raiseModuleWrite } from '../../engine/write-events.ts';
import { type IssuedKey, liveKeySummary, replaceKey } from '../../tenancy/publishable-keys.ts';
import { latestAppEventAt } from './publishable-keys.repository.ts';

/** The audit log's operations of a key (labelled in resources/audit-logs/audit-logs.texts.ts). */
export const KEY_OPERATIONS = { issue: 'issue-key', rotate: 'rotate-key' } as const;

/** What App settings shows of a purpose: the live key, if any, and when its events last arrived. */
export async function keyStatus(db: Db, merchantId: number, purpose: PublishableKeyPurpose): Promise<z.infer<typeof keyStatusSchema>> {
  const [live, lastEvent] = await Promise.all([
    liveKeySummary(db, merchantId, purpose),
    // Statistics are the only purpose today; another would name where its calls are kept.
    purpose === 'ingestion' ? latestAppEventAt(db, merchantId) : null,
  ]);
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
