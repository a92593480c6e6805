import { type RawBuilder, sql } from 'kysely';
import { STATS_CONTENT_KINDS } from '../../../resources/stats/stats-event.schema.ts';
import { STAY_CARRIES, STAY_SOURCE_TYPE } from '../../../resources/stats/stats-kinds.ts';
import type { StatsFigures, StatsGrouping } from '../../../resources/stats/stats-query.schema.ts';
import { USAGE_STATS_TYPES } from '../../../resources/stats/stats-usage.schema.ts';
import type { Db } from '../../db/database.ts';
import { DAY_DIMENSIONS } from './stats-rollups.repository.ts';
import type { StatsWhere } from './stats-where.ts';

/**
 * Statistics read from the rollups only (issue 16: dashboards never read raw events, except the
 * event log of the detail calls). Every statement pins one level of `stats_hourly` (hourlyLevel):
 * the table holds each event three times, once per level.
 */

export type Sql = RawBuilder<unknown>;
const usage = sql.join(USAGE_STATS_TYPES.map((type) => sql`${type}`));
export const num = (value: unknown) => Number(value ?? 0);

/** The merchant condition on a table aliased `alias` (none for the platform across all merchants). */
function merchantIs(where: StatsWhere, alias: string): Sql {
  return where.merchantId === null ? sql`TRUE` : sql`${sql.ref(`${alias}.merchant_id`)} = ${where.merchantId}`;
}

/** The one level of stats_hourly a query reads: a guide's rows, a store's total, or the merchant's. */
function hourlyLevel(where: StatsWhere, groupBy?: StatsGrouping): Sql {
  if (where.saleId !== null || groupBy === 'sale') {
    const sale = where.saleId !== null ? sql`h.sale_id = ${where.saleId}` : sql`h.sale_id >= 0`;
    return where.storeId !== null ? sql`${sale} AND h.store_id = ${where.storeId}` : sql`${sale} AND h.store_id >= 0`;
  }
  if (where.storeId !== null) return sql`h.store_id = ${where.storeId} AND h.sale_id = -1`;
  if (groupBy === 'store') return sql`h.store_id >= 0 AND h.sale_id = -1`;
  return sql`h.store_id = -1 AND h.sale_id = -1`;
}

/**
 * An hourly row's kind as figures name it: a stay (no event of its own, its stay time only: the
 * rollups count it in no `events`) is shown, split and filtered with the views whose time it
 * carries, so the views' stay time holds it and no kind "stay" of zero events appears.
 */
const shownKind = sql`CASE WHEN h.source_type = ${STAY_SOURCE_TYPE} THEN ${STAY_CARRIES}::text ELSE h.source_type END`;

/** Hours of the period that are over (spec §9 "current up to the last whole hour"). */
function hourlyWhere(where: StatsWhere, groupBy?: StatsGrouping): Sql {
  const end = where.endAt < where.currentTo ? where.endAt : where.currentTo;
  return sql`${merchantIs(where, 'h')} AND h.hour >= ${where.beginAt} AND h.hour < ${end} AND ${hourlyLevel(where, groupBy)}
    ${where.channels ? sql`AND h.channel = ANY(${[...where.channels]}::smallint[])` : sql``}
    ${where.sourceType ? sql`AND ${kindIs(where.sourceType)}` : sql``}`;
}

/** The kind filter on stats_hourly, as shownKind reads it (spelled out, so the rows' key still narrows it): a stay is never a kind of its own. */
function kindIs(kind: string): Sql {
  if (kind === STAY_CARRIES) return sql`h.source_type IN (${kind}, ${STAY_SOURCE_TYPE})`;
  return kind === STAY_SOURCE_TYPE ? sql`FALSE` : sql`h.source_type = ${kind}`;
}

/**
 * Days of the period in the day tables (aliased `alias`), with the guide level pinned (-1 = every
 * guide) and the day dimensions (the channel) narrowed to the filter's values.
 */
export function dayWhere(where: StatsWhere, alias: string, guideLevel = true): Sql {
  const guide = guideLevel ? sql`AND ${sql.ref(`${alias}.sale_id`)} = ${where.guideLevel}` : sql``;
  return sql`${merchantIs(where, alias)} AND ${sql.ref(`${alias}.day`)} BETWEEN ${where.firstDay}::date AND ${where.lastDay}::date ${guide}
    ${dayDimensionsWhere(where, alias)}`;
}

/**
 * The day dimensions (DAY_DIMENSIONS) a filter narrows, on a day table aliased `alias`: nothing
 * for a dimension not asked for, whose rows are all added up.
 */
export function dayDimensionsWhere(where: StatsWhere, alias: string): Sql {
  return sql.join(
    DAY_DIMENSIONS.map((dimension) => {
      const values = dimension.of(where);
      return values ? sql`AND ${sql.ref(`${alias}.${dimension.column}`)} = ANY(${[...values]}::${sql.raw(dimension.type)}[])` : sql``;
    }),
    sql` `,
  );
}

/** The figures of stats_hourly rows; a stay's rows hold no events (the rollup counts none), only its stay time. */
const figureColumns = sql`
  coalesce(sum(h.events), 0)::bigint AS events,
  coalesce(sum(h.events) FILTER (WHERE h.source_type NOT IN (${usage})), 0)::bigint AS views,
  coalesce(sum(h.stay_time) FILTER (WHERE h.source_type NOT IN (${usage})), 0)::bigint AS stay_time,
  coalesce(sum(h.events) FILTER (WHERE h.source_type = 'accountLogin'), 0)::bigint AS logins,
  coalesce(sum(h.use_time) FILTER (WHERE h.source_type = 'saleUseLog'), 0)::bigint AS use_time`;

/**
 * Whether a period's figures come from the guides' days (a few rows a day) rather than every hour's:
 * no filter the day table lacks. It keeps the channel (DAY_DIMENSIONS), not the kind.
 */
const byGuideDays = (where: StatsWhere) => where.sourceType === null;

/** The key figures of a period (spec §9). */
export async function figuresOf(db: Db, where: StatsWhere): Promise<StatsFigures> {
  const saleDay = saleDayWhere(where);
  const activeSales = sql`count(DISTINCT (s.merchant_id, s.sale_id)) FILTER (WHERE s.sale_id > 0 AND s.events > 0)::bigint AS active_sales`;
  const { rows } = byGuideDays(where)
    ? await sql<Record<string, string>>`
        SELECT coalesce(sum(s.events), 0)::bigint AS events, coalesce(sum(s.views), 0)::bigint AS views, coalesce(sum(s.stay_time), 0)::bigint AS stay_time,
          coalesce(sum(s.logins), 0)::bigint AS logins, coalesce(sum(s.use_time), 0)::bigint AS use_time, ${activeSales}
        FROM stats_sale_daily s WHERE ${saleDay}`.execute(db)
    : // The day table keeps no kind: with one asked for, the guides active in it are read off the
      // hours' finest level (a real guide per row), so that figure follows the kind too.
      await sql<Record<string, string>>`
        SELECT ${figureColumns}, (
          SELECT count(DISTINCT (h.merchant_id, h.sale_id)) FILTER (WHERE h.sale_id > 0 AND h.events > 0)::bigint
          FROM stats_hourly h WHERE ${hourlyWhere(where, 'sale')}
        ) AS active_sales
        FROM stats_hourly h WHERE ${hourlyWhere(where)}`.execute(db);
  const row = rows[0] ?? {};
  return {
    events: num(row.events),
    views: num(row.views),
    stay_time: num(row.stay_time),
    logins: num(row.logins),
    use_time: num(row.use_time),
    active_sales: num(row.active_sales),
  };
}

/** Totals per kind: the kinds with events in the period (a view's stays add to its stay time, shownKind). */
export async function byTypeOf(db: Db, where: StatsWhere) {
  const { rows } = await sql<Record<string, string>>`
    SELECT ${shownKind} AS source_type, sum(h.events)::bigint AS events, sum(h.use_time)::bigint AS use_time, sum(h.stay_time)::bigint AS stay_time
    FROM stats_hourly h WHERE ${hourlyWhere(where)} GROUP BY 1 HAVING sum(h.events) > 0 ORDER BY 2 DESC, 1`.execute(db);
  return rows.map((row) => ({ source_type: row.source_type!, events: num(row.events), use_time: num(row.use_time), stay_time: num(row.stay_time) }));
}

/** One day is shown by the hour, longer periods by the day. */
export const grainOf = (where: StatsWhere): 'hour' | 'day' => (where.days === 1 ? 'hour' : 'day');

/** The trend: every bucket of the period, zeros included, optionally split by kind. */
export async function timingOf(db: Db, where: StatsWhere, byType = false) {
  const grain = grainOf(where);
  const format = grain === 'hour' ? 'YYYY-MM-DD HH24:00' : 'YYYY-MM-DD';
  const step = grain === 'hour' ? sql`interval '1 hour'` : sql`interval '1 day'`;
  // Days without a split or a filter the day table lacks: a few rows a day from the guides' days.
  const sums =
    grain === 'day' && !byType && byGuideDays(where)
      ? sql`SELECT s.day::timestamp AS local_start, ''::text AS source_type, sum(s.events)::bigint AS events, sum(s.views)::bigint AS views,
            sum(s.logins)::bigint AS logins, sum(s.use_time)::bigint AS use_time
          FROM stats_sale_daily s WHERE ${saleDayWhere(where)} GROUP BY 1`
      : sql`SELECT date_trunc(${grain}, h.hour AT TIME ZONE ${where.timeZone}) AS local_start, ${byType ? shownKind : sql`''::text`} AS source_type,
            ${figureColumns}
          FROM stats_hourly h WHERE ${hourlyWhere(where)} GROUP BY 1, 2`;
  const { rows } = await sql<Record<string, string>>`
    WITH buckets AS (
      SELECT generate_series(${where.firstDay}::date::timestamp, (${where.lastDay}::date + 1)::timestamp - ${step}, ${step}) AS local_start
    ), sums AS (${sums})
    SELECT to_char(b.local_start, ${format}) AS time, coalesce(s.source_type, '') AS source_type,
      coalesce(s.events, 0) AS events, coalesce(s.views, 0) AS views, coalesce(s.logins, 0) AS logins, coalesce(s.use_time, 0) AS use_time
    FROM buckets b LEFT JOIN sums s ON s.local_start = b.local_start
    -- Hours not yet over have no data yet, not zero events: they are left out.
    ${grain === 'hour' ? sql`WHERE b.local_start < (${where.currentTo}::timestamptz AT TIME ZONE ${where.timeZone})` : sql``}
    ORDER BY b.local_start, 2`.execute(db);
  return {
    grain,
    buckets: rows.map((row) => ({
      time: row.time!,
      ...(byType ? { source_type: row.source_type! } : {}),
      events: num(row.events),
      views: num(row.views),
      logins: num(row.logins),
      use_time: num(row.use_time),
    })),
  };
}

/**
 * Buckets of `POST /admin-api/system/stats/search`, by any one grouping: the groups with events (a
 * guide, channel or kind that only holds stays is none; the kind picker offers what this answers).
 */
export async function searchOf(db: Db, where: StatsWhere, groupBy: StatsGrouping) {
  const key: Record<StatsGrouping, Sql> = {
    day: sql`to_char(h.hour AT TIME ZONE ${where.timeZone}, 'YYYY-MM-DD')`,
    hour: sql`to_char(h.hour AT TIME ZONE ${where.timeZone}, 'YYYY-MM-DD HH24:00')`,
    source_type: shownKind,
    channel: sql`h.channel::text`,
    store: sql`h.store_id::text`,
    sale: sql`h.sale_id::text`,
    merchant: sql`h.merchant_id::text`,
  };
  const { rows } = await sql<Record<string, string>>`
    SELECT ${key[groupBy]} AS key, ${figureColumns} FROM stats_hourly h WHERE ${hourlyWhere(where, groupBy)}
    GROUP BY 1 HAVING sum(h.events) > 0 ORDER BY 1`.execute(db);
  return rows.map((row) => ({ key: row.key!, events: num(row.events), views: num(row.views), logins: num(row.logins), use_time: num(row.use_time) }));
}

export interface Page {
  from: number;
  size: number;
}
export const saleDayColumns = sql`sum(s.events)::bigint AS events, sum(s.views)::bigint AS views, sum(s.logins)::bigint AS logins,
  sum(s.use_time)::bigint AS use_time, sum(s.stay_time)::bigint AS stay_time`;
export function saleDayWhere(where: StatsWhere): Sql {
  return sql`${dayWhere(where, 's', false)} ${where.saleId !== null ? sql`AND s.sale_id = ${where.saleId}` : sql``}
    ${where.storeId !== null ? sql`AND s.store_id = ${where.storeId}` : sql``}`;
}
const contentKindOf = sql.join(
  STATS_CONTENT_KINDS.map((kind) => sql`WHEN e.${sql.ref(`${kind}_id`)} IS NOT NULL THEN ${kind}`),
  sql` `,
);
const contentIdOf = sql`coalesce(${sql.join(STATS_CONTENT_KINDS.map((kind) => sql`e.${sql.ref(`${kind}_id`)}`))})`;

/**
 * The event log (the detail calls): newest first; its total is counted up to the detail window. It
 * lists the events the figures count, so a group's "N events" opens on N lines: stays are no lines
 * (their seconds are in the stay-time figures; a stay names no view, and matching one to its view
 * here would scan a merchant's whole day per line).
 */
export async function eventLog(db: Db, where: StatsWhere, page: Page, window: number, mpUserId?: number) {
  // One mini-program user's events: its customer's, read through the customers' event index.
  const customer =
    mpUserId === undefined
      ? sql``
      : sql`AND e.customer_id IN (SELECT c.id FROM customers c WHERE c.merchant_id = e.merchant_id AND c.mp_user_id = ${mpUserId})`;
  const filters = sql`${merchantIs(where, 'e')} AND e.use_at >= ${where.beginAt} AND e.use_at < ${where.endAt} AND e.environment = 'production' ${customer}
    AND e.source_type <> ${STAY_SOURCE_TYPE}
    ${where.saleId !== null ? sql`AND e.sale_id = ${where.saleId}` : sql``}
    ${where.storeId !== null ? sql`AND e.store_id = ${where.storeId}` : sql``}
    ${where.channels ? sql`AND e.channel = ANY(${[...where.channels]}::smallint[])` : sql``}
    ${where.sourceType ? sql`AND e.source_type = ${where.sourceType}` : sql``}`;
  const [list, counted] = await Promise.all([
    sql<Record<string, unknown>>`
      SELECT e.id, e.merchant_id, e.source_type, e.use_at, e.channel, e.viewer_id, e.store_id, e.sale_id,
        CASE ${contentKindOf} END AS content_kind, ${contentIdOf} AS content_id, e.use_time, e.stay_time, e.province, e.city
      FROM stats_events e WHERE ${filters} ORDER BY e.use_at DESC, e.id DESC LIMIT ${page.size} OFFSET ${page.from}`.execute(db),
    sql<{ n: string }>`SELECT count(*) AS n FROM (SELECT 1 FROM stats_events e WHERE ${filters} LIMIT ${window}) x`.execute(db),
  ]);
  const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    total: num(counted.rows[0]?.n),
    list: list.rows.map((row) => ({
      id: Number(row.id),
      merchant_id: Number(row.merchant_id),
      source_type: String(row.source_type),
      use_at: (row.use_at as Date).toISOString(),
      channel: Number(row.channel),
      viewer_id: (row.viewer_id as string | null) ?? null,
      store_id: nullableNumber(row.store_id),
      sale_id: nullableNumber(row.sale_id),
      content_kind: (row.content_kind as (typeof STATS_CONTENT_KINDS)[number] | null) ?? null,
      content_id: nullableNumber(row.content_id),
      use_time: nullableNumber(row.use_time),
      stay_time: nullableNumber(row.stay_time),
      province: (row.province as string | null) ?? null,
      city: (row.city as string | null) ?? null,
    })),
  };
}
