import { describe, expect, it } from 'vitest';
import { formatDateTime, formatZonedDateTime, zoneToName } from '../../../resources/format/date-time.ts';

// 12:04 UTC: 20:04 in Shanghai, 13:04 in Berlin (winter time), 07:04 in New York.
const AT = '2026-11-28T12:04:00.000Z';

describe('formatDateTime: one date-time format per language, in a named zone', () => {
  it.each([
    ['en', '11/28/2026 08:04 PM'],
    ['zh', '2026/11/28 20:04'],
    ['zhEdu', '2026/11/28 20:04'],
    ['es', '28/11/2026 20:04'],
    ['ja', '2026/11/28 20:04'],
  ])('%s → %s in Asia/Shanghai', (language, expected) => expect(formatDateTime(AT, language, 'Asia/Shanghai')).toBe(expected));

  it('reads the same instant in each zone', () => {
    expect(formatDateTime(AT, 'zh', 'Europe/Berlin')).toBe('2026/11/28 13:04');
    expect(formatDateTime(AT, 'zh', 'America/New_York')).toBe('2026/11/28 07:04');
    expect(formatDateTime(new Date(AT), 'zh', 'UTC')).toBe('2026/11/28 12:04');
  });

  it('writes nothing for no value and leaves what is not a date as it is', () => {
    expect(formatDateTime(null, 'en', 'UTC')).toBe('');
    expect(formatDateTime('', 'en', 'UTC')).toBe('');
    expect(formatDateTime('soon', 'en', 'UTC')).toBe('soon');
  });

  it('falls back to the runtime zone for a zone it does not know', () => {
    expect(formatDateTime(AT, 'zh', 'Not/AZone')).toMatch(/^2026\/11\/28 \d{2}:04$/);
  });
});

describe('naming the zone where it is not the reader’s', () => {
  it('names a zone other than the reader’s, and not the reader’s own', () => {
    expect(zoneToName('Asia/Shanghai', 'Europe/Berlin')).toBe('Asia/Shanghai');
    expect(zoneToName('Asia/Shanghai', 'Asia/Shanghai')).toBeUndefined();
    expect(zoneToName(undefined, 'Asia/Shanghai')).toBeUndefined();
  });

  it('writes the analytics form: the time, then the zone', () => {
    expect(formatZonedDateTime(AT, 'zh', 'Asia/Shanghai', 'UTC')).toBe('2026/11/28 20:04 (Asia/Shanghai)');
    expect(formatZonedDateTime(AT, 'en', 'UTC', 'UTC')).toBe('11/28/2026 12:04 PM');
  });
});
