import { sql } from 'kysely';
import type { StatsRankRow } from '../../../resources/stats/stats-query.schema.ts';
import type { Db } from '../../db/database.ts';
import { dayDimensionsWhere, dayWhere, num, type Page, type Sql, saleDayColumns, saleDayWhere } from './stats-query.repository.ts';
import type { StatsWhere } from './stats-where.ts';

/**
 * The rankings and the map (spec §9: top-10 views, top-5 tags; their detail lists by page), from the
 * day tables, narrowed to the channel group asked for (dayWhere, saleDayWhere). A row that holds
 * only stays (stay time, no event: STAY_SOURCE_TYPE) ranks nothing: `withEvents` leaves it out.
 */

/** The groups a ranking lists: those with events in the period, never a zero row made of stays alone. */
const withEvents = (events: Sql) => sql`HAVING sum(${events}) > 0`;

export interface Ranked {
  list: StatsRankRow[];
  total: number;
}

/** Runs a ranking's grouped statement with its page and its total (rows ranked, not events). */
export async function ranked(
  db: Db,
  grouped: Sql,
  page: Page,
  by: 'events' | 'use_time' = 'events',
): Promise<{ rows: Record<string, string>[]; total: number }> {
  const { rows } = await sql<Record<string, string>>`
    SELECT g.*, count(*) OVER () AS total FROM (${grouped}) g
    ORDER BY ${sql.ref(`g.${by}`)} DESC, g.key LIMIT ${page.size} OFFSET ${page.from}`.execute(db);
  let total = num(rows[0]?.total);
  if (!rows.length && page.from > 0) {
    const counted = await sql<{ n: string }>`SELECT count(*) AS n FROM (${grouped}) g`.execute(db);
    total = num(counted.rows[0]?.n);
  }
  return { rows, total };
}

/** Content rankings (top-10 views, spec §9): from the day table; names from each kind's records. */
export async function contentRank(db: Db, where: StatsWhere, page: Page, names: ContentNames, kind?: string): Promise<Ranked> {
  const { rows, total } = await ranked(
    db,
    sql`SELECT c.content_kind || ':' || c.content_id AS key, c.content_kind AS kind, c.content_id AS id,
          sum(c.events)::bigint AS events, sum(c.stay_time)::bigint AS stay_time
        FROM stats_content_daily c WHERE ${dayWhere(where, 'c')} ${kind ? sql`AND c.content_kind = ${kind}` : sql``}
        GROUP BY c.content_kind, c.content_id ${withEvents(sql`c.events`)}`,
    page,
  );
  const titles = await names(rows.map((row) => ({ kind: row.kind!, id: num(row.id) })));
  return {
    total,
    list: rows.map((row) => ({
      key: row.key!,
      kind: row.kind!,
      id: num(row.id),
      name: titles.get(row.key!) ?? `${row.kind} ${row.id}`,
      events: num(row.events),
      stay_time: num(row.stay_time),
    })),
  };
}

/** Looks up the titles of ranked content (`<kind>:<id>` → title). */
export type ContentNames = (items: { kind: string; id: number }[]) => Promise<Map<string, string>>;

/**
 * Tag rankings (top-5 tags, spec §9): the views of content carrying each tag, by the tags it carries
 * now. The period's content is totalled first (a few thousand rows), then each item's tags are
 * looked up through record_tags' key: joined the other way round, the planner hashed every tag of
 * the product (124 ms against 32 ms over the bench's 10 million events, issue 16 figure 9c).
 */
export async function tagRank(db: Db, where: StatsWhere, page: Page): Promise<Ranked> {
  const { rows, total } = await ranked(
    db,
    sql`WITH content AS MATERIALIZED (
          SELECT c.merchant_id, c.content_kind, c.content_id, sum(c.events) AS events, sum(c.stay_time) AS stay_time
          FROM stats_content_daily c WHERE ${dayWhere(where, 'c')} GROUP BY 1, 2, 3
        )
        SELECT t.group_id || ':' || t.item AS key, min(g.name) || ' · ' || t.item AS name, sum(c.events)::bigint AS events, sum(c.stay_time)::bigint AS stay_time
        FROM content c
        CROSS JOIN LATERAL (
          SELECT r.group_id, r.item FROM record_tags r
          WHERE r.area = c.content_kind AND r.record_id = c.content_id AND r.merchant_id = c.merchant_id
          OFFSET 0 -- kept a per-item lookup: the planner may not flatten it into a hash of every tag
        ) t
        JOIN tag_groups g ON g.id = t.group_id
        GROUP BY t.group_id, t.item ${withEvents(sql`c.events`)}`,
    page,
  );
  return { total, list: rows.map((row) => ({ key: row.key!, name: row.name!, events: num(row.events), stay_time: num(row.stay_time) })) };
}

const rankRow = (row: Record<string, string>, name: string): StatsRankRow => ({
  key: row.key!,
  id: num(row.id),
  name,
  events: num(row.events),
  stay_time: num(row.stay_time),
  use_time: num(row.use_time),
  logins: num(row.logins),
});

/** Guides ranked by events, or by usage time (`duration/sum/detail`). */
export async function saleRank(db: Db, where: StatsWhere, page: Page, by: 'events' | 'use_time' = 'events'): Promise<Ranked> {
  const { rows, total } = await ranked(
    db,
    sql`SELECT s.sale_id::text AS key, s.sale_id AS id, ${saleDayColumns},
          min(coalesce(nullif(a.name, ''), nullif(a.nickname, ''), a.username)) AS name
        FROM stats_sale_daily s JOIN accounts a ON a.id = s.sale_id
        WHERE ${saleDayWhere(where)} AND s.sale_id > 0 GROUP BY s.sale_id ${withEvents(sql`s.events`)}`,
    page,
    by,
  );
  return { total, list: rows.map((row) => rankRow(row, row.name!)) };
}

/** Stores ranked by events (events of no store are left out). */
export async function storeRank(db: Db, where: StatsWhere, page: Page): Promise<Ranked> {
  const { rows, total } = await ranked(
    db,
    sql`SELECT s.store_id::text AS key, s.store_id AS id, ${saleDayColumns}, min(st.name) AS name
        FROM stats_sale_daily s JOIN stores st ON st.id = s.store_id
        WHERE ${saleDayWhere(where)} AND s.store_id > 0 GROUP BY s.store_id ${withEvents(sql`s.events`)}`,
    page,
  );
  return { total, list: rows.map((row) => rankRow(row, row.name!)) };
}

/** Each merchant's overview (spec `merchantComprehensiveData`; the operator's `merchantOperateData`). */
export async function merchantRank(db: Db, where: StatsWhere, page: Page): Promise<Ranked> {
  const { rows, total } = await ranked(
    db,
    sql`SELECT m.id::text AS key, m.id, min(m.name) AS name, coalesce(sum(s.events), 0)::bigint AS events, coalesce(sum(s.views), 0)::bigint AS views,
          coalesce(sum(s.logins), 0)::bigint AS logins, coalesce(sum(s.use_time), 0)::bigint AS use_time, coalesce(sum(s.stay_time), 0)::bigint AS stay_time,
          count(DISTINCT s.sale_id) FILTER (WHERE s.sale_id > 0 AND s.events > 0)::bigint AS active_sales
        FROM merchants m LEFT JOIN stats_sale_daily s ON s.merchant_id = m.id AND s.day BETWEEN ${where.firstDay}::date AND ${where.lastDay}::date
          ${dayDimensionsWhere(where, 's')}
        WHERE ${where.merchantId === null ? sql`TRUE` : sql`m.id = ${where.merchantId}`}
        GROUP BY m.id`,
    page,
  );
  return { total, list: rows.map((row) => ({ ...rankRow(row, row.name!), views: num(row.views), active_sales: num(row.active_sales) })) };
}

/** Plans viewed through each guide (`sale/plan/rank`). */
export async function salePlanRank(db: Db, where: StatsWhere, page: Page, names: ContentNames): Promise<Ranked> {
  const guides = where.saleId !== null ? sql`c.sale_id = ${where.saleId}` : sql`c.sale_id > 0`;
  const { rows, total } = await ranked(
    db,
    sql`SELECT c.sale_id || ':' || c.content_id AS key, c.sale_id, c.content_id AS id, sum(c.events)::bigint AS events, sum(c.stay_time)::bigint AS stay_time,
          min(coalesce(nullif(a.name, ''), nullif(a.nickname, ''), a.username)) AS sale_name
        FROM stats_content_daily c JOIN accounts a ON a.id = c.sale_id
        WHERE ${dayWhere(where, 'c', false)} AND ${guides} AND c.content_kind = 'plan'
        GROUP BY c.sale_id, c.content_id ${withEvents(sql`c.events`)}`,
    page,
  );
  const titles = await names(rows.map((row) => ({ kind: 'plan', id: num(row.id) })));
  return {
    total,
    list: rows.map((row) => {
      // A plan gone from the records is said to be deleted, as in the content rankings: never "plan 5".
      const title = titles.get(`plan:${row.id}`);
      return {
        key: row.key!,
        kind: 'plan',
        id: num(row.id),
        name: title ? `${row.sale_name} · ${title}` : `${row.sale_name} ·`,
        ...(title ? {} : { deleted: true }),
        events: num(row.events),
        stay_time: num(row.stay_time),
      };
    }),
  };
}

/**
 * Events per region for the map (spec §3): provinces and, within them, cities, as their codes
 * (migration 026); province '' is the unknown region (an event that named a place of no province
 * of China), counted like any other.
 */
export async function regionsOf(db: Db, where: StatsWhere, page: Page) {
  const { rows, total } = await ranked(
    db,
    sql`SELECT r.province || '/' || r.city AS key, r.province, r.city, sum(r.events)::bigint AS events
        FROM stats_region_daily r WHERE ${dayWhere(where, 'r')} GROUP BY r.province, r.city`,
    page,
  );
  const provinces = await sql<{ province: string; events: string }>`
    SELECT r.province, sum(r.events)::bigint AS events FROM stats_region_daily r
    WHERE ${dayWhere(where, 'r')} GROUP BY 1 ORDER BY 2 DESC, 1`.execute(db);
  return {
    provinces: provinces.rows.map((row) => ({ province: row.province, events: num(row.events) })),
    list: rows.map((row) => ({ province: row.province!, city: row.city!, events: num(row.events) })),
    total,
  };
}
