import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Months of partitions kept ready ahead of the current one, so no event ever lacks a home. */
export const STATS_MONTHS_AHEAD = 3;

/** Creates the current month's partition and the next `STATS_MONTHS_AHEAD` (UTC months); idempotent. */
export async function preparePartitions(db: Db, now = new Date()): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT ensure_stats_partition((date_trunc('month', ${now}::timestamptz AT TIME ZONE 'UTC') + make_interval(months => m))::date) AS name
    FROM generate_series(0, ${STATS_MONTHS_AHEAD}::int) AS m`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Drops the months whose every instant is older than the retention: a partition goes whole once its
 * month ends before `now - retentionDays`, so nothing younger than the retention is ever lost (a
 * month may outlive it by up to a month). The rollups stay: dashboards keep their history.
 */
export async function dropExpiredPartitions(db: Db, retentionDays: number, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const { rows } = await sql<{ name: string; upper: string }>`
    SELECT c.relname AS name, pg_get_expr(c.relpartbound, c.oid) AS upper
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'stats_events'::regclass`.execute(db);
  const dropped: string[] = [];
  for (const row of rows) {
    // `FOR VALUES FROM ('…') TO ('…')`: the month ends at its TO bound.
    const to = /TO \('([^']+)'\)/.exec(row.upper)?.[1];
    if (!to || !(new Date(to) <= cutoff) || !/^stats_events_\d{6}$/.test(row.name)) continue;
    await sql`DROP TABLE IF EXISTS ${sql.table(row.name)}`.execute(db);
    dropped.push(row.name);
  }
  return dropped.sort();
}
