import { z } from 'zod';

/**
 * Whether `zone` is a time zone the statistics can count days in: a real IANA name whose offset
 * from UTC is a whole number of hours at every instant. Rollups are hourly in UTC (migration 011),
 * so a day that starts at :30 or :45 UTC (India, Nepal, Newfoundland, parts of Australia) would cut
 * an hour in two; such zones are refused rather than counted wrongly.
 */
export function isWholeHourZone(zone: string): boolean {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
  } catch {
    return false;
  }
  // Offsets change with summer time and with history: check each month of this year and the next.
  const year = new Date().getUTCFullYear();
  for (let month = 0; month < 24; month++) {
    const at = Date.UTC(year + Math.floor(month / 12), month % 12, 15);
    const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
    const minutes = /GMT[+-]\d{1,2}:(\d{2})/.exec(name)?.[1];
    if (minutes !== undefined && minutes !== '00') return false;
  }
  return true;
}

/** The shape of an IANA zone name (`Asia/Shanghai`, `America/Argentina/Salta`, `UTC`), as the merchants table checks it (migration 011). */
export const TIME_ZONE_NAME_PATTERN = /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/;

/** A merchant's statistics time zone, as its settings take it. */
export const statsTimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(TIME_ZONE_NAME_PATTERN, { error: 'validation.statsTimeZone', abort: true })
  .refine(isWholeHourZone, { error: 'validation.statsTimeZone', abort: true });
