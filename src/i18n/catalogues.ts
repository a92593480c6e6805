import { ENTITIES } from '../../resources/index.ts';
import { entityTexts, type ResourceTexts } from '../../resources/messages/entity-texts.ts';
import { type CatalogueLanguage, catalogueLanguage, type Language } from '../../resources/messages/languages.ts';
import type { UiCatalogue } from './locales/en.ts';

/** A language's whole interface catalogue: the shell's texts, the server's messages, and every entity's texts. */
export type Catalogue = UiCatalogue & { resources: Record<string, ResourceTexts> };

/** One chunk per language: the first download carries none, the active one comes before the first render. */
const LOCALES: Record<CatalogueLanguage, () => Promise<UiCatalogue>> = {
  en: () => import('./locales/en.ts').then((module) => module.en),
  zh: () => import('./locales/zh.ts').then((module) => module.zh),
  es: () => import('./locales/es.ts').then((module) => module.es),
  ja: () => import('./locales/ja.ts').then((module) => module.ja),
};

/** Loads the catalogue a language reads (zhEdu reads the Chinese one) with its entity texts. */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const own = catalogueLanguage(language);
  const [locale, resources] = await Promise.all([LOCALES[own](), entityTexts(ENTITIES, own)]);
  return { ...locale, resources };
}
