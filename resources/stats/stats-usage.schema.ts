import { z } from 'zod';
import { hasRealOffset } from '../validation/date-time.ts';
import { STATS_MAX_SECONDS, withinEventWindow } from './stats-event.schema.ts';

/** The session route of the usage timer (spec §4 "Usage timer", §7); on the silent-path list (spec §8). */
export const USAGE_RECORD_PATH = '/api/record/newStatsRecord';

/** Spec §7: a login, and a stretch of use measured by the usage timer. */
export const USAGE_STATS_TYPES = ['accountLogin', 'saleUseLog'] as const;
export type UsageStatsType = (typeof USAGE_STATS_TYPES)[number];

/** A stretch's seconds are an event's (a day at most; the timer sends after 30 s idle). */
export const USAGE_MAX_SECONDS = STATS_MAX_SECONDS;

/** Spec §7's "formatted time": `YYYY-MM-DD HH:mm:ss`, then `Z` or an offset (`+08:00`), or nothing. */
export const USE_AT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(Z|[+-]\d{2}:\d{2})?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether the text has the format and names a real calendar date and clock time. */
export function isUsageTime(text: string): boolean {
  const match = USE_AT_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map(Number);
  if (year < 1 || month < 1 || month > 12) return false;
  const leap = month === 2 && ((year % 4 === 0 && year % 100 !== 0) || year % 400 === 0);
  return day >= 1 && day <= DAYS_IN_MONTH[month - 1] + (leap ? 1 : 0) && hours < 24 && minutes < 60 && seconds < 60;
}

/** The ISO instant of a time that names its offset; null for a bare local time (the merchant's zone decides). */
export function usageInstant(text: string): string | null {
  const match = USE_AT_PATTERN.exec(text);
  if (!match?.[7]) return null;
  return text.replace(' ', 'T');
}

/** A bare time as PostgreSQL reads a `timestamp` (`YYYY-MM-DD HH:mm:ss`). */
export function bareUsageTime(text: string): string {
  return text.replace('T', ' ');
}

const useAt = z
  .string()
  .regex(USE_AT_PATTERN, { error: 'validation.statsUseAt', abort: true })
  .refine(isUsageTime, { error: 'validation.statsUseAt', abort: true })
  .refine((text) => hasRealOffset(text.replace(' ', 'T')), { error: 'validation.timeZoneOffset', abort: true })
  // A bare time is checked once the merchant's zone has made it an instant (stats-usage.service.ts).
  .refine(
    (text) => {
      const instant = usageInstant(text);
      return instant === null || withinEventWindow(instant);
    },
    { error: 'validation.statsEventWindow' },
  )
  .describe('YYYY-MM-DD HH:mm:ss followed by Z or an offset (+08:00); without one, the time is read in the merchant’s time zone');

/** Spec §9 "Device fingerprint: 12-character random id stored locally" (src/analytics/device-fingerprint.ts). */
export const DEVICE_FINGERPRINT_LENGTH = 12;
export const DEVICE_FINGERPRINT_PATTERN = new RegExp(`^[A-Za-z0-9]{${DEVICE_FINGERPRINT_LENGTH}}$`);

/**
 * `POST /api/record/newStatsRecord` (spec §7 "Usage records"): `accountLogin`, or `saleUseLog` with
 * `use_time` in whole seconds; `use_at` is when it happened, at most 7 days ago and not in the
 * future. The merchant, store and sale are the session's, never the body's (API.md §1).
 */
export const usageRecordBodySchema = z
  .strictObject({
    statsType: z.enum(USAGE_STATS_TYPES),
    use_time: z.number().int().min(0).max(USAGE_MAX_SECONDS).optional().describe('Seconds of use: required for saleUseLog, refused for accountLogin'),
    use_at: useAt,
    fingerprint: z
      .string()
      .regex(DEVICE_FINGERPRINT_PATTERN)
      .optional()
      .describe(
        'The sending browser’s device fingerprint (spec §9): 12 letters or digits it keeps locally. Checked, not stored: usage counts the account, whatever its device',
      ),
  })
  .superRefine((body, context) => {
    if (body.statsType === 'saleUseLog' && body.use_time === undefined) {
      context.addIssue({ code: 'custom', path: ['use_time'], message: 'validation.required' });
    }
    if (body.statsType === 'accountLogin' && body.use_time !== undefined) {
      context.addIssue({ code: 'custom', path: ['use_time'], message: 'validation.unknownField' });
    }
  });
export type UsageRecordBody = z.input<typeof usageRecordBodySchema>;

export const usageRecordResponseSchema = z.object({ recorded: z.number().int().describe('Events recorded (1)') });
