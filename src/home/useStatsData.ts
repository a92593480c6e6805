import { useCustom } from '@refinedev/core';
import type { z } from 'zod';
import type { StatsHome, statsEventPageSchema, statsRankSchema } from '../../resources/stats/stats-query.schema.ts';
import { type PeriodChoice, periodQuery } from './stats-period.ts';

/** Spec §7 "Statistics (main client)": the three calls the home page and its drill-downs make. */
export const HOME_STATS_PATH = '/api/record/comprehensiveStatsV2';
export const MERCHANTS_STATS_PATH = '/api/stats/merchantComprehensiveData';
export const STATS_HISTORY_PATH = '/api/record/getStatsHistory';

export type StatsRank = z.output<typeof statsRankSchema>;
export type StatsEventPage = z.output<typeof statsEventPageSchema>;

/**
 * The page shows its own error with a retry button, so a failed call is not retried behind the
 * user's back; and switching periods keeps the last answer on screen until the next one arrives.
 */
export const QUERY_OPTIONS = { retry: false, placeholderData: <T>(previous: T) => previous } as const;

/** refine's `result.data` is `{}` before the first answer; the answer itself, or undefined, is what the views need. */
export function answerOf<T>({ query }: { query: { data?: { data: T } } }) {
  return query.data?.data;
}

/** The home page's figures, trend and rankings for a period (`GET comprehensiveStatsV2`). */
export function useHomeStats(choice: PeriodChoice) {
  const call = useCustom<StatsHome>({ url: HOME_STATS_PATH, method: 'get', config: { query: periodQuery(choice) }, queryOptions: QUERY_OPTIONS });
  return { query: call.query, data: answerOf(call) };
}

/** One page of the merchants' figures (`GET merchantComprehensiveData`, `from` and `size`); only the operator asks. */
export function useMerchantsStats(choice: PeriodChoice, from: number, size: number, enabled = true) {
  const call = useCustom<StatsRank>({
    url: MERCHANTS_STATS_PATH,
    method: 'get',
    config: { query: { ...periodQuery(choice), from, size } },
    queryOptions: { ...QUERY_OPTIONS, enabled },
  });
  return { query: call.query, data: answerOf(call) };
}

/** One page of the event log, newest first (`POST getStatsHistory`). */
export function useStatsHistory(choice: PeriodChoice, page: number, pageSize: number) {
  const call = useCustom<StatsEventPage>({
    url: STATS_HISTORY_PATH,
    method: 'post',
    config: { payload: { ...periodQuery(choice), page, pageSize } },
    queryOptions: QUERY_OPTIONS,
  });
  return { query: call.query, data: answerOf(call) };
}
