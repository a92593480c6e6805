import { ENTITIES } from '../index.ts';
import { en, type MessageCatalogue } from './en.ts';
import { entityTexts, type ResourceTexts } from './entity-texts.ts';
import { es } from './es.ts';
import { ja } from './ja.ts';
import { type CatalogueLanguage, catalogueLanguage, type Language } from './languages.ts';
import { zh } from './zh.ts';

export { catalogueLanguage, DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, pickLanguage } from './languages.ts';
export type { CatalogueLanguage, Language } from './languages.ts';

/** A whole catalogue: the messages, and every entity's texts under `resources.<name>`. */
export type Catalogue = MessageCatalogue & { resources: Record<string, ResourceTexts> };

const messages: Record<CatalogueLanguage, MessageCatalogue> = { en, zh, es, ja };

/** Builds one language's whole catalogue; the browser assembles its own the same way, one language at a time. */
export async function loadCatalogue(language: CatalogueLanguage): Promise<Catalogue> {
  return { ...messages[language], resources: await entityTexts(ENTITIES, language) };
}

// The server answers in any language from its first request on, so this module (which only the
// server and tests import) loads every language's entity texts before anything can translate.
const catalogues = Object.fromEntries(
  await Promise.all((Object.keys(messages) as CatalogueLanguage[]).map(async (language) => [language, await loadCatalogue(language)])),
) as Record<CatalogueLanguage, Catalogue>;

/** Looks up a dotted key (`errors.forbidden`) and fills `{{name}}` placeholders; unknown keys fall back to English, then to the key itself. */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  const template = lookup(catalogues[catalogueLanguage(language)], key) ?? lookup(catalogues.en, key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function hasMessage(key: string): boolean {
  return lookup(catalogues.en, key) !== undefined;
}

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
