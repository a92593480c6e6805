import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import type { StatsGrouping } from '../../../resources/stats/stats-query.schema.ts';
import { answerOf, QUERY_OPTIONS, type StatsEventPage, type StatsRank } from '../../home/useStatsData.ts';
import type { PeriodChoice } from '../../home/stats-period.ts';
import { useRequiredSession } from '../../session/SessionContext.tsx';
import { type DetailFilters, detailBody } from './detail-filters.ts';

/** Spec §7 "Statistics (admin style)": the calls the cockpit's event-level lists make. */
const ADMIN = '/admin-api/kuxiaoju/stats';
export const DETAIL_PATH = `${ADMIN}/detail`;
export const DETAIL_EXPORT_PATH = `${ADMIN}/detailExport`;
export const EXPORT_PREPARE_PATH = '/api/record/stats/export/prepare';
export const SEARCH_PATH = '/admin-api/system/stats/search';
const STORE_RANK_PATH = `${ADMIN}/store/rankHistory/detail`;
const SALE_RANK_PATH = `${ADMIN}/sale/rankHistory/detail`;
/** The rankings' page that names stores and guides (ACCESS.md): without it the lists show ids. */
const STORES_PAGE = '/dataCockpit/storeAnalytics';
/** As many stores or guides as one detail page holds: the pickers name the busiest. */
const OPTIONS_SIZE = 100;

/** A group's totals; by store, guide or merchant, its name as the answer gives it (issue 34) and whether it is deleted. */
export type SearchBucket = { key: string; events: number; views: number; logins: number; use_time: number; name?: string | null; deleted?: boolean };
export type SearchAnswer = { group_by: StatsGrouping; buckets: SearchBucket[]; period: StatsEventPage['period'] };

/** One page of the events of a period and filters, newest first (`POST …/stats/detail`, from and size). */
export function useDetailEvents(choice: PeriodChoice, filters: DetailFilters, from: number, size: number, enabled = true) {
  const call = useCustom<StatsEventPage>({
    url: DETAIL_PATH,
    method: 'post',
    config: { payload: { ...detailBody(choice, filters), from, size } },
    queryOptions: { ...QUERY_OPTIONS, enabled },
  });
  return { query: call.query, data: answerOf(call) };
}

/** The period's totals grouped by day, hour, kind, channel, store or guide (`POST /admin-api/system/stats/search`). */
export function useStatsSearch(choice: PeriodChoice, filters: DetailFilters, groupBy: StatsGrouping) {
  const call = useCustom<SearchAnswer>({
    url: SEARCH_PATH,
    method: 'post',
    config: { payload: { ...detailBody(choice, filters), group_by: groupBy } },
    queryOptions: QUERY_OPTIONS,
  });
  return { query: call.query, data: answerOf(call) };
}

function useRanked(url: string, choice: PeriodChoice, enabled: boolean) {
  const call = useCustom<StatsRank>({
    url,
    method: 'post',
    config: { payload: { ...detailBody(choice, {}), from: 0, size: OPTIONS_SIZE } },
    queryOptions: { ...QUERY_OPTIONS, enabled },
    errorNotification: false,
  });
  const list = answerOf(call)?.list;
  return useMemo(() => new Map((list ?? []).flatMap((row) => (row.id ? [[row.id, row.name] as const] : []))), [list]);
}

/** The stores and guides active in the period, by name: the pickers' options and the lists' names. */
export function useStoreAndGuideNames(choice: PeriodChoice) {
  const allowed = useRequiredSession().checker.can(STORES_PAGE, 'read');
  return { store: useRanked(STORE_RANK_PATH, choice, allowed), sale: useRanked(SALE_RANK_PATH, choice, allowed) };
}

/** The event kinds the period holds (a sender may use kinds of its own): the kind picker's options. */
export function useEventKinds(choice: PeriodChoice): string[] {
  const { data } = useStatsSearch(choice, {}, 'source_type');
  return useMemo(() => (data?.buckets ?? []).map((bucket) => bucket.key).filter(Boolean), [data]);
}
