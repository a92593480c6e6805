import type { TFunction } from 'i18next';
import { formatCompact, formatThousands } from '../../resources/format/numbers.ts';

/** Figures from this size on read better with a suffix (spec §9: k M G T P E); the exact count stays in a tooltip. */
const COMPACT_FROM = 100_000;

/** A count as the spec's number formatter writes it: 98,765 → "98,765", 1,234,567 → "1.2M". */
export function formatCount(value: number): string {
  return Math.abs(value) >= COMPACT_FROM ? formatCompact(value) : formatThousands(value);
}

/**
 * The options of a text where a count is followed by a noun ("1 event", "1,630 events"): `count`
 * picks the catalogue's plural form (`_one`, `_other`), `number` is the count as it reads.
 */
export function counted(count: number): { count: number; number: string } {
  return { count, number: formatThousands(count) };
}

/** Seconds as hours and minutes: 5400 → "1 h 30 min", 300 → "5 min", 20 → "under 1 min". */
export function formatDuration(t: TFunction, seconds: number): string {
  const minutesTotal = Math.floor(Math.max(0, seconds) / 60);
  if (seconds > 0 && minutesTotal === 0) return t('homePage.duration.underMinute');
  const hours = Math.floor(minutesTotal / 60);
  const minutes = minutesTotal % 60;
  if (hours === 0) return t('homePage.duration.minutes', { minutes });
  return t('homePage.duration.hours', { hours: formatThousands(hours), minutes });
}

/**
 * The change of a figure against the previous period, in percent (one decimal), or null when the
 * previous period had none: growth from zero has no percentage.
 */
export function changeOf(current: number, previous: number): number | null {
  if (!previous) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** "+12.5%", "-3%", "0%". */
export function formatChange(change: number): string {
  const text = `${formatThousands(Math.abs(change))}%`;
  return change > 0 ? `+${text}` : change < 0 ? `-${text}` : text;
}

/** Parts of an instant in a time zone, as numbers written with two digits. */
function zonedParts(iso: string, timeZone: string): Record<string, string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
    return Object.fromEntries(parts.map((part) => [part.type, part.value]));
  } catch {
    return null;
  }
}

/** The whole hour of an instant in the merchant's zone: "14:00" (spec §9 "current up to the last whole hour"). */
export function zonedHour(iso: string, timeZone: string): string {
  const p = zonedParts(iso, timeZone);
  return p ? `${p.hour}:00` : '';
}
