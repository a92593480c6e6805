import { describe, expect, it } from 'vitest';
import { hoursRuns, hoursSummary, shortWeekday } from '../../../src/stores/business-hours-text.ts';

const days = (first: number, last: number, open = '09:00', close = '21:00') =>
  Array.from({ length: last - first + 1 }, (_, index) => ({ day: first + index, open, close }));

describe('business hours in one line', () => {
  it.each([
    ['a working week', days(1, 5), 'Mon–Fri 09:00–21:00'],
    ['every day alike', days(1, 7), 'Mon–Sun 09:00–21:00'],
    ['a shorter weekend', [...days(1, 5), ...days(6, 7, '10:00', '18:00')], 'Mon–Fri 09:00–21:00, Sat–Sun 10:00–18:00'],
    ['a closed day in the middle', [...days(1, 2), ...days(4, 5)], 'Mon–Tue 09:00–21:00, Thu–Fri 09:00–21:00'],
    ['one day', days(3, 3), 'Wed 09:00–21:00'],
    ['days given in any order', [...days(2, 2), ...days(1, 1)], 'Mon–Tue 09:00–21:00'],
    ['nothing', [], ''],
    ['no list at all', 'Mon–Fri', ''],
  ])('%s', (_, value, text) => {
    expect(hoursSummary(value, 'en')).toBe(text);
  });

  it('groups only consecutive days with the same hours', () => {
    expect(hoursRuns([...days(1, 1), ...days(2, 2, '09:00', '20:00')])).toHaveLength(2);
  });

  it("names the days in the user's language", () => {
    expect(shortWeekday(1, 'zh')).toBe('周一');
    expect(shortWeekday(7, 'ja')).toBe('日');
    expect(shortWeekday(7, 'en')).toBe('Sun');
  });
});
