import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { STATS_CONTENT_KINDS, type StatsEvent } from '../../../resources/stats/stats-event.schema.ts';
import type { Db } from '../../db/database.ts';

/** The event columns a batch may fill besides its time, with their array types. */
const ID_COLUMNS = ['store_id', 'sale_id', 'customer_id', ...STATS_CONTENT_KINDS.map((kind) => `${kind}_id` as const)] as const;
const COLUMNS: readonly (readonly [keyof StatsEvent, string])[] = [
  ['source_type', 'text'],
  ['channel', 'smallint'],
  ['environment', 'text'],
  ['viewer_id', 'text'],
  ['use_time', 'int'],
  ['stay_time', 'int'],
  ['province', 'text'],
  ['city', 'text'],
  ...ID_COLUMNS.map((name) => [name, 'bigint'] as const),
];
const HOUR_MS = 60 * 60 * 1000;

/** One merchant's events, as one call sent them. */
export interface EventBatch {
  merchantId: number;
  events: StatsEvent[];
}

/** Writes a batch of one merchant's events and marks their hours (recordBatches). */
export function recordEvents(db: Db, merchantId: number, events: StatsEvent[]): Promise<void> {
  return recordBatches(db, [{ merchantId, events }]);
}

/**
 * Writes batches of events and marks their hours for the rollup job, atomically: an event is never
 * committed without its hour being marked (migration 011). One statement whatever the batch sizes:
 * each column the batches fill goes over as one array (columns they leave empty are not sent:
 * most events name one kind of content of the eight), and the hours they mark, in UTC whatever
 * the session's zone (rollups are hourly in UTC), as two more.
 */
export async function recordBatches(db: Db, batches: EventBatch[]): Promise<void> {
  const events = batches.flatMap((batch) => batch.events);
  const merchants = batches.flatMap((batch) => batch.events.map(() => batch.merchantId));
  const filled = COLUMNS.filter(([name]) => events.some((event) => event[name] !== undefined && event[name] !== null));
  const useAt = events.map((event) => event.use_at);
  const marks = new Map<string, [number, Date]>();
  events.forEach((event, index) => {
    const hour = Math.floor(Date.parse(event.use_at) / HOUR_MS) * HOUR_MS;
    marks.set(`${merchants[index]}:${hour}`, [merchants[index], new Date(hour)]);
  });
  // Marks are only ever added (migration 013): no batch waits on another's.
  await sql`
    WITH written AS (
      INSERT INTO stats_events (merchant_id, use_at, ${sql.join(filled.map(([name]) => sql.ref(name)))})
      SELECT * FROM unnest(${merchants}::bigint[], ${useAt}::timestamptz[],
        ${sql.join(filled.map(([name, type]) => sql`${events.map((event) => event[name] ?? null)}::${sql.raw(type)}[]`))})
    )
    INSERT INTO stats_dirty_hours (merchant_id, hour)
    SELECT * FROM unnest(${[...marks.values()].map(([merchant]) => merchant)}::bigint[], ${[...marks.values()].map(([, hour]) => hour)}::timestamptz[])`.execute(
    db,
  );
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
export async function foreignIds(db: Db, merchantId: number, events: StatsEvent[], known?: KnownRecords): Promise<string[]> {
  const owned = (name: string, id: number) => known?.get(`${name}:${id}`) === merchantId;
  const sentByColumn = ID_COLUMNS.map((name) => ({
    name,
    sent: [...new Set(events.map((event) => event[name]).filter((id): id is number => id !== undefined))],
  })).filter(({ sent }) => sent.length);
  const lookups = sentByColumn.flatMap(({ name, sent }) => {
    const table = REFERENCED_TABLES[name];
    const unknown = sent.filter((id) => !owned(name, id));
    return table && unknown.length
      ? [sql`SELECT ${name}::text AS name, id FROM ${sql.table(table)} WHERE merchant_id = ${merchantId} AND id = ANY(${unknown}::bigint[])`]
      : [];
  });
  // Every kind not known yet, in one round trip.
  const found = new Set<string>();
  if (lookups.length) {
    const { rows } = await sql<{ name: string; id: string }>`${sql.join(lookups, sql` UNION ALL `)}`.execute(db);
    for (const row of rows) {
      found.add(`${row.name}:${Number(row.id)}`);
      known?.set(`${row.name}:${Number(row.id)}`, merchantId);
    }
  }
  const wrong: string[] = [];
  for (const { name } of sentByColumn) {
    const table = REFERENCED_TABLES[name];
    events.forEach((event, index) => {
      const id = event[name];
      if (id !== undefined && !(table && (found.has(`${name}:${id}`) || owned(name, id)))) wrong.push(`events.${index}.${name}`);
    });
  }
  return wrong;
}

/** At most this many record owners are kept per instance. */
const KNOWN_RECORDS_MAX = 50_000;

/**
 * Which merchant owns a record (`commodity_id:17` → 3), per instance: events name the same popular
 * content over and over, and a record never changes merchant nor is its id reused, so an owner
 * once read stays true and needs no invalidation. A deleted record keeps being accepted, as it is
 * by the query (events about content viewed just before it went are real).
 */
export type KnownRecords = LRUCache<string, number>;
export const knownRecords = (): KnownRecords => new LRUCache<string, number>({ max: KNOWN_RECORDS_MAX });
