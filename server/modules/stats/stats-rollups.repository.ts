import { sql } from 'kysely';
import { STATS_CONTENT_KINDS, type StatsEvent } from '../../../resources/stats/stats-event.schema.ts';
import { STAY_SOURCE_TYPE } from '../../../resources/stats/stats-kinds.ts';
import { USAGE_STATS_TYPES } from '../../../resources/stats/stats-usage.schema.ts';
import type { NotificationBus } from '../../bus/notification-bus.ts';
import type { Db } from '../../db/database.ts';
import { STATS_ROLLED } from './stats-answer-cache.ts';
import type { StatsWhere } from './stats-where.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The events every rollup's `events` (and `views`, `visits`) count: all but the stays
 * (STAY_SOURCE_TYPE), which only carry the stay time of a view sent earlier. Their stay_time is
 * summed all the same, so a stay's row may hold stay time and no event (its kind's row in
 * stats_hourly, a content's or a guide's day); the readers list no such row as a group
 * (stats-rank.repository.ts, stats-query.repository.ts). Regions and viewers leave stays out, and a
 * customer's day of stays alone is no visit (rollCustomerDays).
 */
const counted = (alias: string) => sql`${sql.ref(`${alias}.source_type`)} <> ${STAY_SOURCE_TYPE}`;

/** Marked hours one rollup transaction takes at most; the job runs again until none are left. */
export const ROLLUP_BATCH_HOURS = 500;

/**
 * Takes up to `limit` marked hours that no other worker holds (an advisory lock per hour, tried
 * without waiting: two instances never roll the same hour), unmarks them, recomputes their rows
 * from the events, in one transaction. The marks go first: a mark added by an event that commits
 * after that delete is not seen by it, and stays for the next run (migration 013). Recomputing
 * rather than adding makes it idempotent: rolling an hour twice, or again after a late event
 * marked it anew, gives the same totals. Only production events count (spec §7: statistics are
 * filtered to the production environment). Answers the hours rolled.
 */
export async function rollMarkedHours(db: Db, limit = ROLLUP_BATCH_HOURS, now = new Date(), bus?: Pick<NotificationBus, 'publish'>): Promise<number> {
  // Whole hours only (spec §9 "data is current up to the last whole hour"): the current hour's
  // mark waits until the hour is over, and every day's rankings stop where the hours do.
  const upTo = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  return db.transaction().execute(async (trx) => {
    // Each marked hour (and day) is read through the events' (merchant_id, use_at) index: with a
    // backlog of hundreds of hours the planner otherwise hashes every event of those merchants,
    // about 60 times slower (measured by the seed of 190,000 events).
    await sql`SET LOCAL enable_hashjoin = off`.execute(trx);
    await sql`SET LOCAL enable_mergejoin = off`.execute(trx);
    const { rows: candidates } = await sql<{ merchant_id: string; hour: Date }>`
      SELECT merchant_id, hour FROM (
        SELECT merchant_id, hour FROM stats_dirty_hours WHERE hour < ${upTo} GROUP BY 1, 2 ORDER BY hour LIMIT ${limit}
      ) marked
      WHERE pg_try_advisory_xact_lock(hashtextextended('stats-hour:' || merchant_id || ':' || extract(epoch FROM hour)::bigint, 0))`.execute(trx);
    if (!candidates.length) return 0;
    // Unmark first; an hour whose marks another worker took since the select above is left to it.
    const { rows } = await sql<{ merchant_id: string; hour: Date }>`
      WITH unmarked AS (
        DELETE FROM stats_dirty_hours d
        USING unnest(${candidates.map((row) => row.merchant_id)}::bigint[], ${candidates.map((row) => row.hour)}::timestamptz[]) AS t(merchant_id, hour)
        WHERE d.merchant_id = t.merchant_id AND d.hour = t.hour
        RETURNING d.merchant_id, d.hour
      )
      SELECT DISTINCT merchant_id, hour FROM unmarked`.execute(trx);
    if (!rows.length) return 0;
    const marked = sql`unnest(${rows.map((row) => row.merchant_id)}::bigint[], ${rows.map((row) => row.hour)}::timestamptz[]) AS t(merchant_id, hour)`;
    await sql`DELETE FROM stats_hourly h USING ${marked} WHERE h.merchant_id = t.merchant_id AND h.hour = t.hour`.execute(trx);
    await sql`
      INSERT INTO stats_hourly (merchant_id, hour, store_id, sale_id, source_type, channel, events, use_time, stay_time)
      SELECT t.merchant_id, t.hour,
             CASE WHEN grouping(e.store) = 1 THEN -1 ELSE e.store END, CASE WHEN grouping(e.sale) = 1 THEN -1 ELSE e.sale END,
             e.source_type, e.channel, count(*) FILTER (WHERE ${counted('e')}), coalesce(sum(e.use_time), 0), coalesce(sum(e.stay_time), 0)
      FROM ${marked}
      CROSS JOIN LATERAL (
        SELECT coalesce(store_id, 0) AS store, coalesce(sale_id, 0) AS sale, source_type, channel, use_time, stay_time
        FROM stats_events
        WHERE merchant_id = t.merchant_id AND use_at >= t.hour AND use_at < t.hour + interval '1 hour' AND environment = 'production'
      ) e
      GROUP BY GROUPING SETS (
        (t.merchant_id, t.hour, e.source_type, e.channel),
        (t.merchant_id, t.hour, e.store, e.source_type, e.channel),
        (t.merchant_id, t.hour, e.store, e.sale, e.source_type, e.channel)
      )`.execute(trx);
    await rollContentDays(trx as unknown as Db, marked, upTo);
    // Every instance's cached answers of these merchants go stale when this commits.
    await bus?.publish(STATS_ROLLED, { merchantIds: [...new Set(rows.map((row) => Number(row.merchant_id)))] }, trx as unknown as Db);
    return rows.length;
  });
}

/** The rollups kept per day in the merchant's time zone, each filled by rollContentDays below. */
export const DAY_ROLLUP_TABLES = ['stats_content_daily', 'stats_region_daily', 'stats_viewer_daily', 'stats_sale_daily'] as const;

/** The customers' visits per day, recounted with the day tables but not one of them: no guide level, no dimension. */
export const CUSTOMER_DAY_TABLE = 'stats_customer_daily';

/**
 * What every day table is split by besides its day, its guide level (sale_id -1 = every guide) and
 * its own key: one entry per column, named as in stats_events, in each table's primary key after
 * the guide level (migration 025). The queries narrow each by the resolved filter's values
 * (`of`, in stats-query.repository.ts's dayWhere); the per-app dimension (application_id) is one
 * more entry here, its column in the same place of each table.
 *
 * A dimension is not a level: a table holds one row per value seen and no "every value" row, and a
 * query without the filter adds the rows of every value up. For events, views, stay time, regions
 * and content that sum is exact. Distinct counts are taken over the rows, never summed: a visitor
 * seen on two channels has a row under each, and stats-visitors.repository.ts groups the period's
 * rows by viewer before counting (as the active guides count distinct sale_ids), so the visitors of
 * every channel are not the sum of each channel's. An "every channel" level would double the rows
 * of every table to spare that grouping, which reads a viewer's one or two rows a day: not worth it.
 */
export const DAY_DIMENSIONS = [{ column: 'channel', type: 'smallint', of: (where: StatsWhere) => where.channels }] as const satisfies readonly {
  column: keyof StatsEvent & string;
  type: string;
  of: (where: StatsWhere) => readonly number[] | null;
}[];

/** The day tables' dimension columns (for an INSERT's column list) and their values in an event row `e`. */
const dimensionColumns = sql.join(DAY_DIMENSIONS.map((dimension) => sql.ref(dimension.column)));
const dimensionValues = sql.join(DAY_DIMENSIONS.map((dimension) => sql.ref(`e.${dimension.column}`)));

/** The content kinds as `(kind, id)` pairs of one event row `e`. */
const contentPairs = sql.join(STATS_CONTENT_KINDS.map((kind) => sql`(${kind}, e.${sql.ref(`${kind}_id`)})`));

/**
 * Recomputes the content rankings, the regions, the guides' and the customers' days of every day (in its
 * merchant's time zone) that holds a marked hour: a day's rows come from that whole day's events,
 * so an hour rolled late still lands in the day its merchant sees. Two workers may hold different hours of one day, so each day is locked
 * (in one order, so that two workers never wait on each other) before it is recomputed. Every row
 * of DAY_ROLLUP_TABLES is split by the day dimensions (DAY_DIMENSIONS) at each guide level.
 */
async function rollContentDays(db: Db, marked: ReturnType<typeof sql>, upTo: Date) {
  const { rows } = await sql<{ merchant_id: string; day: string; time_zone: string }>`
    SELECT DISTINCT t.merchant_id, to_char((t.hour AT TIME ZONE m.time_zone)::date, 'YYYY-MM-DD') AS day, m.time_zone
    FROM ${marked} JOIN merchants m ON m.id = t.merchant_id
    ORDER BY 1, 2`.execute(db);
  for (const row of rows) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`stats-day:${row.merchant_id}:${row.day}`}, 0))`.execute(db);
  const days = sql`unnest(${rows.map((row) => row.merchant_id)}::bigint[], ${rows.map((row) => row.day)}::date[], ${rows.map((row) => row.time_zone)}::text[]) AS d(merchant_id, day, time_zone)`;
  const dayEvents = sql`${days}
    JOIN stats_events e ON e.merchant_id = d.merchant_id
      AND e.use_at >= d.day::timestamp AT TIME ZONE d.time_zone
      AND e.use_at < (d.day + 1)::timestamp AT TIME ZONE d.time_zone
      AND e.use_at < ${upTo}`;
  const usage = sql.join(USAGE_STATS_TYPES.map((type) => sql`${type}`));
  // Neither a view nor a visit: the usage timer's records and the stays.
  const notViews = sql.join([...USAGE_STATS_TYPES, STAY_SOURCE_TYPE].map((type) => sql`${type}`));
  // The two guide levels of the content, region and viewer days: every guide (-1) and each guide (0 = none).
  const guideLevel = sql`CASE WHEN grouping(coalesce(e.sale_id, 0)) = 1 THEN -1 ELSE coalesce(e.sale_id, 0) END`;
  const levels = (key: ReturnType<typeof sql>) =>
    sql`GROUPING SETS ((d.merchant_id, d.day, ${dimensionValues}, ${key}), (d.merchant_id, d.day, coalesce(e.sale_id, 0), ${dimensionValues}, ${key}))`;
  await sql`DELETE FROM stats_content_daily c USING ${days} WHERE c.merchant_id = d.merchant_id AND c.day = d.day`.execute(db);
  await sql`
    INSERT INTO stats_content_daily (merchant_id, day, sale_id, ${dimensionColumns}, content_kind, content_id, events, stay_time)
    SELECT d.merchant_id, d.day, ${guideLevel}, ${dimensionValues}, k.kind, k.id, count(*) FILTER (WHERE ${counted('e')}), coalesce(sum(e.stay_time), 0)
    FROM ${dayEvents}
    CROSS JOIN LATERAL (VALUES ${contentPairs}) AS k(kind, id)
    WHERE k.id IS NOT NULL AND e.environment = 'production'
    GROUP BY ${levels(sql`k.kind, k.id`)}`.execute(db);
  await sql`DELETE FROM stats_region_daily r USING ${days} WHERE r.merchant_id = d.merchant_id AND r.day = d.day`.execute(db);
  await sql`
    INSERT INTO stats_region_daily (merchant_id, day, sale_id, ${dimensionColumns}, province, city, events)
    SELECT d.merchant_id, d.day, ${guideLevel}, ${dimensionValues}, e.province, coalesce(e.city, ''), count(*)
    FROM ${dayEvents}
    -- Events that named a region only (migration 026): province '' is the unknown region.
    WHERE e.environment = 'production' AND e.province IS NOT NULL AND ${counted('e')}
    GROUP BY ${levels(sql`e.province, coalesce(e.city, '')`)}`.execute(db);
  await sql`DELETE FROM stats_viewer_daily v USING ${days} WHERE v.merchant_id = d.merchant_id AND v.day = d.day`.execute(db);
  await sql`
    INSERT INTO stats_viewer_daily (merchant_id, day, sale_id, ${dimensionColumns}, viewer_id, events)
    SELECT d.merchant_id, d.day, ${guideLevel}, ${dimensionValues}, e.viewer_id, count(*)
    FROM ${dayEvents}
    WHERE e.environment = 'production' AND e.viewer_id IS NOT NULL AND e.source_type NOT IN (${notViews})
    GROUP BY ${levels(sql`e.viewer_id`)}`.execute(db);
  await sql`DELETE FROM stats_sale_daily s USING ${days} WHERE s.merchant_id = d.merchant_id AND s.day = d.day`.execute(db);
  await sql`
    INSERT INTO stats_sale_daily (merchant_id, day, store_id, sale_id, ${dimensionColumns}, events, views, logins, use_time, stay_time)
    SELECT d.merchant_id, d.day, coalesce(e.store_id, 0), coalesce(e.sale_id, 0), ${dimensionValues}, count(*) FILTER (WHERE ${counted('e')}),
           count(*) FILTER (WHERE e.source_type NOT IN (${notViews})), count(*) FILTER (WHERE e.source_type = 'accountLogin'),
           coalesce(sum(e.use_time) FILTER (WHERE e.source_type = 'saleUseLog'), 0),
           coalesce(sum(e.stay_time) FILTER (WHERE e.source_type NOT IN (${usage})), 0)
    FROM ${dayEvents}
    WHERE e.environment = 'production'
    GROUP BY d.merchant_id, d.day, coalesce(e.store_id, 0), coalesce(e.sale_id, 0), ${dimensionValues}`.execute(db);
  await rollCustomerDays(db, days, dayEvents);
}

/**
 * The customers' visits of the same days (migration 031): one row per customer and day with its
 * production events, their stay time and the last of them; a visit is a day with events. A stay is
 * no event there: a day of stays alone (the view sent the evening before) is no visit and holds no
 * row, and a visit's last event is its last view, share or claim, not the moment it was left. Then the
 * customers whose days were recounted (those that had a row there before, and those that have one
 * now) read their `last_visit_at` and `total_visits` from the table, so a customer's figures come
 * from the rollups and never from scanning its events.
 */
async function rollCustomerDays(db: Db, days: ReturnType<typeof sql>, dayEvents: ReturnType<typeof sql>) {
  const { rows: gone } = await sql<{ merchant_id: string; customer_id: string }>`
    WITH gone AS (DELETE FROM ${sql.table(CUSTOMER_DAY_TABLE)} c USING ${days} WHERE c.merchant_id = d.merchant_id AND c.day = d.day RETURNING c.merchant_id, c.customer_id)
    SELECT DISTINCT merchant_id, customer_id FROM gone`.execute(db);
  const { rows: made } = await sql<{ merchant_id: string; customer_id: string }>`
    WITH made AS (
      INSERT INTO ${sql.table(CUSTOMER_DAY_TABLE)} (merchant_id, customer_id, day, events, stay_time, last_at)
      SELECT d.merchant_id, e.customer_id, d.day, count(*) FILTER (WHERE ${counted('e')}), coalesce(sum(e.stay_time), 0),
             max(e.use_at) FILTER (WHERE ${counted('e')})
      FROM ${dayEvents}
      WHERE e.environment = 'production' AND e.customer_id IS NOT NULL
      GROUP BY d.merchant_id, d.day, e.customer_id
      HAVING count(*) FILTER (WHERE ${counted('e')}) > 0
      RETURNING merchant_id, customer_id
    )
    SELECT DISTINCT merchant_id, customer_id FROM made`.execute(db);
  await refreshCustomerVisits(db, [...gone, ...made]);
}

/**
 * Sets each named customer's `last_visit_at` (its last day's last event) and `total_visits` (its
 * days) from stats_customer_daily. The customers' rows are locked first, in one order: a worker
 * rolling other days of the same customer waits here until the first commits, and its count, read
 * by the next statement, includes the first one's days.
 */
export async function refreshCustomerVisits(db: Db, customers: readonly { merchant_id: string | number; customer_id: string | number }[]): Promise<void> {
  const pairs = [...new Map(customers.map((row) => [`${row.merchant_id}:${row.customer_id}`, row])).values()];
  if (!pairs.length) return;
  const named = sql`unnest(${pairs.map((row) => row.merchant_id)}::bigint[], ${pairs.map((row) => row.customer_id)}::bigint[]) AS t(merchant_id, customer_id)`;
  await sql`
    SELECT c.id FROM customers c JOIN ${named} ON c.id = t.customer_id AND c.merchant_id = t.merchant_id
    ORDER BY c.id FOR UPDATE OF c`.execute(db);
  await sql`
    UPDATE customers c SET last_visit_at = v.last_at, total_visits = v.visits
    FROM (
      SELECT t.merchant_id, t.customer_id, max(s.last_at) AS last_at, count(s.day)::int AS visits
      FROM ${named}
      LEFT JOIN ${sql.table(CUSTOMER_DAY_TABLE)} s ON s.merchant_id = t.merchant_id AND s.customer_id = t.customer_id
      GROUP BY t.merchant_id, t.customer_id
    ) v
    WHERE c.id = v.customer_id AND c.merchant_id = v.merchant_id
      AND (c.last_visit_at IS DISTINCT FROM v.last_at OR c.total_visits <> v.visits)`.execute(db);
}
