import { z } from 'zod';
import { offsetDateTime } from '../validation/date-time.ts';

/** Spec §7 channels: 0–5, grouped 1 = [0,1], 2 = [2], 3 = [3,4,5] (CHANNEL_GROUPS). */
export const STATS_CHANNELS = [0, 1, 2, 3, 4, 5] as const;
export const CHANNEL_GROUPS = { 1: [0, 1], 2: [2], 3: [3, 4, 5] } as const;
/** Spec §7's alternate mapping, for the calls that use it. */
export const ALTERNATE_CHANNEL_GROUPS = { 0: [0], 1: [1], 2: [2], 3: [3, 4, 5] } as const;

/** Statistics count the production environment only (spec §7); the others are recorded to be told apart. */
export const STATS_ENVIRONMENTS = ['production', 'trial', 'develop'] as const;

/** What an event may be about (spec §3 "Statistics": the log schema's content columns). */
export const STATS_CONTENT_KINDS = ['application', 'plan', 'album', 'video', 'document', 'commodity', 'activity', 'coupon'] as const;
export type StatsContentKind = (typeof STATS_CONTENT_KINDS)[number];
const CONTENT_ID_KEYS = STATS_CONTENT_KINDS.map((kind) => `${kind}_id` as const);

/** Events older than this, or later than now (with a minute of clock skew), are refused. */
export const STATS_EVENT_MAX_AGE_DAYS = 7;
export const STATS_CLOCK_SKEW_MS = 60_000;
/** Events in one ingestion call. */
export const STATS_BATCH_MAX = 100;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An event's seconds (use, stay) are at most a day's: longer stretches are split long before. */
export const STATS_MAX_SECONDS = 24 * 60 * 60;
const seconds = z.number().int().min(0).max(STATS_MAX_SECONDS);
const region = z.string().trim().min(1).max(40);

/** Whether `use_at` lies in the accepted window: at most 7 days old, not in the future. */
export function withinEventWindow(useAt: string, now = Date.now()): boolean {
  const at = Date.parse(useAt);
  return at >= now - STATS_EVENT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000 && at <= now + STATS_CLOCK_SKEW_MS;
}

/**
 * One event as a showroom app, mini-program or H5 page sends it (spec §7 "sale info merged with
 * event data"): its kind, when it happened, the viewer, the app or content it is about, and the
 * sale info (store and guide). Unknown keys are refused, like every body (SECURITY.md §5).
 */
export const statsEventSchema = z
  .strictObject({
    source_type: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/),
    use_at: offsetDateTime().refine((text) => withinEventWindow(text), { error: 'validation.statsEventWindow' }),
    viewer_id: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[\w.:-]+$/),
    // One literal of several values: a union of six would try each in turn, for every event.
    channel: z.literal(STATS_CHANNELS).default(0),
    environment: z.enum(STATS_ENVIRONMENTS).default('production'),
    store_id: id.optional(),
    sale_id: id.optional(),
    customer_id: id.optional(),
    ...(Object.fromEntries(STATS_CONTENT_KINDS.map((kind) => [`${kind}_id`, id.optional()])) as Record<`${StatsContentKind}_id`, z.ZodOptional<typeof id>>),
    use_time: seconds.optional(),
    stay_time: seconds.optional(),
    // Any spelling of a place in China ("浙江省", "Zhejiang Province", "330000"; "杭州市", "Hangzhou"):
    // ingestion stores their codes (server/modules/stats/stats-regions.ts), '' for what is none.
    province: region.optional(),
    city: region.optional(),
  })
  .refine((event) => CONTENT_ID_KEYS.some((key) => event[key] !== undefined), {
    error: 'validation.statsEventContent',
    path: ['application_id'],
  });
export type StatsEvent = z.output<typeof statsEventSchema>;

/** The body of `POST /app-api/system/stats/record`: a batch of events. */
export const statsRecordBodySchema = z.strictObject({ events: z.array(statsEventSchema).min(1).max(STATS_BATCH_MAX) });
