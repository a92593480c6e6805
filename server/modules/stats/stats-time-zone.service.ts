import type { NotificationBus } from '../../bus/notification-bus.ts';
import type { WriteContext } from '../../engine/resource.service.ts';
import { raiseModuleWrite } from '../../engine/write-events.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import { STATS_ROLLED } from './stats-answer-cache.ts';
import { dropDaysOutside, isKnownZone, lockedTimeZone, markEventHours, setTimeZone } from './stats-time-zone.repository.ts';

export interface TimeZoneChange {
  time_zone: string;
  recounted_hours: number;
}

/**
 * Sets the zone a merchant's statistics count days in. Its day rollups were cut at the old zone's
 * midnights, so every hour that holds its events is marked to be rolled again (the rollup job
 * recomputes each day of the new zone within minutes), and the days the new zone will not have
 * are dropped now. Until then a day shows what the old zone counted; the hourly figures never
 * change. The audit log keeps the change, and every instance forgets its cached answers.
 */
export async function changeTimeZone(ctx: WriteContext, bus: Pick<NotificationBus, 'publish'>, merchantId: number, zone: string): Promise<TimeZoneChange> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedTimeZone(trx, merchantId);
    if (before === undefined) throw notFound();
    if (before === zone) return { time_zone: zone, recounted_hours: 0 };
    // The database cuts the days, so it must know the zone too.
    if (!(await isKnownZone(trx, zone))) throw invalid({ time_zone: ['validation.statsTimeZone'] });
    await setTimeZone(trx, merchantId, zone);
    const recounted = await markEventHours(trx, merchantId);
    await dropDaysOutside(trx, merchantId, zone);
    // The zone is a setting kept on the merchant's row, which no declared entity here edits: a module's write.
    const event = { action: 'update', name: 'time-zone', moves: [], id: merchantId, before: { time_zone: before }, after: { time_zone: zone } } as const;
    await raiseModuleWrite(trx, ctx, 'merchants', event, null);
    await bus.publish(STATS_ROLLED, { merchantIds: [merchantId] }, trx);
    return { time_zone: zone, recounted_hours: recounted };
  });
}
