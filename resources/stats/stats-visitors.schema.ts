import { z } from 'zod';
import { STATS_CONTENT_KINDS } from './stats-event.schema.ts';
import { statsPeriodSchema } from './stats-query.schema.ts';

/** How many visits a visitor paid in the period, in the buckets customer analytics draws. */
export const VISIT_BUCKETS = ['1', '2-3', '4-10', '11+'] as const;
export type VisitBucket = (typeof VISIT_BUCKETS)[number];

/**
 * Customer analytics' visitors (`POST /admin-api/kuxiaoju/stats/visitors`, issue 17): the viewers
 * who sent events about content in the period, those seen before it (returning) and the others
 * (new), and how many events each sent. A guide counts its own visitors only.
 */
export const statsVisitorsSchema = z.object({
  period: statsPeriodSchema,
  visitors: z.number().int().describe('Distinct viewers with events about content in the period'),
  new_visitors: z.number().int().describe('Of those, viewers with no such event before the period (within the retention)'),
  returning_visitors: z.number().int().describe('Of those, viewers seen before the period'),
  visits: z.number().int().describe('Their events about content'),
  visits_per_visitor: z.array(z.object({ bucket: z.enum(VISIT_BUCKETS), visitors: z.number().int() })),
});
export type StatsVisitors = z.output<typeof statsVisitorsSchema>;

/** Events about each kind of content in the period (`POST /admin-api/kuxiaoju/stats/content-kind/total`), every kind listed. */
export const statsContentKindsSchema = z.object({
  period: statsPeriodSchema,
  kinds: z.array(z.object({ kind: z.enum(STATS_CONTENT_KINDS), events: z.number().int(), stay_time: z.number().int().describe('Seconds') })),
});
export type StatsContentKinds = z.output<typeof statsContentKindsSchema>;
