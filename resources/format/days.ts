// How many days are left until a moment, counted as a reader counts them, shared by every screen
// that says "in N days" (the recycle bin's purge, a merchant's expiry).
import { DAY_MS } from '../constants.ts';

/** The calendar day of a moment in the reader's time zone, as a count of days. */
const calendarDay = (at: Date): number => Date.UTC(at.getFullYear(), at.getMonth(), at.getDate()) / DAY_MS;

/**
 * Calendar days from `now` until `target` in the reader's time zone: 0 when it falls today, 1
 * tomorrow, negative once its day has passed. A record kept 30 days (the recycle bin) reads 30
 * right after it is deleted, where counting the whole 24-hour periods left would say 29 a second
 * later (29.99… rounded down), and the day it ends reads "today" however late in that day it ends.
 */
export function calendarDaysUntil(target: Date | string | number, now: Date | number = Date.now()): number {
  return calendarDay(new Date(target)) - calendarDay(new Date(now));
}
