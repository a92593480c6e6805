import { en, type MessageCatalogue } from './en.ts';
import { es } from './es.ts';
import { ja } from './ja.ts';
import { zh } from './zh.ts';

/** The five interface languages of spec §1; zhEdu is Chinese with school wording. */
export const LANGUAGES = ['en', 'zh', 'zhEdu', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'atrium_lang';

const catalogues: Record<Language, MessageCatalogue> = { en, zh, zhEdu: zh, es, ja };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Looks up a dotted key (`errors.forbidden`) and fills `{{name}}` placeholders; unknown keys fall back to English, then to the key itself. */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  const template = lookup(catalogues[language], key) ?? lookup(en, key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function hasMessage(key: string): boolean {
  return lookup(en, key) !== undefined;
}

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
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
