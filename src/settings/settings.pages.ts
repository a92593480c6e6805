import type { PageLoaders } from '../routes/page-loaders.ts';

/** The app settings page (gathered by src/routes/page-loaders.ts). */
export const pages = {
  '/settingCenter/appSetting': () => import('./AppSettingsPage.tsx').then((m) => m.AppSettingsPage),
} satisfies PageLoaders;
