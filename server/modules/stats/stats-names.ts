import { createHash } from 'node:crypto';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { RESOURCES } from '../../../resources/index.ts';
import { STATS_CONTENT_KINDS, type StatsContentKind } from '../../../resources/stats/stats-event.schema.ts';
import {
  STATS_ACCOUNT_KINDS,
  type StatsAccountKind,
  type StatsEventNames,
  type StatsGrouping,
  type StatsRankRow,
} from '../../../resources/stats/stats-query.schema.ts';
import type { Db } from '../../db/database.ts';
import {
  ACCOUNT_NAMES,
  contentNameSource,
  MERCHANT_NAMES,
  type NamedRecord,
  type NameRef,
  type NameSource,
  recordNames,
  STORE_NAMES,
} from './stats-names.repository.ts';
import type { StatsWhere } from './stats-where.ts';

/**
 * Names for the ids of the statistics' answers (issue 34 "Names, not ids"): the stores, guides,
 * viewers, content and merchants a page of events, a content ranking or a grouping mentions, read
 * in one statement per page (stats-names.repository.ts), however many rows it holds. An event's
 * ids are named only by its own merchant's records, and a merchant's call reads only its own.
 */

/** The resources of the content kinds whose tag area is not the kind's name (apps tag as `app`) or that have none. */
const KIND_RESOURCES: Readonly<Partial<Record<StatsContentKind, string>>> = { application: 'apps', coupon: 'coupons', activity: 'activities' };

/** The resource keeping a content kind's records: the one named for it, else the one of its tag area. */
export function contentResourceOf(kind: string, resources: readonly ResourceDefinition[] = RESOURCES): ResourceDefinition | undefined {
  const named = KIND_RESOURCES[kind as StatsContentKind];
  return named ? resources.find((candidate) => candidate.name === named) : resources.find((candidate) => candidate.tagArea === kind);
}

/** Each content kind's records, where the product keeps them. */
const CONTENT_SOURCES: ReadonlyMap<string, NameSource> = new Map(
  STATS_CONTENT_KINDS.flatMap((kind) => {
    const resource = contentResourceOf(kind);
    return resource ? [[kind, contentNameSource(kind, resource.table, resource.titleField, resource.deletion === 'soft')] as const] : [];
  }),
);

/** A viewer that is a back-office account (`account:<id>`, the usage timer's); any other viewer id is an anonymous visitor's. */
const ACCOUNT_VIEWER = /^account:(\d{1,15})$/;
export function viewerAccountId(viewerId: string | null): number | null {
  const match = viewerId === null ? null : ACCOUNT_VIEWER.exec(viewerId);
  return match ? Number(match[1]) : null;
}

/**
 * An anonymous visitor's short code: the same visitor always reads the same six characters, two
 * visitors almost never do, and nothing of the sender's id (an openid, a device id) shows.
 */
export function visitorCode(viewerId: string): string {
  return createHash('sha256').update(viewerId).digest('hex').slice(0, 6);
}

/** The refs of each source, each (id, merchant) once. */
class Asked {
  private readonly refs = new Map<NameSource, Map<string, NameRef>>();
  add(source: NameSource | undefined, id: number | null | undefined, owner: number | null) {
    if (!source || id === null || id === undefined || id <= 0) return;
    const refs = this.refs.get(source) ?? new Map<string, NameRef>();
    refs.set(`${id}:${owner}`, { id, owner });
    this.refs.set(source, refs);
  }
  requests() {
    return [...this.refs].map(([source, refs]) => ({ source, refs: [...refs.values()] }));
  }
}

/** What was found, by kind, id and (for refs that named one) merchant. */
class Found {
  private readonly byKey = new Map<string, NamedRecord>();
  constructor(records: NamedRecord[]) {
    for (const record of records) {
      this.byKey.set(`${record.kind}:${record.id}:${record.merchantId}`, record);
      this.byKey.set(`${record.kind}:${record.id}:*`, record);
    }
  }
  /** The record of this kind and id, the merchant's own when one is named (`null`: any). */
  get(kind: string, id: number | null, owner: number | null): NamedRecord | undefined {
    return id === null ? undefined : this.byKey.get(`${kind}:${id}:${owner ?? '*'}`);
  }
}

/** A reference's name and whether what it names is gone (deleted, or never one of its merchant's). */
function reference(found: NamedRecord | undefined, id: number | null) {
  return { name: found?.title ?? null, deleted: id !== null && (found === undefined || found.deleted) };
}
const accountKind = (found: NamedRecord | undefined) =>
  found && (STATS_ACCOUNT_KINDS as readonly string[]).includes(found.extra ?? '') ? (found.extra as StatsAccountKind) : null;

type EventRow = {
  merchant_id: number;
  viewer_id: string | null;
  store_id: number | null;
  sale_id: number | null;
  content_kind: StatsContentKind | null;
  content_id: number | null;
};

/** A page of events with the names of what each names: its merchant, store, guide, content and viewer. */
export async function nameEvents<R extends EventRow>(db: Db, where: StatsWhere, list: R[]): Promise<(R & StatsEventNames)[]> {
  const asked = new Asked();
  for (const row of list) {
    asked.add(MERCHANT_NAMES, row.merchant_id, row.merchant_id);
    asked.add(STORE_NAMES, row.store_id, row.merchant_id);
    asked.add(ACCOUNT_NAMES, row.sale_id, row.merchant_id);
    asked.add(ACCOUNT_NAMES, viewerAccountId(row.viewer_id), row.merchant_id);
    if (row.content_kind) asked.add(CONTENT_SOURCES.get(row.content_kind), row.content_id, row.merchant_id);
  }
  const found = new Found(await recordNames(db, where.merchantId, asked.requests()));
  return list.map((row) => {
    const owner = row.merchant_id;
    const store = reference(found.get('store', row.store_id, owner), row.store_id);
    const sale = found.get('account', row.sale_id, owner);
    const viewerAccount = viewerAccountId(row.viewer_id);
    const viewer = found.get('account', viewerAccount, owner);
    // Kinds the product keeps no records of (apps, activities, coupons) are neither named nor gone.
    const named = row.content_kind !== null && CONTENT_SOURCES.has(row.content_kind);
    const content = reference(found.get(row.content_kind ?? '', row.content_id, owner), named ? row.content_id : null);
    return {
      ...row,
      merchant_name: found.get('merchant', owner, owner)?.title ?? null,
      store_name: store.name,
      store_deleted: store.deleted,
      sale_name: reference(sale, row.sale_id).name,
      sale_deleted: reference(sale, row.sale_id).deleted,
      sale_account_kind: accountKind(sale),
      content_title: content.name,
      content_deleted: content.deleted,
      viewer_account_id: viewerAccount,
      viewer_name: reference(viewer, viewerAccount).name,
      viewer_deleted: reference(viewer, viewerAccount).deleted,
      viewer_account_kind: accountKind(viewer),
      visitor_code: row.viewer_id !== null && viewerAccount === null ? visitorCode(row.viewer_id) : null,
    };
  });
}

/**
 * A content ranking with each row's title (its record's, deleted or not; empty once the record is
 * gone), whether it is deleted, and, in the platform's view across merchants, whose it is.
 */
export async function nameContentRanks(db: Db, where: StatsWhere, list: StatsRankRow[]): Promise<StatsRankRow[]> {
  const asked = new Asked();
  for (const row of list) if (row.kind) asked.add(CONTENT_SOURCES.get(row.kind), row.id, where.merchantId);
  const found = new Found(await recordNames(db, where.merchantId, asked.requests()));
  return list.map((row) => {
    if (!row.kind || !CONTENT_SOURCES.has(row.kind) || row.id === undefined) return row;
    const record = found.get(row.kind, row.id, where.merchantId);
    const owner = where.merchantId === null && record ? { merchant_id: record.merchantId ?? undefined, merchant_name: record.merchantName } : {};
    return { ...row, name: record ? record.title : '', deleted: !record || record.deleted, ...owner };
  });
}

const GROUP_SOURCES: Partial<Record<StatsGrouping, NameSource>> = { store: STORE_NAMES, sale: ACCOUNT_NAMES, merchant: MERCHANT_NAMES };

/** Grouped totals by store, guide or merchant with each group's name (the key `0` or `-1`, events of none, has none). */
export async function nameBuckets<B extends { key: string }>(
  db: Db,
  where: StatsWhere,
  groupBy: StatsGrouping,
  buckets: B[],
): Promise<(B & { name?: string | null; deleted?: boolean })[]> {
  const source = GROUP_SOURCES[groupBy];
  if (!source) return buckets;
  const ids = (bucket: B) => (/^\d+$/.test(bucket.key) && Number(bucket.key) > 0 ? Number(bucket.key) : null);
  const owner = groupBy === 'merchant' ? null : where.merchantId;
  const asked = new Asked();
  for (const bucket of buckets) asked.add(source, ids(bucket), owner);
  const found = new Found(await recordNames(db, where.merchantId, asked.requests()));
  return buckets.map((bucket) => {
    const id = ids(bucket);
    if (id === null) return bucket;
    const record = found.get(source.kind, id, owner);
    return { ...bucket, name: record?.title ?? null, deleted: !record || record.deleted };
  });
}
