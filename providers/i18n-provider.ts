import type { I18nProvider } from '@refinedev/core';
import type { i18n as I18n } from 'i18next';
import { isLanguage, LANGUAGE_COOKIE, type Language, pickLanguage } from '../resources/messages/languages.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/** Spec §1: the language comes from the `atrium_lang` cookie, else the browser, default en. */
export function initialLanguage(cookie: string, browserLanguages: readonly string[]): Language {
  const saved = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  // The server's rule, with the browser's preference list standing in for Accept-Language.
  return pickLanguage(saved, browserLanguages.join(','));
}

/** Remembers the language in the cookie the server also reads, so its messages follow. */
export function saveLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

export function createI18nProvider(i18n: I18n): I18nProvider {
  return {
    translate: (key, options, defaultMessage) => i18n.t(key, { defaultValue: defaultMessage, ...(options as object) }) as string,
    changeLocale: async (language) => {
      if (isLanguage(language)) saveLanguage(language);
      await i18n.changeLanguage(language);
    },
    getLocale: () => i18n.language,
  };
}
