import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import { formatDateTime as formatIn, localTimeZone } from '../../resources/format/date-time.ts';
import { formatLocale } from '../../resources/format/locales.ts';
import { setReadingLocale } from '../../resources/format/numbers.ts';

dayjs.extend(localizedFormat);

const DAYJS_LOCALES: Record<string, string> = { en: 'en', zh: 'zh-cn', zhEdu: 'zh-cn', es: 'es', ja: 'ja' };

/**
 * The zone business data is read in when a caller names none: the session's merchant's (App
 * settings, "Time zone"), else the reader's own (an operator, whose rows name their merchant's zone
 * themselves: `time_zone` on merchants, shops and orders). Set with the session (src/App.tsx).
 */
let businessTimeZone: string | undefined;

export function setBusinessTimeZone(timeZone: string | undefined): void {
  businessTimeZone = timeZone;
}

/** The zone business data is read in now (see above). */
export function currentBusinessTimeZone(): string {
  return businessTimeZone ?? localTimeZone();
}

/** A record's ISO date-time in the user's language (resources/format/date-time.ts), in the merchant's zone unless one is named. */
export function formatDateTime(value: unknown, language: string, timeZone: string = currentBusinessTimeZone()): string {
  if (typeof value !== 'string' || !value) return '';
  return formatIn(value, language, timeZone);
}

/** Date pickers name months and weekdays in dayjs's global language, and numbers group as the language does: keep both the interface's. */
export function setDayjsLanguage(language: string): void {
  setReadingLocale(formatLocale(language));
  const locale = DAYJS_LOCALES[language] ?? 'en';
  if (dayjs.locale() !== locale) dayjs.locale(locale);
}
