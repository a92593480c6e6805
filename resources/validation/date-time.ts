import { z } from 'zod';

/** Real time zones lie between UTC−12:00 and UTC+14:00; PostgreSQL refuses offsets past ±15:59. */
const MAX_OFFSET_MINUTES = { '-': 12 * 60, '+': 14 * 60 } as const;
const OFFSET = /([+-])(\d{2}):?(\d{2})$/;

/** True unless the text ends in a UTC offset no time zone has (`Z` and offset-free texts pass). */
export function hasRealOffset(text: string): boolean {
  const match = OFFSET.exec(text);
  if (!match || !text.includes('T')) return true;
  const [, sign, hours, minutes] = match;
  return Number(hours) * 60 + Number(minutes) <= MAX_OFFSET_MINUTES[sign as '+' | '-'] && Number(minutes) < 60;
}

/** An ISO date and time with an optional UTC offset that a real time zone could have. */
export function offsetDateTime(error?: z.core.$ZodErrorMap) {
  return z.iso.datetime({ offset: true, ...(error ? { error } : {}) }).refine(hasRealOffset, { error: 'validation.timeZoneOffset' });
}

/** A date and time a form asks for: "Required" when missing, "Enter a date and time." when it is none. */
export function dateTimeInput() {
  return offsetDateTime((issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.dateTime'));
}
