import { STATS_MAX_RANGE_DAYS, STATS_PERIODS, type StatsPeriod } from '../../resources/stats/stats-query.schema.ts';

/** The period a statistics page shows: one of the spec's periods, or whole days from `begin` to `end` (YYYY-MM-DD). */
export type PeriodChoice = { period: StatsPeriod } | { begin: string; end: string };

/** Without a choice in the address, a page shows today (the first of the spec's periods). */
export const DEFAULT_PERIOD: PeriodChoice = { period: 'today' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function realDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return DAY.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** Days from `begin` to `end`, both counted. */
const daysOf = (begin: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${begin}T00:00:00Z`)) / 86_400_000) + 1;

/** The choice an address holds (`?period=30d`, or `?begin=2025-01-01&end=2025-01-31`); anything else, the default. */
export function periodFromSearch(search: URLSearchParams): PeriodChoice {
  const period = search.get('period');
  if (period && (STATS_PERIODS as readonly string[]).includes(period)) return { period: period as StatsPeriod };
  const begin = search.get('begin') ?? '';
  const end = search.get('end') ?? '';
  if (realDay(begin) && realDay(end)) {
    const days = daysOf(begin, end);
    if (days >= 1 && days <= STATS_MAX_RANGE_DAYS) return { begin, end };
  }
  return DEFAULT_PERIOD;
}

/** The address query of a choice: what the drill-down links and a reload carry. */
export function periodSearch(choice: PeriodChoice): Record<string, string> {
  return 'period' in choice ? { period: choice.period } : { begin: choice.begin, end: choice.end };
}

/** The API's fields for a choice (spec §7: whole days sent as 00:00:00 and 23:59:59 in the merchant zone). */
export function periodQuery(choice: PeriodChoice): { period: StatsPeriod } | { begin_time: string; end_time: string } {
  return 'period' in choice ? { period: choice.period } : { begin_time: `${choice.begin} 00:00:00`, end_time: `${choice.end} 23:59:59` };
}

/** Whether a custom range is allowed: whole days, at most a year (the API refuses longer ones). */
export const rangeAllowed = (begin: string, end: string): boolean => {
  const days = daysOf(begin, end);
  return days >= 1 && days <= STATS_MAX_RANGE_DAYS;
};
