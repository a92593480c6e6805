import { describe, expect, it } from 'vitest';
import { isWholeHourZone, statsTimeZoneSchema } from '../../../resources/stats/time-zone.ts';

describe('statistics time zones', () => {
  it('accepts whole-hour zones, summer time included', () => {
    for (const zone of ['Asia/Shanghai', 'UTC', 'Europe/Berlin', 'America/New_York', 'Pacific/Kiritimati']) expect(isWholeHourZone(zone), zone).toBe(true);
  });

  it('refuses zones with a half or quarter hour, and names that are no zone', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns', 'Australia/Adelaide', 'Mars/Olympus', ''])
      expect(isWholeHourZone(zone), zone).toBe(false);
    expect(statsTimeZoneSchema.safeParse('Asia/Kolkata').error?.issues[0]?.message).toBe('validation.statsTimeZone');
    // Not the shape of a zone name (what the merchants table would refuse too): one message, before any lookup.
    expect(statsTimeZoneSchema.safeParse("Asia/Shanghai'; --").error?.issues.map((issue) => issue.message)).toEqual(['validation.statsTimeZone']);
  });
});
