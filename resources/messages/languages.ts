/** The five interface languages of spec §1; zhEdu is Chinese with school wording. */
export const LANGUAGES = ['en', 'zh', 'zhEdu', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'atrium_lang';

/** The four languages with a catalogue of their own: zhEdu reads the Chinese one in school wording. */
export type CatalogueLanguage = Exclude<Language, 'zhEdu'>;

export function catalogueLanguage(language: Language): CatalogueLanguage {
  return language === 'zhEdu' ? 'zh' : language;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the language from the `atrium_lang` cookie, else the Accept-Language header, else English. */
export function pickLanguage(cookieValue: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = Number.parseFloat(rest.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? '1');
      return { base: tag.trim().toLowerCase().split('-')[0], q: Number.isNaN(q) ? 0 : q };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { base } of ranked) if (isLanguage(base)) return base;
  return DEFAULT_LANGUAGE;
}
