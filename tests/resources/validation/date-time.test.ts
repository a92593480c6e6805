import { describe, expect, it } from 'vitest';
import { hasRealOffset, offsetDateTime } from '../../../resources/validation/date-time.ts';

describe('dates and times with a UTC offset', () => {
  it.each(['2026-11-21T10:00:00Z', '2026-11-21T10:00:00+14:00', '2026-11-21T10:00:00-12:00', '2026-11-21T10:00:00.123+05:45', '2026-11-21'])(
    'keeps %s',
    (text) => {
      expect(hasRealOffset(text)).toBe(true);
    },
  );

  it.each(['2026-11-21T10:00:00+14:01', '2026-11-21T10:00:00-12:30', '2808-02-29T21:32:29-19:00', '2026-11-21T10:00:00+18:17'])(
    'refuses %s (no time zone has it; PostgreSQL stops at ±15:59)',
    (text) => {
      expect(hasRealOffset(text)).toBe(false);
      expect(offsetDateTime().safeParse(text).error?.issues[0].message).toBe('validation.timeZoneOffset');
    },
  );
});
