import { type BaseRecord, useCustom } from '@refinedev/core';
import { useCallback } from 'react';
import type { z } from 'zod';
import { STATS_TOP_VIEWS, type StatsHome, type statsMapSchema, type statsRankSchema } from '../../../resources/stats/stats-query.schema.ts';
import { type PeriodChoice, periodQuery } from '../../home/stats-period.ts';
import { HOME_STATS_PATH } from '../../home/useStatsData.ts';

/** The statistics calls the large screen makes (spec §7; server/modules/stats/stats-calls.ts declares them). */
export const LARGE_SCREEN_CALLS = {
  home: HOME_STATS_PATH,
  regions: '/admin-api/kuxiaoju/stats/map-detail',
  stores: '/admin-api/kuxiaoju/stats/store/rankHistory',
} as const;

export type StatsMap = z.output<typeof statsMapSchema>;
export type StatsRank = z.output<typeof statsRankSchema>;

/**
 * No retry behind the wall's back (each panel shows its failure), the last answer stays on screen
 * while the next is fetched, and no refetch of react-query's own on focus: useHourlyRefresh decides
 * when the screen asks again, so it asks once.
 */
const QUERY_OPTIONS = { retry: false, refetchOnWindowFocus: false, placeholderData: <T>(previous: T) => previous } as const;

function useStatsCall<T extends BaseRecord>(url: string, method: 'get' | 'post', fields: object) {
  const config = method === 'get' ? { query: fields } : { payload: fields };
  const call = useCustom<T>({ url, method, config, queryOptions: QUERY_OPTIONS, successNotification: false, errorNotification: false });
  return { query: call.query, data: (call.query.data as { data: T } | undefined)?.data };
}

/** The wall's three answers for a period: figures, trend and guides; provinces and top cities; top stores. */
export function useLargeScreenData(choice: PeriodChoice) {
  const period = periodQuery(choice);
  const home = useStatsCall<StatsHome>(LARGE_SCREEN_CALLS.home, 'get', period);
  // Every province comes with the first page; the page itself is the top cities.
  const regions = useStatsCall<StatsMap>(LARGE_SCREEN_CALLS.regions, 'post', { ...period, from: 0, size: STATS_TOP_VIEWS });
  const stores = useStatsCall<StatsRank>(LARGE_SCREEN_CALLS.stores, 'post', period);
  const { refetch: refetchHome } = home.query;
  const { refetch: refetchRegions } = regions.query;
  const { refetch: refetchStores } = stores.query;
  const refresh = useCallback(() => {
    void refetchHome();
    void refetchRegions();
    void refetchStores();
  }, [refetchHome, refetchRegions, refetchStores]);
  return { home, regions, stores, refresh };
}
