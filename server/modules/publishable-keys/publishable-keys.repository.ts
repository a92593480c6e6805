import { sql } from 'kysely';
import { USAGE_STATS_TYPES } from '../../../resources/stats/stats-usage.schema.ts';
import type { Db } from '../../db/database.ts';

/**
 * When the merchant's apps last sent statistics: its newest event (`stats_events.use_at`, never in
 * the future) other than the back office's own usage timer, which sends with a session, not a key.
 * Read backwards through the events' (merchant_id, use_at) index, a row or two per partition; null
 * when none is kept (the events are kept for STATS_RETENTION_DAYS).
 */
export async function latestAppEventAt(db: Db, merchantId: number): Promise<Date | null> {
  const { rows } = await sql<{ use_at: Date }>`
    SELECT use_at FROM stats_events
    WHERE merchant_id = ${merchantId} AND source_type NOT IN (${sql.join([...USAGE_STATS_TYPES])})
    ORDER BY use_at DESC LIMIT 1`.execute(db);
  return rows[0]?.use_at ?? null;
}
