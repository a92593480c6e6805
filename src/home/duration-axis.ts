import type { TFunction } from 'i18next';
import { formatThousands } from '../../resources/format/numbers.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The round steps a duration axis ticks at, in seconds: 1, 2, 5, 10, 15 and 30 seconds, the same
 * minutes, then 1, 2, 3, 6, 12 and 24 hours; past a day (`durationStep`) 50, 100, 200, 500… hours,
 * as durations read in hours however long they are ("219 h 10 min").
 */
export const DURATION_STEPS: readonly number[] = [
  1,
  2,
  5,
  10,
  15,
  30,
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  24 * HOUR,
];

/** The smallest round step that spans `max` seconds in at most `count` steps. */
export function durationStep(max: number, count: number): number {
  const found = DURATION_STEPS.find((step) => Math.ceil(max / step) <= count);
  if (found !== undefined) return found;
  for (let tens = 10; ; tens *= 10) {
    for (const hours of [5 * tens, 10 * tens, 20 * tens]) if (Math.ceil(max / (hours * HOUR)) <= count) return hours * HOUR;
  }
}

/**
 * Where a duration axis ticks, in seconds: from 0 up to the first round value at or past `max`, at
 * most `count` steps of one round step: 100 s → 0, 30 s, 1 min, 1 min 30 s, 2 min; 150,000 s
 * (41 h 40 min) → 0, 12 h, 24 h, 36 h, 48 h. The last tick is the axis's top. Nothing to show still
 * draws an axis up to a minute.
 */
export function durationTicks(max: number, count = 4): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : MINUTE;
  const step = durationStep(top, Math.max(1, Math.floor(count)));
  const steps = Math.max(1, Math.ceil(top / step));
  return Array.from({ length: steps + 1 }, (_, index) => index * step);
}

/**
 * A tick's label, as short as its value is round: "0", "30 s", "5 min", "1 min 30 s", "2 h",
 * "1 h 30 min" (the figures' own `formatDuration` says "under 1 min" and never shows seconds).
 */
export function formatDurationTick(t: TFunction, seconds: number): string {
  if (seconds <= 0) return '0';
  const hours = Math.floor(seconds / HOUR);
  const minutes = Math.floor((seconds % HOUR) / MINUTE);
  const rest = Math.round(seconds % MINUTE);
  if (hours > 0) {
    return minutes
      ? t('homePage.duration.hours', { hours: formatThousands(hours), minutes })
      : t('homePage.duration.wholeHours', { hours: formatThousands(hours) });
  }
  if (minutes > 0) return rest ? t('homePage.duration.minutesSeconds', { minutes, seconds: rest }) : t('homePage.duration.minutes', { minutes });
  return t('homePage.duration.seconds', { seconds: rest });
}

/**
 * The value axis of a chart of durations (`@ant-design/charts` options): its scale from 0 to the
 * top round tick and its ticks and labels at round values, in place of the library's decimal ones
 * (20,000 s read "5 h 33 min"). Charts of counts keep the library's own.
 */
export function durationAxis(t: TFunction, values: readonly number[], count = 4) {
  const ticks = durationTicks(Math.max(0, ...values), count);
  return {
    scale: { domain: [0, ticks[ticks.length - 1]], nice: false },
    axis: { tickMethod: () => ticks, labelFormatter: (value: number) => formatDurationTick(t, value) },
  };
}
