import { z } from 'zod';
import {
  STATS_DETAIL_WINDOW,
  STATS_GROUPINGS,
  STATS_TOP_TAGS,
  STATS_TOP_VIEWS,
  statsEventPageSchema,
  statsHomeSchema,
  statsMapSchema,
  statsPeriodSchema,
  statsRankSchema,
  statsTimingSchema,
  statsTotalSchema,
} from '../../../resources/stats/stats-query.schema.ts';
import { statsContentKindsSchema, statsVisitorsSchema } from '../../../resources/stats/stats-visitors.schema.ts';
import type { Db } from '../../db/database.ts';
import { byTypeOf, eventLog, figuresOf, type Page, searchOf, timingOf } from './stats-query.repository.ts';
import { type ContentNames, contentRank, merchantRank, regionsOf, saleRank, salePlanRank, storeRank, tagRank } from './stats-rank.repository.ts';
import { contentKindsOf } from './stats-content-kinds.repository.ts';
import { nameBuckets, nameContentRanks, nameEvents } from './stats-names.ts';
import { visitorsOf } from './stats-visitors.repository.ts';
import { periodOf, previousPeriod, type StatsWhere } from './stats-where.ts';

/** What each statistics call answers, built from the repository's queries (stats-calls.ts names the calls). */
export interface Answer<R extends z.ZodType> {
  schema: R;
  answer(db: Db, where: StatsWhere, body: Record<string, unknown>, names: ContentNames): Promise<z.input<R>>;
}

export const pageOf = (body: Record<string, unknown>): Page =>
  body.page !== undefined
    ? { from: (Number(body.page) - 1) * Number(body.pageSize), size: Number(body.pageSize) }
    : { from: Number(body.from ?? 0), size: Number(body.size ?? 20) };
export const top = (size: number): Page => ({ from: 0, size });

const answer = <R extends z.ZodType>(schema: R, run: Answer<R>['answer']): Answer<z.ZodType> => ({ schema, answer: run }) as Answer<z.ZodType>;

export const total = answer(statsTotalSchema, async (db, where) => {
  const [figures, previous, byType] = await Promise.all([figuresOf(db, where), figuresOf(db, previousPeriod(where)), byTypeOf(db, where)]);
  return { period: periodOf(where), figures, previous, by_type: byType };
});
export const timing = answer(statsTimingSchema, async (db, where) => ({ period: periodOf(where), ...(await timingOf(db, where)) }));
const typeTimingSchema = z.object({
  period: statsPeriodSchema,
  grain: z.enum(['hour', 'day']),
  buckets: z.array(statsTimingSchema.shape.buckets.element.extend({ source_type: z.string() })),
});
export const typeTiming = answer(typeTimingSchema, async (db, where) => {
  const { grain, buckets } = await timingOf(db, where, true);
  return { period: periodOf(where), grain, buckets: buckets.map((bucket) => ({ ...bucket, source_type: bucket.source_type ?? '' })) };
});
export const home = answer(statsHomeSchema, async (db, where, _body, names) => {
  const [figures, previous, trend, content, tags, sales] = await Promise.all([
    figuresOf(db, where),
    figuresOf(db, previousPeriod(where)),
    timingOf(db, where),
    contentRank(db, where, top(STATS_TOP_VIEWS), names),
    tagRank(db, where, top(STATS_TOP_TAGS)),
    saleRank(db, where, top(STATS_TOP_VIEWS)),
  ]);
  return {
    period: periodOf(where),
    figures,
    previous,
    grain: trend.grain,
    trend: trend.buckets,
    top_content: await nameContentRanks(db, where, content.list),
    top_tags: tags.list,
    top_sales: sales.list,
  };
});
export const rank = (run: (db: Db, where: StatsWhere, page: Page, names: ContentNames) => Promise<{ list: unknown[]; total: number }>, size?: number) =>
  answer(statsRankSchema, async (db, where, body, names) => ({
    period: periodOf(where),
    ...((await run(db, where, size ? top(size) : pageOf(body), names)) as { list: z.input<typeof statsRankSchema>['list']; total: number }),
  }));
/** Content ranked by views, each row named by its record (deleted or gone said), and whose it is across merchants. */
export const namedContentRank = async (db: Db, where: StatsWhere, page: Page, names: ContentNames) => {
  const ranked = await contentRank(db, where, page, names);
  return { ...ranked, list: await nameContentRanks(db, where, ranked.list) };
};
export const contentTop = rank(namedContentRank);
export const tags = rank((db, where, page) => tagRank(db, where, page));
export const stores = rank((db, where, page) => storeRank(db, where, page));
export const sales = rank((db, where, page) => saleRank(db, where, page));
export const durations = rank((db, where, page) => saleRank(db, where, page, 'use_time'));
export const merchants = rank((db, where, page) => merchantRank(db, where, page));
export const salePlans = rank((db, where, page, names) => salePlanRank(db, where, page, names));
export const visitors = answer(statsVisitorsSchema, async (db, where) => ({ period: periodOf(where), ...(await visitorsOf(db, where)) }));
export const contentKinds = answer(statsContentKindsSchema, async (db, where) => ({ period: periodOf(where), kinds: await contentKindsOf(db, where) }));
export const map = answer(statsMapSchema, async (db, where, body) => ({ period: periodOf(where), ...(await regionsOf(db, where, pageOf(body))) }));
export const events = answer(statsEventPageSchema, async (db, where, body) => {
  const { total, list } = await eventLog(db, where, pageOf(body), STATS_DETAIL_WINDOW, (body as { mpUserId?: number }).mpUserId);
  return { period: periodOf(where), total, list: await nameEvents(db, where, list) };
});
const searchSchema = z.object({
  period: statsPeriodSchema,
  group_by: z.enum(STATS_GROUPINGS),
  buckets: z.array(
    z.object({
      key: z.string(),
      events: z.number().int(),
      views: z.number().int(),
      logins: z.number().int(),
      use_time: z.number().int(),
      name: z.string().nullable().optional().describe("By store, guide or merchant: the group's name (none for events of no store or guide)"),
      deleted: z.boolean().optional().describe('By store, guide or merchant: the record is deleted, or not in the scope'),
    }),
  ),
});
export const search = answer(searchSchema, async (db, where, body) => {
  const groupBy = (body.group_by ?? 'day') as (typeof STATS_GROUPINGS)[number];
  return { period: periodOf(where), group_by: groupBy, buckets: await nameBuckets(db, where, groupBy, await searchOf(db, where, groupBy)) };
});
