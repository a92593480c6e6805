import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { STATS_CONTENT_KINDS, type StatsEvent } from '../../../resources/stats/stats-event.schema.ts';
import { copyField, copyIn } from '../../db/copy-in.ts';
import { type Db, poolOf } from '../../db/database.ts';

/** The event columns besides its merchant and time, in the order COPY takes them. */
const ID_COLUMNS = ['store_id', 'sale_id', 'customer_id', ...STATS_CONTENT_KINDS.map((kind) => `${kind}_id` as const)] as const;
type IdColumn = (typeof ID_COLUMNS)[number];
const COLUMNS = [
  'source_type',
  'channel',
  'environment',
  'viewer_id',
  'use_time',
  'stay_time',
  'province',
  'city',
  ...ID_COLUMNS,
] as const satisfies readonly (keyof StatsEvent)[];
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
 * committed without its hour being marked (migration 011). Figure 8a: the events go with COPY, as
 * text built here (PostgreSQL stores a COPY's rows together, for about a quarter less of its time
 * per event than INSERT … SELECT FROM unnest, and the server builds one string instead of a quoted
 * array per column), and the marks follow it in the same simple query, so both commit in its one
 * implicit transaction, in one exchange with PostgreSQL. The hours are in UTC whatever the
 * session's zone (rollups are hourly in UTC).
 */
export async function recordBatches(db: Db, batches: EventBatch[]): Promise<void> {
  // Only the columns some event fills: most events name one kind of content of the eight.
  const filled = COLUMNS.filter((column) => batches.some(({ events }) => events.some((event) => event[column] !== undefined && event[column] !== null)));
  let text = '';
  const marks = new Map<string, [number, number]>();
  for (const { merchantId, events } of batches)
    for (const event of events) {
      text += `${merchantId}\t${copyField(event.use_at)}`;
      for (const column of filled) text += `\t${copyField(event[column])}`;
      text += '\n';
      const hour = Math.floor(Date.parse(event.use_at) / HOUR_MS) * HOUR_MS;
      const mark = `${merchantId}:${hour}`;
      if (!marks.has(mark)) marks.set(mark, [merchantId, hour]);
    }
  const copy = `COPY stats_events (merchant_id, use_at${filled.map((column) => `, ${column}`).join('')}) FROM STDIN`;
  const client = await poolOf(db).connect();
  try {
    // Marks are only ever added (migration 013): no batch waits on another's.
    await copyIn(client, `${copy}; INSERT INTO stats_dirty_hours (merchant_id, hour) VALUES ${markValues(marks.values())}`, text);
    client.release();
  } catch (error) {
    // An error answered by PostgreSQL leaves the connection usable, a broken one does not: either
    // way a rare event, so the connection is not given back.
    client.release(true);
    throw error;
  }
}

/**
 * The marks as VALUES literals: a simple query (the only kind COPY can share) takes no parameters.
 * Nothing but a safe integer and an ISO time built here ever reaches the text.
 */
function markValues(marks: Iterable<[number, number]>): string {
  const rows: string[] = [];
  for (const [merchantId, hour] of marks) {
    if (!Number.isSafeInteger(merchantId) || !Number.isSafeInteger(hour)) throw new Error(`recordBatches: bad mark ${merchantId}:${hour}`);
    rows.push(`(${merchantId}, '${new Date(hour).toISOString()}')`);
  }
  return rows.join(', ');
}

/**
 * Where an event's ids must name the key's merchant's own records: every id column has its table
 * since plans and halls (plans, issue 20), coupons and activities (issue 32) and apps (issue 38),
 * the subjects the public showroom's events name.
 */
export const REFERENCED_TABLES: Record<IdColumn, string> = {
  store_id: 'stores',
  sale_id: 'accounts',
  customer_id: 'customers',
  application_id: 'apps',
  plan_id: 'plans',
  commodity_id: 'commodities',
  album_id: 'albums',
  video_id: 'videos',
  document_id: 'documents',
  activity_id: 'activities',
  coupon_id: 'coupons',
};

/**
 * The body paths of ids that do not name one of the merchant's records: another merchant's or a
 * missing one (a deleted one is the merchant's still: events about it are real). Each
 * distinct id is looked at once (a batch names the same store and goods over and over), and the
 * events are walked again for paths only when one is wrong.
 */
export async function foreignIds(db: Db, merchantId: number, events: StatsEvent[], known?: KnownRecords): Promise<string[]> {
  const sent = new Map<IdColumn, Set<number>>();
  for (const event of events)
    for (const column of ID_COLUMNS) {
      const id = event[column];
      if (id === undefined) continue;
      const ids = sent.get(column);
      if (ids) ids.add(id);
      else sent.set(column, new Set([id]));
    }
  const owned = new Set<string>();
  const unknown: { column: IdColumn; table: string; ids: number[] }[] = [];
  for (const [column, ids] of sent) {
    const table = REFERENCED_TABLES[column];
    const notKnown: number[] = [];
    for (const id of ids) {
      if (known?.get(`${column}:${id}`) === merchantId) owned.add(`${column}:${id}`);
      else notKnown.push(id);
    }
    if (notKnown.length) unknown.push({ column, table, ids: notKnown });
  }
  if (unknown.length) {
    // Every kind not known yet, in one round trip.
    const lookups = unknown.map(
      ({ column, table, ids }) =>
        sql`SELECT ${column}::text AS name, id FROM ${sql.table(table)} WHERE merchant_id = ${merchantId} AND id = ANY(${ids}::bigint[])`,
    );
    const { rows } = await sql<{ name: string; id: string }>`${sql.join(lookups, sql` UNION ALL `)}`.execute(db);
    for (const row of rows) {
      owned.add(`${row.name}:${Number(row.id)}`);
      known?.set(`${row.name}:${Number(row.id)}`, merchantId);
    }
  }
  let sentCount = 0;
  for (const ids of sent.values()) sentCount += ids.size;
  if (owned.size === sentCount) return [];
  const wrong: string[] = [];
  for (const column of ID_COLUMNS)
    events.forEach((event, index) => {
      const id = event[column];
      if (id !== undefined && !owned.has(`${column}:${id}`)) wrong.push(`events.${index}.${column}`);
    });
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
