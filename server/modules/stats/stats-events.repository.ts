import { sql } from 'kysely';
import { STATS_CONTENT_KINDS, type StatsEvent } from '../../../resources/stats/stats-event.schema.ts';
import type { Db } from '../../db/database.ts';

/** The event columns a batch fills, in the order of the insert's arrays. */
const ID_COLUMNS = ['store_id', 'sale_id', 'customer_id', ...STATS_CONTENT_KINDS.map((kind) => `${kind}_id` as const)] as const;

/**
 * Writes a batch of one merchant's events and marks their hours for the rollup job, atomically: an
 * event is never committed without its hour being marked (migration 011). One statement whatever
 * the batch size: each column goes over as one array.
 */
export async function recordEvents(db: Db, merchantId: number, events: StatsEvent[]): Promise<void> {
  const column = <T>(pick: (event: StatsEvent) => T | undefined) => events.map((event) => pick(event) ?? null);
  const useAt = column((event) => event.use_at);
  const ids = ID_COLUMNS.map((name) => column((event) => event[name]));
  // One statement, so one round trip and still atomic: the events, and the hours they mark, in
  // UTC whatever the session's zone (rollups are hourly in UTC). DO UPDATE, not DO NOTHING: it
  // waits for a rollup that holds the hour's mark, and marks it again once that rollup has taken
  // it away, so an event committed while its hour is being rolled is rolled next time.
  await sql`
    WITH written AS (
      INSERT INTO stats_events (merchant_id, source_type, use_at, channel, environment, viewer_id, use_time, stay_time, province, city, ${sql.join(ID_COLUMNS.map((name) => sql.ref(name)))})
      SELECT ${merchantId}, *
      FROM unnest(
        ${column((event) => event.source_type)}::text[], ${useAt}::timestamptz[], ${column((event) => event.channel)}::smallint[],
        ${column((event) => event.environment)}::text[], ${column((event) => event.viewer_id)}::text[],
        ${column((event) => event.use_time)}::int[], ${column((event) => event.stay_time)}::int[],
        ${column((event) => event.province)}::text[], ${column((event) => event.city)}::text[],
        ${sql.join(ids.map((values) => sql`${values}::bigint[]`))}
      )
      RETURNING 1
    )
    INSERT INTO stats_dirty_hours (merchant_id, hour)
    SELECT DISTINCT ${merchantId}::bigint, date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
    FROM unnest(${useAt}::timestamptz[]) AS at
    ON CONFLICT (merchant_id, hour) DO UPDATE SET marked_at = excluded.marked_at`.execute(db);
}

/** Where an event's ids must name the key's merchant's own records; kinds not listed have no records yet. */
export const REFERENCED_TABLES: Partial<Record<(typeof ID_COLUMNS)[number], string>> = {
  store_id: 'stores',
  sale_id: 'accounts',
  commodity_id: 'commodities',
  album_id: 'albums',
  video_id: 'videos',
  document_id: 'documents',
};

/**
 * The body paths of ids that do not name one of the merchant's records: another merchant's, a
 * missing one, or a kind the product holds no records of yet (plans, apps, customers…).
 */
export async function foreignIds(db: Db, merchantId: number, events: StatsEvent[]): Promise<string[]> {
  const sentByColumn = ID_COLUMNS.map((name) => ({
    name,
    sent: [...new Set(events.map((event) => event[name]).filter((id): id is number => id !== undefined))],
  })).filter(({ sent }) => sent.length);
  const lookups = sentByColumn.flatMap(({ name, sent }) => {
    const table = REFERENCED_TABLES[name];
    return table ? [sql`SELECT ${name}::text AS name, id FROM ${sql.table(table)} WHERE merchant_id = ${merchantId} AND id = ANY(${sent}::bigint[])`] : [];
  });
  // Every kind in one round trip.
  const found = new Set<string>();
  if (lookups.length) {
    const { rows } = await sql<{ name: string; id: string }>`${sql.join(lookups, sql` UNION ALL `)}`.execute(db);
    for (const row of rows) found.add(`${row.name}:${Number(row.id)}`);
  }
  const wrong: string[] = [];
  for (const { name } of sentByColumn) {
    events.forEach((event, index) => {
      const id = event[name];
      if (id !== undefined && !found.has(`${name}:${id}`)) wrong.push(`events.${index}.${name}`);
    });
  }
  return wrong;
}
