import { GUIDE_ROLE_TAG, USAGE_RECORDS_PER_ACCOUNT_PER_MINUTE } from '../../../resources/constants.ts';
import { type StatsEvent, withinEventWindow } from '../../../resources/stats/stats-event.schema.ts';
import { bareUsageTime, type UsageRecordBody, usageInstant } from '../../../resources/stats/stats-usage.schema.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, invalid } from '../../http/app-error.ts';
import type { RateLimiter } from '../../http/rate-windows.ts';
import type { SessionContext } from '../../http/session-context.types.ts';
import { recordEvents } from './stats-events.repository.ts';
import { instantInMerchantZone } from './stats-usage.repository.ts';

/**
 * Records one usage event of the session's account (spec §4 "Usage timer"): the merchant, store and
 * sale are the session's, the viewer is the account. Only a shopping guide (role_tag `seller_sale`)
 * has sale info (spec §1 "returned for a sale") and recording needs it (spec §4), so the browser
 * records no other session. A call from any other — a platform operator, a master account, a store
 * manager, a designer, or a guide's account signed in with another of its roles — is refused (403)
 * and writes nothing: the back office does not count itself among the guides (issue #34).
 */
export async function recordUsage(db: Db, limits: RateLimiter, session: SessionContext, body: UsageRecordBody): Promise<void> {
  const merchantId = session.merchantId;
  if (merchantId === null || session.roleTag !== GUIDE_ROLE_TAG) throw forbidden();
  limits.spend([{ bucket: `usage:account:${session.accountId}`, limit: USAGE_RECORDS_PER_ACCOUNT_PER_MINUTE }], 1, 60);
  // A bare time is the merchant's wall clock; only once it is an instant can its age be checked.
  const useAt = usageInstant(body.use_at) ?? (await instantInMerchantZone(db, merchantId, bareUsageTime(body.use_at)));
  if (!withinEventWindow(useAt)) throw invalid({ use_at: ['validation.statsEventWindow'] });
  const event: StatsEvent = {
    source_type: body.statsType,
    use_at: useAt,
    viewer_id: `account:${session.accountId}`,
    channel: 0,
    environment: 'production',
    sale_id: session.accountId,
    store_id: session.storeId ?? undefined,
    use_time: body.use_time,
  };
  await recordEvents(db, merchantId, [event]);
}
