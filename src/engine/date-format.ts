import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';

dayjs.extend(localizedFormat);

const DAYJS_LOCALES: Record<string, string> = { en: 'en', zh: 'zh-cn', zhEdu: 'zh-cn', es: 'es', ja: 'ja' };

/** A record's ISO date-time in the user's language and time zone (empty for no value). */
export function formatDateTime(value: unknown, language: string): string {
  if (typeof value !== 'string' || !value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.locale(DAYJS_LOCALES[language] ?? 'en').format('L LT') : value;
}

/** Date pickers name months and weekdays in dayjs's global language: keep it the interface's. */
export function setDayjsLanguage(language: string): void {
  const locale = DAYJS_LOCALES[language] ?? 'en';
  if (dayjs.locale() !== locale) dayjs.locale(locale);
}
