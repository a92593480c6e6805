import type { PageLoaders } from '../routes/page-loaders.ts';

/** The home data pages (gathered by src/routes/page-loaders.ts). */
export const pages = {
  '/homeData/stats': () => import('./HomeStatsPage.tsx').then((m) => m.HomeStatsPage),
  '/homeData/dataDetail': () => import('./DataDetailPage.tsx').then((m) => m.DataDetailPage),
  '/homeData/merchantOperateData': () => import('./MerchantOperatePage.tsx').then((m) => m.MerchantOperatePage),
} satisfies PageLoaders;
