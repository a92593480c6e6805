import { SHOWROOM_LANGUAGES, type ShowroomLanguage, type ShowroomWords, showroomMessages } from '../../resources/apps/messages/showroom.ts';

export type { ShowroomLanguage, ShowroomWords };

const isLanguage = (value: string): value is ShowroomLanguage => (SHOWROOM_LANGUAGES as readonly string[]).includes(value);

/** The language the page speaks: the app's own, else the first of the browser's it knows, else English. */
export function pickLanguage(appLanguage: string | undefined, browserLanguages: readonly string[]): ShowroomLanguage {
  if (appLanguage && isLanguage(appLanguage)) return appLanguage;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

export function wordsOf(language: ShowroomLanguage): ShowroomWords {
  return showroomMessages[language];
}

/** A text with its `{{name}}` placeholders filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** BCP 47 tags for Intl, by showroom language. */
export const LOCALES: Record<ShowroomLanguage, string> = { en: 'en-GB', zh: 'zh-CN', es: 'es-ES', ja: 'ja-JP' };

/**
 * A price as the back office writes one: ¥ and two decimals, grouped the language's way; `whole`
 * leaves the decimals off a whole amount (a coupon's value on its ticket: ¥200).
 */
export function money(value: number, language: ShowroomLanguage, whole = false): string {
  const digits = whole && Number.isInteger(value) ? 0 : 2;
  return `¥${new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(value)}`;
}

/** A day (of an ISO instant or a `YYYY-MM-DD` date) in the language's short form. */
export function day(value: string, language: ShowroomLanguage): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[language], { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}
