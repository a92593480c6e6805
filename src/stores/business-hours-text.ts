import type { BusinessHours } from '../../resources/stores/business-hours.ts';

/** Consecutive weekdays open at the same times: `first`…`last` (ISO days). */
export interface HoursRun {
  first: number;
  last: number;
  open: string;
  close: string;
}

type Opening = BusinessHours[number];

const isOpening = (entry: unknown): entry is Opening =>
  typeof entry === 'object' && entry !== null && typeof (entry as Opening).day === 'number' && typeof (entry as Opening).open === 'string';

/** The openings of a stored value, Monday first (anything else in it is ignored, never drawn). */
export function openingsOf(value: unknown): Opening[] {
  return (Array.isArray(value) ? value.filter(isOpening) : []).sort((a, b) => a.day - b.day);
}

/** Groups the week into runs of consecutive days with the same hours ("Mon–Fri 09:00–21:00"); closed days break a run. */
export function hoursRuns(value: unknown): HoursRun[] {
  const runs: HoursRun[] = [];
  for (const { day, open, close } of openingsOf(value)) {
    const last = runs.at(-1);
    if (last && last.last === day - 1 && last.open === open && last.close === close) last.last = day;
    else runs.push({ first: day, last: day, open, close });
  }
  return runs;
}

// 1 January 2024 was a Monday: day `n` of that week is ISO weekday `n`.
const dateOf = (day: number) => new Date(Date.UTC(2024, 0, day));

/** A weekday's short name in the user's language ("Mon", "周一", "lun", "月"), from the platform's calendar data. */
export function shortWeekday(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(dateOf(day));
}

/** The week in one line: "Mon–Fri 09:00–21:00, Sat 10:00–18:00" (closed days left out). */
export function hoursSummary(value: unknown, locale: string): string {
  return hoursRuns(value)
    .map(({ first, last, open, close }) => {
      const days = first === last ? shortWeekday(first, locale) : `${shortWeekday(first, locale)}–${shortWeekday(last, locale)}`;
      return `${days} ${open}–${close}`;
    })
    .join(', ');
}
