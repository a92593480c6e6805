import type { z } from 'zod';
import { type BusinessHours, WEEKDAYS } from '../../resources/stores/business-hours.ts';
import { type PathIssue, schemaIssues } from '../engine/nested-rules.ts';

/**
 * One weekday as the editor holds it: whether it opens, and its times (`HH:MM`, '' when not
 * chosen). A closed day keeps its times, so switching it off and on again loses nothing.
 */
export interface WeekRow {
  day: number;
  isOpen: boolean;
  open: string;
  close: string;
}

type Opening = BusinessHours[number];

const closedDay = (day: number): WeekRow => ({ day, isOpen: false, open: '', close: '' });
const isRow = (row: unknown): row is Partial<WeekRow> => typeof row === 'object' && row !== null;

/**
 * The editor's seven rows, Monday first, from whatever the form holds: the editor's own rows, or
 * nothing yet (a store saved without hours). Row `day - 1` is always that day, so a row's errors
 * stay on it whichever days open.
 */
export function weekOf(value: unknown): WeekRow[] {
  const rows = Array.isArray(value) ? value : [];
  return WEEKDAYS.map((day, index) => {
    const row = rows[index];
    return isRow(row) ? { day, isOpen: Boolean(row.isOpen), open: row.open ?? '', close: row.close ?? '' } : closedDay(day);
  });
}

/** The API's business hours as the editor's rows (the widget's `toForm`): a day left out is closed. */
export function hoursToWeek(value: unknown): WeekRow[] {
  const openings = Array.isArray(value) ? (value as Partial<Opening>[]) : [];
  return WEEKDAYS.map((day) => {
    const opening = openings.find((candidate) => candidate?.day === day);
    return opening ? { day, isOpen: true, open: opening.open ?? '', close: opening.close ?? '' } : closedDay(day);
  });
}

/** The editor's rows as the API takes them (the widget's `fromForm`): the open days only, Monday first. */
export function weekToHours(value: unknown): unknown {
  // Nothing edited on a store saved without hours: leave the field unsent rather than invent a week.
  if (value === undefined) return value;
  return weekOf(value)
    .filter((row) => row.isOpen)
    .map(({ day, open, close }) => ({ day, open, close }));
}

/** Every day made like Monday: open or closed, with Monday's times. */
export function copyMonday(rows: readonly WeekRow[]): WeekRow[] {
  const [monday] = rows;
  return rows.map((row) => ({ ...monday, day: row.day }));
}

/**
 * Switches a day open or closed. A day opened without times of its own takes those of the
 * nearest open day before it (a week is mostly alike), else stays to be chosen.
 */
export function toggleDay(rows: readonly WeekRow[], day: number, isOpen: boolean): WeekRow[] {
  const index = day - 1;
  const row = rows[index];
  const earlier = rows
    .slice(0, index)
    .reverse()
    .find((candidate) => candidate.isOpen && candidate.open && candidate.close);
  const times = !row.open && !row.close && isOpen && earlier ? { open: earlier.open, close: earlier.close } : {};
  return rows.map((candidate, i) => (i === index ? { ...candidate, ...times, isOpen } : candidate));
}

/** What an open day without both times is told (the schema's "use HH:MM" would puzzle a picker's user). */
export const CHOOSE_TIMES = 'resources.stores.hours.chooseTimes';

/**
 * The schema's issues about the rows' hours, placed on the editor's rows: the API's list holds
 * only the open days, so its index `n` is the n-th open day, row `day - 1` here.
 */
export function weekIssues(schema: z.ZodType, value: unknown): PathIssue[] {
  const openDays = weekOf(value).filter((row) => row.isOpen);
  const unchosen = openDays.filter((row) => !row.open || !row.close).map((row) => ({ path: [row.day - 1], message: CHOOSE_TIMES }));
  const placed = schemaIssues(schema, weekToHours(value ?? [])).map((issue) => {
    const [index, ...rest] = issue.path;
    const row = typeof index === 'number' ? openDays[index] : undefined;
    return row ? { ...issue, path: [row.day - 1, ...rest] } : issue;
  });
  return [...unchosen, ...placed];
}
