import { type BaseRecord, useCustom } from '@refinedev/core';
import type { z } from 'zod';
import type { statsMapSchema, statsTotalSchema } from '../../resources/stats/stats-query.schema.ts';
import type { StatsContentKinds, StatsVisitors } from '../../resources/stats/stats-visitors.schema.ts';

/** The statistics calls the cockpit pages make (server/modules/stats/stats-calls.ts declares them and their pages). */
const ADMIN = '/admin-api/kuxiaoju/stats';
export const COCKPIT_CALLS = {
  total: `${ADMIN}/statsType/total`,
  timing: `${ADMIN}/statsType/timingHistory`,
  visitors: `${ADMIN}/visitors`,
  contentKinds: `${ADMIN}/content-kind/total`,
  regions: `${ADMIN}/map-detail`,
  content: `${ADMIN}/count/rankHistory/detail`,
  tags: `${ADMIN}/tag/rankHistory/detail`,
  sellerAccounts: `${ADMIN}/count-group-by-sellerAccountId`,
  salePlans: `${ADMIN}/sale/plan/rank`,
  stores: `${ADMIN}/store/rankHistory/detail`,
  sales: `${ADMIN}/sale/rankHistory/detail`,
  durations: `${ADMIN}/duration/sum/detail`,
  events: `${ADMIN}/detail`,
} as const;

/** A detail call's export (the job centre's `stats-export` job); the event log's is named differently (spec §7). */
export const exportUrlOf = (url: string) => (url === COCKPIT_CALLS.events ? `${ADMIN}/detailExport` : `${url}/export`);

export type StatsTotal = z.output<typeof statsTotalSchema>;
export type StatsMap = z.output<typeof statsMapSchema>;
export type { StatsContentKinds, StatsVisitors };
export type TimingBucket = { time: string; source_type: string; events: number; views: number; logins: number; use_time: number };
export type StatsTypeTiming = { period: StatsTotal['period']; grain: 'hour' | 'day'; buckets: TimingBucket[] };

/** A failed call shows its own error with a retry; a new filter keeps the last answer on screen until the next. */
const QUERY_OPTIONS = { retry: false, placeholderData: <T>(previous: T) => previous } as const;

/** One statistics call (every cockpit call is a POST with a JSON body); `data` is the answer, undefined before it. */
export function useCockpitCall<T extends BaseRecord>(url: string, body: object, enabled = true) {
  const call = useCustom<T>({
    url,
    method: 'post',
    config: { payload: body },
    queryOptions: { ...QUERY_OPTIONS, enabled },
    successNotification: false,
  });
  return { query: call.query, data: (call.query.data as { data: T } | undefined)?.data };
}
