import { z } from 'zod';
import {
  CONTENT_DAY_FILTERS,
  HOURLY_FILTERS,
  SALE_DAY_FILTERS,
  STATS_GROUPINGS,
  STATS_TOP_TAGS,
  STATS_TOP_VIEWS,
  type StatsFilterKey,
  statsBodySchema,
  statsDetailSchema,
  statsHistorySchema,
  statsQueryStringSchema,
} from '../../../resources/stats/stats-query.schema.ts';
import { saleRank, storeRank, tagRank } from './stats-rank.repository.ts';

import {
  type Answer,
  contentTop,
  durations,
  events,
  home,
  map,
  merchants,
  namedContentRank,
  rank,
  salePlans,
  sales,
  search,
  stores,
  tags,
  timing,
  total,
  typeTiming,
  visitors,
  contentKinds,
} from './stats-answers.ts';

/**
 * Every statistics call of spec §7 ("Statistics (main client)" and "Statistics (admin style)"),
 * declared once in CALLS below: its paths, the page whose read it needs (ACCESS.md), the filters
 * its rollup can honour, and what it answers. The scope is the session's (spec §6), resolved in
 * stats-where.ts; a body never widens it.
 */

export const HOME = '/homeData/stats';
export const OPERATE = '/homeData/merchantOperateData';
/** The cockpit's pages (issue 17 builds them): a guide holds customerAnalytics only (ACCESS.md). */
export const CUSTOMERS = '/dataCockpit/customerAnalytics';
export const STORES = '/dataCockpit/storeAnalytics';
export const DETAIL = '/dataCockpit/analyticsDetail';
export const ADMIN = '/admin-api/kuxiaoju/stats';
export interface StatsCall {
  method: 'GET' | 'POST';
  url: string;
  page: string;
  summary: string;
  filters: readonly StatsFilterKey[];
  /** Extra body fields (a page of a detail list is added by `detail`). */
  extra?: z.ZodRawShape;
  detail?: 'from-size' | 'page';
  result: Answer<z.ZodType>;
}

/** Spec §7's calls. Rankings without `/detail` answer their top (5 tags, 10 of the rest); detail lists page by from/size. */
export const CALLS: readonly StatsCall[] = [
  // Statistics (main client)
  {
    method: 'GET',
    url: '/api/record/comprehensiveStatsV2',
    page: HOME,
    summary: 'The home page: key figures against the period before, the trend, top content, tags and guides',
    filters: HOURLY_FILTERS,
    result: home,
  },
  {
    method: 'POST',
    url: '/api/record/getStatsHistory',
    page: HOME,
    summary: 'The event log (the home page drill-down), newest first, by page and pageSize',
    filters: HOURLY_FILTERS,
    detail: 'page',
    result: events,
  },
  {
    method: 'POST',
    url: '/api/record/getTimingHistory',
    page: HOME,
    summary: 'The trend: events, views, logins and usage per hour (one day) or per day',
    filters: HOURLY_FILTERS,
    result: timing,
  },
  {
    method: 'POST',
    url: '/api/record/statsType/timingHistory',
    page: HOME,
    summary: 'The trend split by kind (source_type)',
    filters: HOURLY_FILTERS,
    result: typeTiming,
  },
  {
    method: 'GET',
    url: '/api/stats/merchantComprehensiveData',
    page: HOME,
    summary: "Each merchant's overview (a merchant sees its own), by from and size",
    filters: SALE_DAY_FILTERS.filter((key) => key !== 'store_id' && key !== 'sale_id'),
    detail: 'from-size',
    result: merchants,
  },
  {
    method: 'POST',
    url: '/api/record/tag/rankHistory',
    page: HOME,
    summary: `The top ${STATS_TOP_TAGS} tags by views of the content carrying them`,
    filters: CONTENT_DAY_FILTERS,
    result: rank((db, where, page) => tagRank(db, where, page), STATS_TOP_TAGS),
  },
  {
    method: 'POST',
    url: '/api/record/getRankHistory',
    page: HOME,
    summary: `The top ${STATS_TOP_VIEWS} content by views`,
    filters: CONTENT_DAY_FILTERS,
    result: rank(namedContentRank, STATS_TOP_VIEWS),
  },
  {
    method: 'POST',
    url: '/api/record/store/rankHistory',
    page: HOME,
    summary: `The top ${STATS_TOP_VIEWS} stores by events`,
    filters: SALE_DAY_FILTERS,
    result: rank((db, where, page) => storeRank(db, where, page), STATS_TOP_VIEWS),
  },
  // Statistics (admin style)
  {
    method: 'POST',
    url: `${ADMIN}/statsType/total`,
    page: CUSTOMERS,
    summary: 'Key figures against the period before, and totals per kind',
    filters: HOURLY_FILTERS,
    result: total,
  },
  {
    method: 'POST',
    url: `${ADMIN}/statsType/timingHistory`,
    page: CUSTOMERS,
    summary: 'The trend split by kind (source_type)',
    filters: HOURLY_FILTERS,
    result: typeTiming,
  },
  {
    method: 'POST',
    url: `${ADMIN}/tag/rankHistory/detail`,
    page: CUSTOMERS,
    summary: 'Every tag ranked by views, by from and size',
    filters: CONTENT_DAY_FILTERS,
    detail: 'from-size',
    result: tags,
  },
  {
    method: 'POST',
    url: `${ADMIN}/count/rankHistory/detail`,
    page: CUSTOMERS,
    summary: 'Every content ranked by views, by from and size',
    filters: CONTENT_DAY_FILTERS,
    detail: 'from-size',
    result: contentTop,
  },
  {
    method: 'POST',
    url: `${ADMIN}/detail`,
    page: DETAIL,
    summary: 'The event log, newest first, by from and size',
    filters: HOURLY_FILTERS,
    detail: 'from-size',
    result: events,
  },
  {
    method: 'POST',
    url: `${ADMIN}/store/rankHistory`,
    page: STORES,
    summary: `The top ${STATS_TOP_VIEWS} stores by events`,
    filters: SALE_DAY_FILTERS,
    result: rank((db, where, page) => storeRank(db, where, page), STATS_TOP_VIEWS),
  },
  {
    method: 'POST',
    url: `${ADMIN}/store/rankHistory/detail`,
    page: STORES,
    summary: 'Every store ranked by events, by from and size',
    filters: SALE_DAY_FILTERS,
    detail: 'from-size',
    result: stores,
  },
  {
    method: 'POST',
    url: `${ADMIN}/sale/rankHistory`,
    page: STORES,
    summary: `The top ${STATS_TOP_VIEWS} guides by events`,
    filters: SALE_DAY_FILTERS,
    result: rank((db, where, page) => saleRank(db, where, page), STATS_TOP_VIEWS),
  },
  {
    method: 'POST',
    url: `${ADMIN}/sale/rankHistory/detail`,
    page: STORES,
    summary: 'Every guide ranked by events, by from and size',
    filters: SALE_DAY_FILTERS,
    detail: 'from-size',
    result: sales,
  },
  {
    method: 'POST',
    url: `${ADMIN}/duration/sum/detail`,
    page: STORES,
    summary: "Guides ranked by the usage timer's seconds, by from and size",
    filters: SALE_DAY_FILTERS,
    detail: 'from-size',
    result: durations,
  },
  {
    method: 'POST',
    url: `${ADMIN}/merchant/comprehensive/data`,
    page: OPERATE,
    summary: "Each merchant's overview, by from and size",
    filters: ['period', 'begin_time', 'end_time', 'merchant_id'],
    detail: 'from-size',
    result: merchants,
  },
  {
    method: 'POST',
    url: `${ADMIN}/map-detail`,
    page: CUSTOMERS,
    summary: 'Events per province and city, by from and size',
    filters: CONTENT_DAY_FILTERS,
    detail: 'from-size',
    result: map,
  },
  {
    method: 'POST',
    url: `${ADMIN}/map-detail-es`,
    page: CUSTOMERS,
    summary: 'The same answer as map-detail (the spec names both)',
    filters: CONTENT_DAY_FILTERS,
    detail: 'from-size',
    result: map,
  },
  {
    method: 'POST',
    // Not in spec §7: the marketing page's coupon and activity views (issue 17) need it.
    url: `${ADMIN}/content-kind/total`,
    page: CUSTOMERS,
    summary: 'Events and stay time about each kind of content (app, plan, album, video, document, goods, activity, coupon), every kind listed',
    filters: CONTENT_DAY_FILTERS,
    result: contentKinds,
  },
  {
    method: 'POST',
    // Not in spec §7: customer analytics' new and returning visitors (issue 17) need it.
    url: `${ADMIN}/visitors`,
    page: CUSTOMERS,
    summary: 'Visitors of the period: new (first seen in it) and returning, their visits, and visitors by visits paid (1, 2-3, 4-10, 11+)',
    filters: CONTENT_DAY_FILTERS,
    result: visitors,
  },
  {
    method: 'POST',
    url: `${ADMIN}/count-group-by-sellerAccountId`,
    page: CUSTOMERS,
    summary: 'Events, logins and usage per guide account, by from and size',
    filters: SALE_DAY_FILTERS,
    detail: 'from-size',
    result: sales,
  },
  {
    method: 'POST',
    url: `${ADMIN}/sale/plan/rank`,
    page: CUSTOMERS,
    summary: 'Plans ranked by views through each guide, by from and size',
    filters: CONTENT_DAY_FILTERS,
    detail: 'from-size',
    result: salePlans,
  },
  {
    method: 'POST',
    url: '/admin-api/system/stats/search',
    page: DETAIL,
    summary: 'Totals grouped by day, hour, kind, channel, store, guide or merchant',
    filters: HOURLY_FILTERS,
    extra: { group_by: z.enum(STATS_GROUPINGS).default('day') },
    result: search,
  },
];

/** The request schema of a call, from its filters and page kind. */
export function requestSchema(call: StatsCall) {
  if (call.detail === 'page') return statsHistorySchema;
  if (call.method === 'GET') {
    return statsQueryStringSchema(call.filters, call.detail !== undefined);
  }
  return call.detail === 'from-size' ? statsDetailSchema(call.filters) : statsBodySchema(call.filters, call.extra);
}
