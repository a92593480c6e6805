import type { PageLoaders } from '../routes/page-loaders.ts';

/** The data cockpit's pages, the large screen and the detail pages included (gathered by src/routes/page-loaders.ts). */
export const pages = {
  '/dataCockpit/customerAnalytics': () => import('./CustomerAnalyticsPage.tsx').then((m) => m.CustomerAnalyticsPage),
  '/dataCockpit/storeAnalytics': () => import('./StoreAnalyticsPage.tsx').then((m) => m.StoreAnalyticsPage),
  '/dataCockpit/teachAnalytics': () => import('./TeachAnalyticsPage.tsx').then((m) => m.TeachAnalyticsPage),
  '/dataCockpit/marketAnalytics': () => import('./MarketAnalyticsPage.tsx').then((m) => m.MarketAnalyticsPage),
  '/dataCockpit/analyticsDetail': () => import('./detail/AnalyticsDetailPage.tsx').then((m) => m.AnalyticsDetailPage),
  '/dataCockpit/largeScreen': () => import('./large-screen/LargeScreenPage.tsx').then((m) => m.LargeScreenPage),
  '/dataCockpit/miniProgram': () => import('./ChannelAnalyticsPage.tsx').then((m) => m.MiniProgramPage),
  '/dataCockpit/h5': () => import('./ChannelAnalyticsPage.tsx').then((m) => m.H5Page),
  '/dataCockpit/dataDetail': () => import('./detail/CockpitDataDetailPage.tsx').then((m) => m.CockpitDataDetailPage),
} satisfies PageLoaders;
