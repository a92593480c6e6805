import { describe, expect, it } from 'vitest';
import { businessHoursSchema } from '../../../resources/stores/business-hours.ts';
import { installValidationMessages } from '../../../resources/validation/error-map.ts';
import { CHOOSE_TIMES, copyMonday, hoursToWeek, toggleDay, weekIssues, weekOf, weekToHours } from '../../../src/stores/business-hours-form.ts';

installValidationMessages();

const MON_FRI = [1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '21:00' }));
const closed = (day: number) => ({ day, isOpen: false, open: '', close: '' });

describe('business hours between the API and the editor', () => {
  it('gives the editor seven rows, Monday first, a day left out closed', () => {
    const week = hoursToWeek([{ day: 3, open: '10:00', close: '18:00' }]);
    expect(week.map((row) => row.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week[2]).toEqual({ day: 3, isOpen: true, open: '10:00', close: '18:00' });
    expect(week[0]).toEqual(closed(1));
  });

  it('sends the open days only, Monday first, and the same week it was given', () => {
    expect(weekToHours(hoursToWeek([...MON_FRI].reverse()))).toEqual(MON_FRI);
    expect(weekToHours(hoursToWeek([]))).toEqual([]);
  });

  it("forgets a closed day's times on the wire but keeps them in the editor", () => {
    const week = toggleDay(hoursToWeek(MON_FRI), 5, false);
    expect(weekToHours(week)).toEqual(MON_FRI.slice(0, 4));
    expect(week[4]).toEqual({ day: 5, isOpen: false, open: '09:00', close: '21:00' });
  });

  it('leaves hours never loaded unsent, and reads rows the form filled partly', () => {
    expect(weekToHours(undefined)).toBeUndefined();
    expect(weekOf([undefined, { isOpen: true, open: '08:00', close: '12:00' }])[1]).toEqual({ day: 2, isOpen: true, open: '08:00', close: '12:00' });
  });
});

describe('editing the week', () => {
  it('copies Monday, open or closed, to every day', () => {
    const week = copyMonday(hoursToWeek([{ day: 1, open: '08:30', close: '17:00' }]));
    expect(weekToHours(week)).toEqual([1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '08:30', close: '17:00' })));
    expect(weekToHours(copyMonday(hoursToWeek(MON_FRI.slice(1))))).toEqual([]);
  });

  it('opens a day with the times of the nearest open day before it, or none', () => {
    const week = hoursToWeek([
      { day: 1, open: '09:00', close: '18:00' },
      { day: 3, open: '10:00', close: '20:00' },
    ]);
    expect(toggleDay(week, 6, true)[5]).toEqual({ day: 6, isOpen: true, open: '10:00', close: '20:00' });
    expect(toggleDay(hoursToWeek([]), 2, true)[1]).toEqual({ day: 2, isOpen: true, open: '', close: '' });
  });
});

describe("the schema's problems, on the row of the day they are about", () => {
  const week = (...rows: { day: number; open: string; close: string }[]) => hoursToWeek(rows);

  it.each([
    [
      'closing before opening',
      week({ day: 1, open: '09:00', close: '18:00' }, { day: 4, open: '18:00', close: '09:00' }),
      [3, 'close'],
      'validation.closesBeforeOpening',
    ],
    ['closing when opening', week({ day: 7, open: '09:00', close: '09:00' }), [6, 'close'], 'validation.closesBeforeOpening'],
    ['an open day without times', toggleDay(week(), 2, true), [1], CHOOSE_TIMES],
  ])('%s', (_, value, path, message) => {
    expect(weekIssues(businessHoursSchema, value)[0]).toMatchObject({ path, message });
  });

  it('finds nothing in a good week or a closed one', () => {
    expect(weekIssues(businessHoursSchema, hoursToWeek(MON_FRI))).toEqual([]);
    expect(weekIssues(businessHoursSchema, undefined)).toEqual([]);
  });
});
