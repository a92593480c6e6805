import { CUSTOMER_NOTES_SHOWN, TIMELINE_CURSOR, type TimelineItem, type TimelinePage } from '../../../resources/customers/customer-detail.schema.ts';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { STATS_CONTENT_KINDS, type StatsContentKind } from '../../../resources/stats/stats-event.schema.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { contentNames } from '../stats/stats-content-names.ts';
import {
  insertNote,
  type NoteRow,
  type OrderChangeRow,
  notesOf,
  orderChangesOf,
  type TimelineKey,
  type VisitRow,
  visibleCustomer,
  visitsOf,
} from './customer-detail.repository.ts';

/**
 * What an event names as viewed when it names several (a plan inside an app): the most specific
 * content first, the app last.
 */
const VIEWED_FIRST: readonly StatsContentKind[] = [...STATS_CONTENT_KINDS.filter((kind) => kind !== 'application'), 'application'];
const CONTENT_COLUMNS = VIEWED_FIRST.map((kind) => `${kind}_id`);

const viewedKind = (row: VisitRow) => VIEWED_FIRST.find((kind) => row[`${kind}_id`] !== null && row[`${kind}_id`] !== undefined);

/** The customer the scope sees, or 404 (another merchant's, another guide's, or none). */
async function customerOr404(db: Db, scope: Scope, id: number) {
  const customer = await visibleCustomer(db, scope, id);
  if (!customer) throw notFound();
  return customer;
}

function parseCursor(cursor: string | undefined): TimelineKey | undefined {
  const match = cursor ? TIMELINE_CURSOR.exec(cursor) : null;
  if (!match) return undefined;
  return { at: match[1]!, rank: match[2] === 'o' ? 1 : 0, id: Number(match[3]) };
}

const keyOf = (item: TimelineItem): TimelineKey => ({ at: item.at, rank: item.kind === 'visit' ? 0 : 1, id: Number(item.key.slice(1)) });

/** Newest first: by instant, then order changes before visits, then by id. */
function newerFirst(a: TimelineItem, b: TimelineItem): number {
  const [x, y] = [keyOf(a), keyOf(b)];
  if (x.at !== y.at) return x.at < y.at ? 1 : -1;
  if (x.rank !== y.rank) return y.rank - x.rank;
  return y.id - x.id;
}

function visitItem(row: VisitRow, names: Map<string, string>): TimelineItem {
  const kind = viewedKind(row) ?? null;
  const contentId = kind ? Number(row[`${kind}_id`]) : null;
  return {
    kind: 'visit',
    key: `v${row.id}`,
    at: row.at,
    source_type: row.source_type,
    content_kind: kind,
    content_id: contentId,
    content_name: kind ? (names.get(`${kind}:${contentId}`) ?? null) : null,
    stay_time: row.stay_time === null ? null : Number(row.stay_time),
    channel: Number(row.channel),
  };
}

function orderItem(row: OrderChangeRow): TimelineItem {
  const move = row.action === 'create' ? undefined : row.moves?.find((candidate) => candidate.field === 'status');
  return {
    kind: move ? 'order_status' : 'order_created',
    key: `o${row.id}`,
    at: row.at,
    order_id: Number(row.order_id),
    order_number: row.order_number,
    from: move ? String(move.from) : null,
    to: move ? String(move.to) : row.created_status,
    account_name: row.account_name,
  };
}

/**
 * One page of a customer's timeline (404 for a customer the scope does not see): its statistics
 * events and its orders' creations and status moves, merged newest first. Each source gives one
 * more row than the page holds, so whether an older page exists is known without counting.
 */
export async function customerTimeline(
  db: Db,
  scope: Scope,
  resources: readonly ResourceDefinition[],
  id: number,
  { before, size }: { before?: string; size: number },
): Promise<TimelinePage> {
  const customer = await customerOr404(db, scope, id);
  const key = parseCursor(before);
  const [visits, changes] = await Promise.all([visitsOf(db, customer, CONTENT_COLUMNS, key, size + 1), orderChangesOf(db, customer, key, size + 1)]);
  const viewed = visits.flatMap((row) => {
    const kind = viewedKind(row);
    return kind ? [{ kind, id: Number(row[`${kind}_id`]) }] : [];
  });
  const names = await contentNames(db, resources)(viewed);
  const merged = [...visits.map((row) => visitItem(row, names)), ...changes.map(orderItem)].sort(newerFirst);
  const items = merged.slice(0, size);
  const last = items.at(-1);
  const next = merged.length > size && last ? `${last.at}_${last.kind === 'visit' ? 'v' : 'o'}_${last.key.slice(1)}` : null;
  return { items, next };
}

const noteOf = (row: NoteRow) => ({
  id: Number(row.id),
  author_id: row.author_id === null ? null : Number(row.author_id),
  author_name: row.author_name,
  body: row.body,
  created_at: row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at),
});

/** The notes on a customer the scope sees, newest first (404 otherwise). */
export async function customerNotes(db: Db, scope: Scope, id: number) {
  await customerOr404(db, scope, id);
  return { list: (await notesOf(db, scope, id, CUSTOMER_NOTES_SHOWN)).map(noteOf) };
}

/** Adds the account's note to a customer the scope sees (404 otherwise), signed with the account's display name. */
export async function addCustomerNote(db: Db, scope: Scope, id: number, authorId: number, body: string) {
  await customerOr404(db, scope, id);
  return noteOf(await insertNote(db, scope, id, authorId, body));
}
