import { describe, expect, it } from 'vitest';
import { DAY_MS, RECYCLE_BIN_DAYS } from '../../../resources/constants.ts';
import { calendarDaysUntil } from '../../../resources/format/days.ts';

/** A moment of the reader's own calendar (the process's time zone, as the browser's). */
const local = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

describe('calendarDaysUntil: days left as a reader counts them', () => {
  it.each([0, 1, 9.5, 12, 23.99])('a record kept 30 days reads 30 right after it is deleted (at %d h), not 29', (hour) => {
    const deletedAt = local(10, Math.floor(hour), Math.round((hour % 1) * 60));
    const purgedAt = new Date(deletedAt.getTime() + RECYCLE_BIN_DAYS * DAY_MS);
    expect(calendarDaysUntil(purgedAt, deletedAt.getTime() + 1_000)).toBe(30);
  });

  it.each([
    ['tomorrow morning, seen late tonight', local(11, 9), local(10, 23), 1],
    ['tomorrow night, seen early today', local(11, 23), local(10, 1), 1],
    ['later today', local(10, 23), local(10, 1), 0],
    ['in twenty minutes, today', local(10, 0, 30), local(10, 0, 10), 0],
    ['3.5 days on, four dates later', local(14, 8), local(10, 20), 4],
    ['yesterday', local(9, 23), local(10, 1), -1],
  ])('%s', (_, target, now, days) => {
    expect(calendarDaysUntil(target.toISOString(), now)).toBe(days);
  });
});
