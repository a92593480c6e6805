import { appSettingsMessages } from './messages/app-settings.ts';
import { cockpitMessages } from './messages/cockpit.ts';
import { cockpitDetailMessages } from './messages/cockpit-detail.ts';
import { homeMessages } from './messages/home.ts';
import { largeScreenMessages } from './messages/large-screen.ts';

/**
 * The words of the statistics pages (home, data cockpit, its detail lists, the large screen) and of
 * App settings (the ingestion key and the statistics time zone), one file per page under
 * `messages/`, merged here into each language's browser catalogue (src/i18n/locales).
 */
export const statsMessages = {
  en: { ...homeMessages.en, ...cockpitMessages.en, ...largeScreenMessages.en, ...cockpitDetailMessages.en, ...appSettingsMessages.en },
  zh: { ...homeMessages.zh, ...cockpitMessages.zh, ...largeScreenMessages.zh, ...cockpitDetailMessages.zh, ...appSettingsMessages.zh },
  es: { ...homeMessages.es, ...cockpitMessages.es, ...largeScreenMessages.es, ...cockpitDetailMessages.es, ...appSettingsMessages.es },
  ja: { ...homeMessages.ja, ...cockpitMessages.ja, ...largeScreenMessages.ja, ...cockpitDetailMessages.ja, ...appSettingsMessages.ja },
};
