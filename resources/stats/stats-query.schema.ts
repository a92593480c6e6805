import { z } from 'zod';
import { narrowingScope } from '../validation/references.ts';
import { STATS_CONTENT_KINDS } from './stats-event.schema.ts';

/**
 * The statistics calls' common body (spec §7 "Statistics", §9 "Analytics"): a period of whole days
 * in the merchant's time zone, sent as `YYYY-MM-DD 00:00:00` and `YYYY-MM-DD 23:59:59` (spec §7
 * "begin and end are sent as 00:00:00 and 23:59:59"), and optional narrowing by merchant (the
 * platform only; anyone else may name only their own), store, guide, channel group and kind.
 */

/** Spec §9: the periods the pages switch between; a custom range is any whole days up to a year. */
export const STATS_PERIODS = ['today', '7d', '30d'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const STATS_PERIOD_DAYS: Readonly<Record<StatsPeriod, number>> = { today: 1, '7d': 7, '30d': 30 };
export const STATS_MAX_RANGE_DAYS = 366;
/** Spec §7 and §9: a detail list's `from + size` may not pass this. */
export const STATS_DETAIL_WINDOW = 10_000;
export const STATS_DETAIL_MAX_SIZE = 100;
/** Spec §9: top-5 tags, top-10 views (and the top-10 of guides, stores and merchants alike). */
export const STATS_TOP_TAGS = 5;
export const STATS_TOP_VIEWS = 10;
/** The day boundaries of the platform's own figures across every merchant. */
export const PLATFORM_TIME_ZONE = 'Asia/Shanghai';

/** Spec §7's two channel mappings: grouped 1 = [0,1], 2 = [2], 3 = [3,4,5]; alternate 0–2 alone, 3 = [3,4,5]. */
export const CHANNEL_MAPPINGS = ['grouped', 'alternate'] as const;

/**
 * Spec §6: a shopping guide's statistics are its own sale_id "except for one channel mode". The
 * mode taken here is the one only the alternate mapping has: channel 0 alone, the showroom app's
 * default build on a store's shared devices, where nobody signs in as a guide, so its events name
 * the store and no guide. In it a guide sees its own store's events (never another store's, nor
 * the merchant's); a guide without a store keeps its own sale_id. Every other mode: its own.
 */
export const GUIDE_STORE_MODE = { channel_mapping: 'alternate', channel: 0 } as const;
export const isGuideStoreMode = (filter: { channel_mapping?: string; channel?: number }) =>
  filter.channel_mapping === GUIDE_STORE_MODE.channel_mapping && filter.channel === GUIDE_STORE_MODE.channel;

const DAY_START = /^(\d{4}-\d{2}-\d{2}) 00:00:00$/;
const DAY_END = /^(\d{4}-\d{2}-\d{2}) 23:59:59$/;
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Whether a `YYYY-MM-DD` is a real calendar day. */
function realDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
const dayOf = (text: string, pattern: RegExp) => pattern.exec(text)?.[1] ?? '';

/** The days between two `YYYY-MM-DD`, both counted. */
export function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
}

const filterFields = {
  /** One of the periods; or leave it out and send begin_time and end_time. */
  period: z.enum(STATS_PERIODS).optional().describe('today, 7d or 30d, counted back in whole days including today in the merchant zone'),
  begin_time: z
    .string()
    .regex(DAY_START, { error: 'validation.statsDayStart' })
    .refine((text) => realDay(dayOf(text, DAY_START)), { error: 'validation.statsDayStart' })
    .optional()
    .describe('First day, YYYY-MM-DD 00:00:00 in the merchant zone'),
  end_time: z
    .string()
    .regex(DAY_END, { error: 'validation.statsDayEnd' })
    .refine((text) => realDay(dayOf(text, DAY_END)), { error: 'validation.statsDayEnd' })
    .optional()
    .describe('Last day, YYYY-MM-DD 23:59:59 in the merchant zone (included)'),
  merchant_id: narrowingScope(id, 'merchant').optional().describe('The platform: one merchant (all when left out); others: their own only'),
  store_id: narrowingScope(id, 'store').optional(),
  sale_id: narrowingScope(id, 'sale').optional().describe("A guide (a shopping guide's own is always applied)"),
  channel: z
    .union([0, 1, 2, 3].map((group) => z.literal(group)))
    .optional()
    .describe('A channel group (spec §7)'),
  channel_mapping: z
    .enum(CHANNEL_MAPPINGS)
    .default('grouped')
    .describe(
      'How `channel` reads (spec §7): grouped 1 = [0,1], 2 = [2], 3 = [3,4,5]; alternate 0 = [0], 1 = [1], 2 = [2], 3 = [3,4,5]. Alternate with channel 0 is the store-devices mode, in which a shopping guide sees its own store rather than its own sale_id (spec §6)',
    ),
  source_type: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/)
    .optional(),
};

type FilterShape = { period?: StatsPeriod; begin_time?: string; end_time?: string; channel?: number; channel_mapping: string };

/** The period is named once: a period, or both ends of a range, in order and at most a year long. */
function checkPeriod(body: FilterShape, ctx: z.RefinementCtx) {
  const hasRange = body.begin_time !== undefined || body.end_time !== undefined;
  if (body.period && hasRange) ctx.addIssue({ code: 'custom', path: ['period'], message: 'validation.statsPeriodOrRange' });
  if (!body.period && (body.begin_time === undefined) !== (body.end_time === undefined)) {
    ctx.addIssue({ code: 'custom', path: [body.begin_time === undefined ? 'begin_time' : 'end_time'], message: 'validation.required' });
  }
  if (body.begin_time && body.end_time) {
    const days = daysBetween(dayOf(body.begin_time, DAY_START), dayOf(body.end_time, DAY_END));
    if (days < 1 || days > STATS_MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'validation.statsRange' });
  }
  if (body.channel === 0 && body.channel_mapping === 'grouped') ctx.addIssue({ code: 'custom', path: ['channel'], message: 'validation.invalidValue' });
}

/**
 * The filters a call honours: its rollup table decides. The day tables keep the channel (migration
 * 025) but not the kind; the guides' days keep the store, the content, region and visitor days do not.
 */
export type StatsFilterKey = keyof typeof filterFields;
export const HOURLY_FILTERS: readonly StatsFilterKey[] = Object.keys(filterFields) as StatsFilterKey[];
export const SALE_DAY_FILTERS: readonly StatsFilterKey[] = [
  'period',
  'begin_time',
  'end_time',
  'merchant_id',
  'store_id',
  'sale_id',
  'channel',
  'channel_mapping',
];
export const CONTENT_DAY_FILTERS: readonly StatsFilterKey[] = ['period', 'begin_time', 'end_time', 'merchant_id', 'sale_id', 'channel', 'channel_mapping'];

const pick = (keys: readonly StatsFilterKey[]) => Object.fromEntries(keys.map((key) => [key, filterFields[key]])) as Partial<typeof filterFields>;
type FilterBody = Partial<FilterShape> & { channel_mapping?: string };
const periodCheck = (body: FilterBody, ctx: z.RefinementCtx) => checkPeriod({ channel_mapping: 'grouped', ...body }, ctx);

/** Detail lists: `from` and `size` (spec §3 "Query"), `from + size` at most 10,000 (code 400 beyond). */
const pageFields = {
  from: z.number().int().min(0).default(0),
  size: z.number().int().min(1).max(STATS_DETAIL_MAX_SIZE).default(20),
};
function checkWindow(body: { from: number; size: number }, ctx: z.RefinementCtx) {
  if (body.from + body.size > STATS_DETAIL_WINDOW) ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation.statsDetailWindow' });
}

/** The body of a statistics call: the filters it honours, plus its own fields. Without a period or range, the last 7 days. */
export function statsBodySchema<E extends z.ZodRawShape>(keys: readonly StatsFilterKey[], extra: E = {} as E) {
  return z.strictObject({ ...pick(keys), ...extra }).superRefine((body, ctx) => periodCheck(body as FilterBody, ctx));
}

/** A detail list's body: the filters, `from` and `size`. */
export function statsDetailSchema(keys: readonly StatsFilterKey[]) {
  return z.strictObject({ ...pick(keys), ...pageFields }).superRefine((body, ctx) => {
    periodCheck(body as FilterBody, ctx);
    checkWindow(body, ctx);
  });
}

/** The main client's history list (spec §7 getStatsHistory): page and pageSize, the same window. */
export const statsHistorySchema = z
  .strictObject({
    ...filterFields,
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(STATS_DETAIL_MAX_SIZE).default(20),
    // Spec §3 "Query": one mini-program user's events (the customer whose mpUserId it is, in the caller's scope).
    mpUserId: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("One mini-program user's events: the customer with this mpUserId (none outside the caller's scope)"),
  })
  .superRefine((body, ctx) => {
    checkPeriod(body, ctx);
    checkWindow({ from: (body.page - 1) * body.pageSize, size: body.pageSize }, ctx);
  });

/** What `POST /admin-api/system/stats/search` groups by. */
export const STATS_GROUPINGS = ['day', 'hour', 'source_type', 'channel', 'store', 'sale', 'merchant'] as const;
export type StatsGrouping = (typeof STATS_GROUPINGS)[number];

/** Main-client GET calls carry the filters in the query string (numbers as text). */
const numeric = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value), schema);
const queryFields = {
  ...filterFields,
  merchant_id: numeric(filterFields.merchant_id),
  store_id: numeric(filterFields.store_id),
  sale_id: numeric(filterFields.sale_id),
  channel: numeric(filterFields.channel),
};
export function statsQueryStringSchema(keys: readonly StatsFilterKey[], paged = false) {
  const fields = Object.fromEntries(keys.map((key) => [key, queryFields[key]]));
  const page = paged ? { from: numeric(pageFields.from), size: numeric(pageFields.size) } : {};
  return z.strictObject({ ...fields, ...page }).superRefine((body, ctx) => {
    periodCheck(body as FilterBody, ctx);
    if (paged) checkWindow(body as { from: number; size: number }, ctx);
  });
}

/** Every filter, as the repository takes them once parsed. */
export type StatsFilter = Partial<Omit<z.output<z.ZodObject<typeof filterFields>>, 'channel_mapping'>> & {
  channel_mapping?: (typeof CHANNEL_MAPPINGS)[number];
};

/* ---------- answers ---------- */

const isoInstant = z.string().describe('ISO-8601 instant (UTC)');
/** Where the period lies and how fresh it is: the rollups hold whole hours only (spec §9). */
export const statsPeriodSchema = z.object({
  begin_time: z.string(),
  end_time: z.string(),
  time_zone: z.string(),
  days: z.number().int(),
  current_to: isoInstant.describe('Data is current up to this instant, the start of the current hour'),
});

export const statsFiguresSchema = z.object({
  events: z.number().int().describe('Every production event'),
  views: z.number().int().describe('Events about content (every kind but the usage timer’s)'),
  stay_time: z.number().int().describe('Seconds spent on content'),
  logins: z.number().int(),
  use_time: z.number().int().describe('Seconds of back-office use (saleUseLog)'),
  active_sales: z.number().int().describe('Guides with at least one event'),
});
export type StatsFigures = z.output<typeof statsFiguresSchema>;
export const STATS_FIGURES = ['events', 'views', 'stay_time', 'logins', 'use_time', 'active_sales'] as const;

export const statsByTypeSchema = z.object({
  source_type: z.string(),
  events: z.number().int(),
  use_time: z.number().int(),
  stay_time: z.number().int(),
});

export const statsTotalSchema = z.object({
  period: statsPeriodSchema,
  figures: statsFiguresSchema,
  previous: statsFiguresSchema.describe('The same figures over the period just before, as long'),
  by_type: z.array(statsByTypeSchema),
});

export const statsBucketSchema = z.object({
  time: z.string().describe('YYYY-MM-DD, or YYYY-MM-DD HH:00 for a one-day period, in the merchant zone'),
  events: z.number().int(),
  views: z.number().int(),
  logins: z.number().int(),
  use_time: z.number().int(),
});
export const statsTimingSchema = z.object({ period: statsPeriodSchema, grain: z.enum(['hour', 'day']), buckets: z.array(statsBucketSchema) });

/** One ranked row: what it is (a content, tag, store, guide, merchant, region…) and its counts. */
export const statsRankRowSchema = z.object({
  key: z.string().describe('The ranked thing: content "<kind>:<id>", tag "<group>:<item>", or an id'),
  name: z.string(),
  kind: z.string().optional(),
  id: z.number().int().optional(),
  events: z.number().int(),
  stay_time: z.number().int().optional(),
  use_time: z.number().int().optional(),
  logins: z.number().int().optional(),
  views: z.number().int().optional(),
  active_sales: z.number().int().optional(),
  deleted: z.boolean().optional().describe('Content rankings: the content is deleted (its name is empty once its record is gone)'),
  merchant_id: z.number().int().optional().describe("Content rankings across every merchant (the platform's): whose content it is"),
  merchant_name: z.string().nullable().optional(),
});
export type StatsRankRow = z.output<typeof statsRankRowSchema>;
export const statsRankSchema = z.object({ period: statsPeriodSchema, list: z.array(statsRankRowSchema), total: z.number().int() });

/** The kinds of back-office accounts (migration 015): a merchant's master account, its sub-accounts, the platform's staff. */
export const STATS_ACCOUNT_KINDS = ['master', 'sub', 'staff'] as const;
export type StatsAccountKind = (typeof STATS_ACCOUNT_KINDS)[number];
const gone = (what: string) => z.boolean().describe(`The ${what} is deleted, or is not one of the event's merchant's`);

/**
 * What an event's ids name (issue 34 "Names, not ids"), read from the event's own merchant's
 * records only: a name is null where there is no id, or where the record is gone (then `…_deleted`).
 */
export const statsEventNamesSchema = z.object({
  merchant_name: z.string().nullable(),
  store_name: z.string().nullable(),
  store_deleted: gone('store'),
  sale_name: z.string().nullable().describe("The guide account's name (else its nickname, else its username)"),
  sale_deleted: gone('guide account'),
  sale_account_kind: z.enum(STATS_ACCOUNT_KINDS).nullable(),
  content_title: z
    .string()
    .nullable()
    .describe('The content’s title, a deleted record’s too while it is kept; null for kinds with no records (apps, activities, coupons)'),
  content_deleted: gone('content'),
  viewer_account_id: z.number().int().nullable().describe('The back-office account a viewer `account:<id>` is'),
  viewer_name: z.string().nullable().describe("That account's name"),
  viewer_deleted: gone('viewer account'),
  viewer_account_kind: z.enum(STATS_ACCOUNT_KINDS).nullable(),
  visitor_code: z.string().nullable().describe("An anonymous visitor's short code (any viewer but an account): the same visitor, the same code"),
});
export type StatsEventNames = z.output<typeof statsEventNamesSchema>;

export const statsEventRowSchema = z.object({
  id: z.number().int(),
  merchant_id: z.number().int(),
  source_type: z.string(),
  use_at: isoInstant,
  channel: z.number().int(),
  viewer_id: z.string().nullable(),
  store_id: z.number().int().nullable(),
  sale_id: z.number().int().nullable(),
  content_kind: z.enum(STATS_CONTENT_KINDS).nullable(),
  content_id: z.number().int().nullable(),
  use_time: z.number().int().nullable(),
  stay_time: z.number().int().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  ...statsEventNamesSchema.shape,
});
export const statsEventPageSchema = z.object({ period: statsPeriodSchema, list: z.array(statsEventRowSchema), total: z.number().int() });

/**
 * A region as events store it (issue 34): the province's two-digit GB/T 2260 code ("44"), the city's
 * six ("440300"), '' for the unknown region or no city; the pages and exports name them in the
 * reader's language (resources/stats/provinces.ts, cities.ts).
 */
export const statsRegionRowSchema = z.object({ province: z.string(), city: z.string(), events: z.number().int() });
export const statsMapSchema = z.object({
  period: statsPeriodSchema,
  provinces: z.array(z.object({ province: z.string(), events: z.number().int() })),
  list: z.array(statsRegionRowSchema),
  total: z.number().int(),
});

/** The home page in one call (`GET /api/record/comprehensiveStatsV2`). */
export const statsHomeSchema = z.object({
  period: statsPeriodSchema,
  figures: statsFiguresSchema,
  previous: statsFiguresSchema,
  trend: statsTimingSchema.shape.buckets,
  grain: z.enum(['hour', 'day']),
  top_content: z.array(statsRankRowSchema),
  top_tags: z.array(statsRankRowSchema),
  top_sales: z.array(statsRankRowSchema),
});
export type StatsHome = z.output<typeof statsHomeSchema>;
