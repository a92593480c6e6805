import { z } from 'zod';
import { statsTimeZoneSchema } from './time-zone.ts';

/**
 * App settings (spec §2 `/settingCenter/appSetting`): what a merchant's showroom apps,
 * mini-programs and H5 pages are set up with. Its page holds the statistics ingestion key those
 * apps send and the zone their statistics count days in.
 */
export const APP_SETTINGS_PAGE = '/settingCenter/appSetting';

/** Where the merchant's statistics time zone is set. */
export const STATS_TIME_ZONE_PATH = '/api/settings/time-zone';

/** `PUT /api/settings/time-zone`: the merchant's statistics time zone (whole-hour offsets only). */
export const timeZoneBodySchema = z.strictObject({
  time_zone: statsTimeZoneSchema.describe('An IANA time zone whose offset from UTC is a whole number of hours at every instant, e.g. Asia/Shanghai'),
});

export const timeZoneAnswerSchema = z.object({
  time_zone: z.string(),
  recounted_hours: z.number().int().describe('Hours of past events marked to be rolled again so that their days follow the new zone (0 when unchanged)'),
});
