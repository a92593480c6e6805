import type { PageLoaders } from '../routes/page-loaders.ts';

/** A merchant's detail page, a hidden route opened from the merchant list (gathered by src/routes/page-loaders.ts). */
export const pages = {
  '/businessManagement/businessInfo/detail/:id': () => import('./MerchantDetailPage.tsx').then((m) => m.MerchantDetailPage),
} satisfies PageLoaders;
