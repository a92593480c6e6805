// One date-time format per language, for every place a moment is written for people: lists,
// drawers, analytics and exports (issue 35 "one clock"). The form is the locale's own order of
// day, month and year with two-digit fields and its own clock ("11/28/2026 08:04 PM",
// "2026/11/28 20:04", "28/11/2026 20:04"), always in a named time zone: business data is read in
// its merchant's zone, wherever the reader sits.
import { formatLocale } from './locales.ts';

const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let cached = formatters.get(key);
  if (!cached) {
    try {
      cached = new Intl.DateTimeFormat(locale, { ...DATE_TIME, timeZone });
    } catch {
      // A zone the runtime does not know (a stored value older than its tz data) reads in the runtime's own.
      cached = new Intl.DateTimeFormat(locale, DATE_TIME);
    }
    formatters.set(key, cached);
  }
  return cached;
}

let runtimeZone: string | undefined;

/** The zone this runtime (the reader's browser) is in: asked once, not per cell (an Intl object each time). */
export function localTimeZone(): string {
  runtimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return runtimeZone;
}

/**
 * An instant as people read it in `language`, in `timeZone` (the runtime's when none), without
 * the comma some locales put between date and time; '' for no value, the text itself when it is
 * not a date.
 */
export function formatDateTime(value: unknown, language: string, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  return formatter(formatLocale(language), timeZone)
    .formatToParts(date)
    .map((part) => (part.type === 'literal' && part.value.startsWith(',') ? ' ' : part.value))
    .join('')
    .replace(/\s+/g, ' ');
}

/**
 * The zone to name beside a time written in `timeZone`, or undefined when it is the reader's own
 * (a label that always repeats the reader's zone would be noise). Compared by name: two names of
 * one offset (Asia/Shanghai, Asia/Hong_Kong) still say where the business counts its days.
 */
export function zoneToName(timeZone: string | undefined, readerZone: string = localTimeZone()): string | undefined {
  return timeZone && timeZone !== readerZone ? timeZone : undefined;
}

/** An instant with its zone named where it is not the reader's: "2026/11/28 20:04 (Asia/Shanghai)". */
export function formatZonedDateTime(value: unknown, language: string, timeZone: string | undefined, readerZone?: string): string {
  const text = formatDateTime(value, language, timeZone);
  const named = zoneToName(timeZone, readerZone);
  return text && named ? `${text} (${named})` : text;
}
