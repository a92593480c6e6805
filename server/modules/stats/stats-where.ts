import { daysBetween, isGuideStoreMode, PLATFORM_TIME_ZONE, STATS_PERIOD_DAYS, type StatsFilter } from '../../../resources/stats/stats-query.schema.ts';
import { ALTERNATE_CHANNEL_GROUPS, CHANNEL_GROUPS } from '../../../resources/stats/stats-event.schema.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { assertScope } from '../../tenancy/scope.ts';
import { timeZoneOf } from './stats-time-zone.repository.ts';
import { periodBounds, statsOwners } from './stats-where.repository.ts';

/**
 * What a statistics call counts, resolved on the server from the session's scope and the body
 * (spec §6 "Statistics scope"): the platform any merchant or all; a merchant only its own; a
 * guide only its own sale_id, or its own store in the one channel mode that lifts that
 * (isGuideStoreMode). An id in the body outside that scope answers 404, like any record of another
 * merchant (ACCESS.md); it is never widened or silently replaced.
 */
export interface StatsWhere {
  /** null: every merchant (the platform only). */
  merchantId: number | null;
  storeId: number | null;
  saleId: number | null;
  /**
   * The guide level of the day tables kept without a store (content, regions, visitors): the guide
   * asked for, or the session's own guide, else -1 (every guide). A guide in the store-devices
   * mode (storeId its store, saleId null) keeps its own sale_id there, never the merchant's -1:
   * those tables cannot narrow to a store. Any other store named leaves them at every guide.
   */
  guideLevel: number;
  /** The channels of the group asked for (DAY_DIMENSIONS: the day tables keep them too); null: every channel. */
  channels: readonly number[] | null;
  sourceType: string | null;
  /** The merchant's zone (the platform's across all merchants); days begin and end in it. */
  timeZone: string;
  firstDay: string;
  lastDay: string;
  days: number;
  beginAt: Date;
  /** Exclusive: the first instant after the last day. */
  endAt: Date;
  /** The start of the current hour: rollups hold whole hours only (spec §9). */
  currentTo: Date;
}

/** The period just before, as many days long: the figures' change is against it. */
export function previousPeriod(where: StatsWhere): StatsWhere {
  const shift = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - where.days * 86_400_000).toISOString().slice(0, 10);
  const span = where.endAt.getTime() - where.beginAt.getTime();
  return {
    ...where,
    firstDay: shift(where.firstDay),
    lastDay: shift(where.lastDay),
    beginAt: new Date(where.beginAt.getTime() - span),
    endAt: where.beginAt,
  };
}

const dayInZone = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Resolves a call's body against the caller's scope; one statement checks every named id. */
export async function resolveStatsWhere(db: Db, scope: Scope, filter: Partial<StatsFilter>, now = new Date()): Promise<StatsWhere> {
  assertScope(scope);
  let merchantId: number | null = scope.kind === 'all' ? (filter.merchant_id ?? null) : scope.merchantId;
  if (scope.kind === 'merchant' && filter.merchant_id !== undefined && filter.merchant_id !== scope.merchantId) throw notFound();
  const guide = scope.kind === 'merchant' ? scope.saleId : null;
  if (guide !== null && filter.sale_id !== undefined && filter.sale_id !== guide) throw notFound();
  // A guide in the store-devices mode sees its store rather than its own sale_id (spec §6's exception).
  const ownStore = guide !== null && scope.kind === 'merchant' && scope.storeId !== null && isGuideStoreMode(filter) ? scope.storeId : null;
  if (ownStore !== null && filter.store_id !== undefined && filter.store_id !== ownStore) throw notFound();
  const ownSale = ownStore === null ? guide : null;
  const saleId = ownSale ?? filter.sale_id ?? null;
  const storeId = ownStore ?? filter.store_id ?? null;

  const found = await statsOwners(db, merchantId, storeId, saleId);
  if (merchantId !== null && found.merchant === null) throw notFound();
  // A store or guide must be the merchant's; for the platform across all merchants, it narrows to theirs.
  const owner = (named: number | null, of: string | null) => {
    if (named === null) return;
    if (of === null || (merchantId !== null && Number(of) !== merchantId)) throw notFound();
    merchantId ??= Number(of);
  };
  owner(storeId, found.store_merchant);
  if (guide === null) owner(saleId, found.sale_merchant);
  const timeZone = merchantId !== null ? (found.time_zone ?? (await zoneOf(db, merchantId))) : PLATFORM_TIME_ZONE;

  const today = dayInZone(now, timeZone);
  const firstDay = filter.begin_time?.slice(0, 10) ?? addDays(today, 1 - STATS_PERIOD_DAYS[filter.period ?? '7d']);
  const lastDay = filter.end_time?.slice(0, 10) ?? today;
  const bounds = await periodBounds(db, firstDay, lastDay, timeZone);
  const groups = filter.channel_mapping === 'alternate' ? ALTERNATE_CHANNEL_GROUPS : CHANNEL_GROUPS;
  return {
    merchantId,
    storeId,
    saleId,
    guideLevel: saleId ?? guide ?? -1,
    channels: filter.channel === undefined ? null : ((groups as Record<number, readonly number[]>)[filter.channel] ?? null),
    sourceType: filter.source_type ?? null,
    timeZone,
    firstDay,
    lastDay,
    days: daysBetween(firstDay, lastDay),
    beginAt: bounds.begin_at,
    endAt: bounds.end_at,
    currentTo: new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000),
  };
}

async function zoneOf(db: Db, merchantId: number): Promise<string> {
  return (await timeZoneOf(db, merchantId)) ?? PLATFORM_TIME_ZONE;
}

/** How the period is shown back: its days in the zone, and how fresh the data is. */
export function periodOf(where: StatsWhere) {
  return {
    begin_time: `${where.firstDay} 00:00:00`,
    end_time: `${where.lastDay} 23:59:59`,
    time_zone: where.timeZone,
    days: where.days,
    current_to: where.currentTo.toISOString(),
  };
}
