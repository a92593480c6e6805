export type RelativeTime =
  | { key: 'time.justNow' }
  | { key: 'time.minutesAgo'; count: number }
  | { key: 'time.hoursAgo'; count: number }
  | { key: 'time.oneDayAgo' }
  | { key: 'time.date'; date: Date };

/**
 * Spec §9: under 30 s "just now", then minutes, then hours, then "1 day ago"; older than two days
 * the date itself. Returns an i18n key and its values so every language words it its own way.
 */
export function relativeTime(time: Date | number | string, now: number = Date.now()): RelativeTime {
  const date = new Date(time);
  const seconds = (now - date.getTime()) / 1000;
  if (seconds < 30) return { key: 'time.justNow' };
  if (seconds < 3600) return { key: 'time.minutesAgo', count: Math.ceil(seconds / 60) };
  if (seconds < 86_400) return { key: 'time.hoursAgo', count: Math.ceil(seconds / 3600) };
  if (seconds < 2 * 86_400) return { key: 'time.oneDayAgo' };
  return { key: 'time.date', date };
}
