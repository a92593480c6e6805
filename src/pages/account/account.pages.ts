import type { PageLoaders } from '../../routes/page-loaders.ts';

/** The signed-in user's own account page (gathered by src/routes/page-loaders.ts). */
export const pages = {
  '/myAccount/accountManagement': () => import('./AccountPage.tsx').then((m) => m.AccountPage),
} satisfies PageLoaders;
