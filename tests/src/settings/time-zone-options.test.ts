import { describe, expect, it } from 'vitest';
import { offsetLabel, statsZoneOptions } from '../../../src/settings/time-zone-options.ts';

describe('the time zones App settings offers', () => {
  it('names each zone with its offset from UTC at the instant', () => {
    expect(offsetLabel('Asia/Shanghai')).toBe('UTC+08:00');
    expect(offsetLabel('UTC')).toBe('UTC+00:00');
    expect(offsetLabel('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe('UTC-04:00');
    expect(offsetLabel('America/New_York', new Date('2026-12-01T12:00:00Z'))).toBe('UTC-05:00');
  });

  it('offers UTC first and whole-hour zones only, as the server takes them', () => {
    const zones = statsZoneOptions().map((option) => option.value);
    expect(zones[0]).toBe('UTC');
    expect(zones).toEqual(expect.arrayContaining(['Asia/Shanghai', 'Europe/Berlin', 'America/New_York']));
    for (const refused of ['Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns', 'Australia/Adelaide']) expect(zones).not.toContain(refused);
  });

  it('keeps a current zone the list lacks, so the form never shows it blank', () => {
    expect(statsZoneOptions('Etc/GMT-8')[0]).toEqual({ value: 'Etc/GMT-8', label: 'Etc/GMT-8 (UTC+08:00)' });
  });
});
