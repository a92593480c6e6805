// Which BCP 47 locale each interface language formats dates and numbers in: one table for the
// browser and the server, so a list, a drawer, an analytics page and an export agree.
const FORMAT_LOCALES: Record<string, string> = { en: 'en-US', zh: 'zh-CN', zhEdu: 'zh-CN', es: 'es-ES', ja: 'ja-JP' };

/** The locale a language formats in (zhEdu is Chinese); an unknown language reads as English. */
export function formatLocale(language: string): string {
  return FORMAT_LOCALES[language] ?? 'en-US';
}
