import { CHANNEL_GROUPS } from '../../../resources/stats/stats-event.schema.ts';
import type { DetailFilters } from './detail-filters.ts';
import type { SearchBucket } from './useDetailData.ts';

/** What analyticsDetail groups by: `search`'s groupings a merchant reads (the platform's per-merchant view is the home page's). */
export const DETAIL_GROUPINGS = ['day', 'hour', 'source_type', 'channel', 'store', 'sale'] as const;
export type DetailGrouping = (typeof DETAIL_GROUPINGS)[number];

/** One row of the grouped analysis, and the narrowing that lists its events (none where the API cannot filter so finely). */
export type GroupRow = SearchBucket & { drill?: { filters: DetailFilters; day?: string } };

const none = (key: string | null) => !key || key === '0';
const sum = (rows: SearchBucket[], key: string): SearchBucket =>
  rows.reduce(
    (total, row) => ({
      key,
      events: total.events + row.events,
      views: total.views + row.views,
      logins: total.logins + row.logins,
      use_time: total.use_time + row.use_time,
    }),
    {
      key,
      events: 0,
      views: 0,
      logins: 0,
      use_time: 0,
    },
  );

/** Buckets gathered under a new key, in order of the keys' first appearance. */
function regroup(buckets: SearchBucket[], keyOf: (key: string) => string): SearchBucket[] {
  const groups = new Map<string, SearchBucket[]>();
  for (const bucket of buckets) groups.set(keyOf(bucket.key), [...(groups.get(keyOf(bucket.key)) ?? []), bucket]);
  return [...groups].map(([key, rows]) => sum(rows, key));
}

/** The channel group (spec §7 grouped: 1 = [0,1], 2 = [2], 3 = [3,4,5]) a raw channel is counted under. */
export const channelGroupOf = (channel: string) =>
  Object.entries(CHANNEL_GROUPS).find(([, raw]) => (raw as readonly number[]).includes(Number(channel)))?.[0] ?? channel;
const byEvents = (rows: GroupRow[]) => rows.sort((a, b) => b.events - a.events || a.key.localeCompare(b.key));

/**
 * The search answer as the page's rows. Hours become hours of the day summed over the period
 * ("when are we busiest"), raw channels their channel groups (what the channel filter takes), so
 * that every row but an hour's drills down to exactly its events.
 */
export function groupRows(groupBy: DetailGrouping, buckets: SearchBucket[], filters: DetailFilters): GroupRow[] {
  switch (groupBy) {
    case 'day':
      return buckets.map((row) => ({ ...row, drill: { filters, day: row.key } }));
    case 'hour':
      return regroup(buckets, (key) => key.slice(-5)).sort((a, b) => a.key.localeCompare(b.key));
    case 'channel':
      return byEvents(regroup(buckets, channelGroupOf).map((row) => ({ ...row, drill: { filters: { ...filters, channel: Number(row.key) as 1 | 2 | 3 } } })));
    case 'source_type':
      return byEvents(buckets.map((row) => ({ ...row, drill: { filters: { ...filters, source_type: row.key } } })));
    case 'store':
      return byEvents(
        buckets.map((row) => ({ ...row, key: row.key ?? '', ...(none(row.key) ? {} : { drill: { filters: { ...filters, store_id: Number(row.key) } } }) })),
      );
    case 'sale':
      return byEvents(
        buckets.map((row) => ({ ...row, key: row.key ?? '', ...(none(row.key) ? {} : { drill: { filters: { ...filters, sale_id: Number(row.key) } } }) })),
      );
  }
}

/** Whether a key names nothing (events of no store, or of no guide). */
export const namesNothing = none;
