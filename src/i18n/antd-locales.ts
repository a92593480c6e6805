import type { Locale } from 'antd/es/locale';
import { type CatalogueLanguage, catalogueLanguage, isLanguage, type Language } from '../../resources/messages/languages.ts';

/** antd's own texts (pagination, pickers, empty states), one chunk per language like the catalogues. */
const LOADERS: Record<CatalogueLanguage, () => Promise<Locale>> = {
  en: () => import('antd/es/locale/en_US').then((module) => module.default),
  zh: () => import('antd/es/locale/zh_CN').then((module) => module.default),
  es: () => import('antd/es/locale/es_ES').then((module) => module.default),
  ja: () => import('antd/es/locale/ja_JP').then((module) => module.default),
};

const loaded = new Map<CatalogueLanguage, Locale>();

/** Fetches a language's antd texts; i18next awaits it with the catalogue, so a switch shows both at once. */
export async function loadAntdLocale(language: Language): Promise<void> {
  const own = catalogueLanguage(language);
  if (!loaded.has(own)) loaded.set(own, await LOADERS[own]());
}

/** The antd texts of a language already loaded; undefined leaves antd on its built-in English. */
export function antdLocale(language: string): Locale | undefined {
  return isLanguage(language) ? loaded.get(catalogueLanguage(language)) : undefined;
}
