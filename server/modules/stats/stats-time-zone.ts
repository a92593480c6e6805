import { sql } from 'kysely';
import type { NotificationBus } from '../../bus/notification-bus.ts';
import type { WriteContext } from '../../engine/resource.service.ts';
import { raiseModuleWrite } from '../../engine/write-events.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import { STATS_ROLLED } from './stats-answer-cache.ts';
import { DAY_ROLLUP_TABLES } from './stats-rollups.repository.ts';

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
    const { rows } = await sql<{ time_zone: string }>`SELECT time_zone FROM merchants WHERE id = ${merchantId} FOR UPDATE`.execute(trx);
    const before = rows[0]?.time_zone;
    if (before === undefined) throw notFound();
    if (before === zone) return { time_zone: zone, recounted_hours: 0 };
    // The database cuts the days, so it must know the zone too (its zone list may lag the browser's).
    const known = await sql<{ known: boolean }>`SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = ${zone}) AS known`.execute(trx);
    if (!known.rows[0]?.known) throw invalid({ time_zone: ['validation.statsTimeZone'] });
    await trx.updateTable('merchants').set({ time_zone: zone }).where('id', '=', merchantId).execute();
    const marked = await sql<{ hours: string }>`
      WITH hours AS (
        SELECT DISTINCT date_trunc('hour', use_at) AS hour FROM stats_events WHERE merchant_id = ${merchantId} AND environment = 'production'
      ), marked AS (
        INSERT INTO stats_dirty_hours (merchant_id, hour) SELECT ${merchantId}, hour FROM hours RETURNING hour
      )
      SELECT count(*) AS hours FROM marked`.execute(trx);
    for (const table of DAY_ROLLUP_TABLES) {
      await sql`
        DELETE FROM ${sql.table(table)} r
        WHERE r.merchant_id = ${merchantId}
          AND NOT EXISTS (
            SELECT 1 FROM stats_dirty_hours d
            WHERE d.merchant_id = r.merchant_id
              AND d.hour >= r.day::timestamp AT TIME ZONE ${zone} AND d.hour < (r.day + 1)::timestamp AT TIME ZONE ${zone}
          )`.execute(trx);
    }
    // The zone is a setting kept on the merchant's row, which no declared entity here edits: a module's write.
    const event = { action: 'update', name: 'time-zone', moves: [], id: merchantId, before: { time_zone: before }, after: { time_zone: zone } } as const;
    await raiseModuleWrite(trx, ctx, 'merchants', event, null);
    await bus.publish(STATS_ROLLED, { merchantIds: [merchantId] }, trx);
    return { time_zone: zone, recounted_hours: Number(marked.rows[0]?.hours ?? 0) };
  });
}
