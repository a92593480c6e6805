import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatLocale } from '../../resources/format/locales.ts';
import { type Language, LANGUAGES } from '../../resources/messages/languages.ts';
import { loadAntdLocale } from './antd-locales.ts';
import { loadCatalogue } from './catalogues.ts';
import { toSchoolWording, usesSchoolWording } from './school-wording.ts';

const schoolFlags = { enEdu: false, zhEdu: false };

/** The session's education flags (spec §6: enEdu, zhEdu) switch the school wording on. */
export function setSchoolFlags(permissions: readonly string[]): void {
  schoolFlags.enEdu = permissions.includes('enEdu');
  schoolFlags.zhEdu = permissions.includes('zhEdu');
}

/**
 * Fetches a language's catalogue (and antd's texts in it) when i18next first needs it: at start for
 * the initial language, and inside `changeLanguage`, which switches only once both are in (no raw keys shown).
 */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  read: async (language: string) => {
    const [catalogue] = await Promise.all([loadCatalogue(language as Language), loadAntdLocale(language as Language)]);
    return catalogue;
  },
};

/** Creates the app's i18next instance holding only `language`'s catalogue; others load when chosen. */
export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyCatalogues)
    .use(initReactI18next)
    .use({
      type: 'postProcessor',
      name: 'school',
      process: (value: string, _key: unknown, _options: unknown, translator: { language?: string }) => {
        const current = (translator.language ?? 'en') as Language;
        return usesSchoolWording(current, schoolFlags) ? toSchoolWording(value, current) : value;
      },
    })
    .init({
      lng: language,
      supportedLngs: LANGUAGES,
      // No fallback language: every catalogue has exactly the keys of English (tests/src/i18n/catalogues.test.ts),
      // so fetching English beside another language would only add to the first download.
      fallbackLng: false,
      postProcess: ['school'],
      interpolation: { escapeValue: false },
      returnNull: false,
      // Load at once rather than on a zero timeout: nothing waits for a timer to start the app
      // (and tests that fake the clock can still build an instance).
      initAsync: false,
    });
  return instance;
}

/** The BCP 47 locale for formatting dates and numbers (resources/format/locales.ts): zhEdu is not a locale of its own. */
export const dateLocale = formatLocale;
