import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../resources/messages/index.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { ja } from './locales/ja.ts';
import { zh } from './locales/zh.ts';
import { toSchoolWording, usesSchoolWording } from './school-wording.ts';

const schoolFlags = { enEdu: false, zhEdu: false };

/** The session's education flags (spec §6: enEdu, zhEdu) switch the school wording on. */
export function setSchoolFlags(permissions: readonly string[]): void {
  schoolFlags.enEdu = permissions.includes('enEdu');
  schoolFlags.zhEdu = permissions.includes('zhEdu');
}

/** Creates the app's i18next instance: five languages, English as the fallback. */
export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
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
      fallbackLng: { zhEdu: ['zh', 'en'], default: ['en'] },
      resources: { en: { translation: en }, zh: { translation: zh }, zhEdu: { translation: zh }, es: { translation: es }, ja: { translation: ja } },
      postProcess: ['school'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}

const DATE_LOCALES: Record<Language, string> = { en: 'en-US', zh: 'zh-CN', zhEdu: 'zh-CN', es: 'es-ES', ja: 'ja-JP' };

/** The BCP 47 locale for formatting dates and numbers: zhEdu is not a locale of its own. */
export function dateLocale(language: string): string {
  return DATE_LOCALES[language as Language] ?? 'en-US';
}
