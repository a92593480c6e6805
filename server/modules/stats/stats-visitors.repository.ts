import { sql } from 'kysely';
import { type StatsVisitors, VISIT_BUCKETS } from '../../../resources/stats/stats-visitors.schema.ts';
import type { Db } from '../../db/database.ts';
import { dayDimensionsWhere, dayWhere } from './stats-query.repository.ts';
import type { StatsWhere } from './stats-where.ts';

/**
 * The period's visitors from the viewers' days (migration 014): each viewer's events in the
 * period, whether the same merchant (and guide level) saw it on an earlier day, and the buckets
 * of visits per visitor. Viewers are per merchant: across merchants (the platform) a viewer id
 * of two merchants is two visitors.
 *
 * The viewers' days are split by channel (DAY_DIMENSIONS): the period's rows are grouped by viewer
 * before anything is counted, so a viewer seen on two channels is one visitor, not two, when every
 * channel counts (and one of the visitors of each group it used, when a group is asked for). With a
 * group, a visitor is returning when it came before on that group's channels: the figures are those
 * of the group's events alone.
 */
export async function visitorsOf(db: Db, where: StatsWhere): Promise<Omit<StatsVisitors, 'period'>> {
  const { rows } = await sql<Record<string, string>>`
    WITH period AS (
      SELECT v.merchant_id, v.viewer_id, sum(v.events) AS events
      FROM stats_viewer_daily v WHERE ${dayWhere(where, 'v')}
      GROUP BY v.merchant_id, v.viewer_id
    )
    SELECT count(*) AS visitors, coalesce(sum(p.events), 0) AS visits,
      count(*) FILTER (WHERE EXISTS (
        SELECT 1 FROM stats_viewer_daily o
        WHERE o.merchant_id = p.merchant_id AND o.sale_id = ${where.guideLevel} AND o.viewer_id = p.viewer_id AND o.day < ${where.firstDay}::date
          ${dayDimensionsWhere(where, 'o')}
      )) AS returning,
      count(*) FILTER (WHERE p.events = 1) AS "1",
      count(*) FILTER (WHERE p.events BETWEEN 2 AND 3) AS "2-3",
      count(*) FILTER (WHERE p.events BETWEEN 4 AND 10) AS "4-10",
      count(*) FILTER (WHERE p.events > 10) AS "11+"
    FROM period p`.execute(db);
  const row = rows[0] ?? {};
  const visitors = Number(row.visitors ?? 0);
  const returning = Number(row.returning ?? 0);
  return {
    visitors,
    new_visitors: visitors - returning,
    returning_visitors: returning,
    visits: Number(row.visits ?? 0),
    visits_per_visitor: VISIT_BUCKETS.map((bucket) => ({ bucket, visitors: Number(row[bucket] ?? 0) })),
  };
}
