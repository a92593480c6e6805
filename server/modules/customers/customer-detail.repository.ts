import { sql } from 'kysely';
import { STAY_CARRIES, STAY_SOURCE_TYPE } from '../../../resources/stats/stats-kinds.ts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';
import { accountName } from './customers.repository.ts';

/** Where a timeline page ends: an instant (UTC ISO text to the microsecond), the source's rank (order changes 1, visits 0) and the row's id. */
export interface TimelineKey {
  at: string;
  rank: 0 | 1;
  id: number;
}

/** An instant as UTC ISO text to the microsecond: exact, so a cursor names the very row it ends at. */
const isoMicros = (column: string) => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Rows strictly older than the key in the timeline's order (instant, rank, id; all descending):
 * same instant and a lower rank, or same rank and a lower id. `<=` first, so the index's range holds.
 */
function olderThan(timeColumn: string, idColumn: string, rank: 0 | 1, key: TimelineKey | undefined) {
  if (!key) return sql`TRUE`;
  const at = sql`${key.at}::timestamptz`;
  const sameInstant = rank < key.rank ? sql`TRUE` : rank > key.rank ? sql`FALSE` : sql`${sql.ref(idColumn)} < ${key.id}`;
  return sql`${sql.ref(timeColumn)} <= ${at} AND (${sql.ref(timeColumn)} < ${at} OR ${sameInstant})`;
}

/** One customer the scope sees (a guide: its own only), or none: another merchant's, another guide's or a missing one. */
export async function visibleCustomer(db: Db, scope: Scope, id: number) {
  const row = await tenantTable(db, 'customers', scope, { saleColumn: 'sale_id' })
    .selectFrom()
    .select(['customers.id', 'customers.merchant_id'])
    .where('customers.id', '=', id)
    .executeTakeFirst();
  return row ? { id: Number(row.id), merchantId: Number(row.merchant_id) } : undefined;
}

export type VisitRow = {
  id: string;
  at: string;
  source_type: string;
  channel: number;
  stay_time: number | null;
} & Record<`${string}_id`, string | null>;

/**
 * A page of the customer's statistics events (production only, as every statistic), newest first,
 * through stats_events_customer_idx (merchant, customer, use_at DESC). A stay (STAY_SOURCE_TYPE: the
 * showroom's seconds on a view, sent on leaving) is no line of its own: its seconds are the stay
 * time of the customer's view of the same subject by the same viewer that it follows (up to that
 * view's next one), read through the same index, so "Viewed app X · stayed 3 min" is one line.
 */
export async function visitsOf(
  db: Db,
  customer: { id: number; merchantId: number },
  contentColumns: readonly string[],
  before: TimelineKey | undefined,
  limit: number,
) {
  const sameSubject = (other: string) =>
    sql.join(
      [
        sql`${sql.ref(`${other}.viewer_id`)} IS NOT DISTINCT FROM e.viewer_id`,
        ...contentColumns.map((column) => sql`${sql.ref(`${other}.${column}`)} IS NOT DISTINCT FROM ${sql.ref(`e.${column}`)}`),
      ],
      sql` AND `,
    );
  const customerEvents = (alias: string, kind: string) =>
    sql`${sql.ref(`${alias}.merchant_id`)} = e.merchant_id AND ${sql.ref(`${alias}.customer_id`)} = e.customer_id
      AND ${sql.ref(`${alias}.environment`)} = 'production' AND ${sql.ref(`${alias}.source_type`)} = ${kind} AND ${sameSubject(alias)}`;
  const columns = sql.join(contentColumns.map((column) => sql.ref(`e.${column}`)));
  // The page first, then its views' stays: the lateral runs for the page's lines only.
  const { rows } = await sql<VisitRow>`
    SELECT e.id, ${isoMicros('e.use_at')} AS at, e.source_type, e.channel,
      CASE WHEN stays.seconds IS NULL THEN e.stay_time ELSE coalesce(e.stay_time, 0) + stays.seconds END AS stay_time, ${columns}
    FROM (
      SELECT e.id, e.merchant_id, e.customer_id, e.viewer_id, e.use_at, e.source_type, e.channel, e.stay_time, ${columns}
      FROM stats_events e
      WHERE e.merchant_id = ${customer.merchantId} AND e.customer_id = ${customer.id} AND e.environment = 'production'
        AND e.source_type <> ${STAY_SOURCE_TYPE}
        AND ${olderThan('e.use_at', 'e.id', 0, before)}
      ORDER BY e.use_at DESC, e.id DESC
      LIMIT ${limit}
    ) e
    LEFT JOIN LATERAL (
      SELECT sum(s.stay_time) AS seconds FROM stats_events s
      WHERE ${customerEvents('s', STAY_SOURCE_TYPE)} AND s.use_at >= e.use_at
        AND s.use_at < coalesce((
          SELECT min(n.use_at) FROM stats_events n WHERE ${customerEvents('n', STAY_CARRIES)} AND (n.use_at, n.id) > (e.use_at, e.id)
        ), 'infinity')
    ) stays ON e.source_type = ${STAY_CARRIES}
    ORDER BY e.use_at DESC, e.id DESC`.execute(db);
  return rows;
}

export interface OrderChangeRow {
  id: string;
  at: string;
  action: string;
  moves: { field: string; from: string; to: string }[] | null;
  created_status: string | null;
  account_name: string;
  order_id: string;
  order_number: string;
}

/** A page of the audit entries that made one of the customer's intention orders or moved its status, newest first. */
export async function orderChangesOf(db: Db, customer: { id: number; merchantId: number }, before: TimelineKey | undefined, limit: number) {
  const { rows } = await sql<OrderChangeRow>`
    SELECT a.id, ${isoMicros('a.created_at')} AS at, a.action, a.moves, a.after->>'status' AS created_status, a.account_name,
           o.id AS order_id, o.number AS order_number
    FROM intention_orders o
    JOIN audit_log a ON a.entity = 'intention-orders' AND a.record_id = o.id AND a.merchant_id = o.merchant_id
    WHERE o.merchant_id = ${customer.merchantId} AND o.customer_id = ${customer.id}
      AND (a.action = 'create' OR a.moves @> '[{"field": "status"}]'::jsonb)
      AND ${olderThan('a.created_at', 'a.id', 1, before)}
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** The customer's notes, newest first. */
export async function notesOf(db: Db, scope: Scope, customerId: number, limit: number) {
  return (await tenantTable(db, 'customer_notes', scope)
    .selectFrom()
    .select(['customer_notes.id', 'customer_notes.author_id', 'customer_notes.author_name', 'customer_notes.body', 'customer_notes.created_at'])
    .where('customer_notes.customer_id', '=', customerId)
    .orderBy('customer_notes.id', 'desc')
    .limit(limit)
    .execute()) as NoteRow[];
}

export interface NoteRow {
  id: string | number;
  author_id: string | number | null;
  author_name: string;
  body: string;
  created_at: Date;
}

/** Adds a note to the customer, written by the account under its display name. */
export async function insertNote(db: Db, scope: Scope, customerId: number, authorId: number, body: string): Promise<NoteRow> {
  const author = await db.selectFrom('accounts').select(accountName.as('name')).where('accounts.id', '=', authorId).executeTakeFirst();
  return (await tenantTable(db, 'customer_notes', scope)
    .insertInto({ customer_id: customerId, author_id: authorId, author_name: author?.name ?? '', body })
    .returning(['id', 'author_id', 'author_name', 'body', 'created_at'])
    .executeTakeFirstOrThrow()) as NoteRow;
}
