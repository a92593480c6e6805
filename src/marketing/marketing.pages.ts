import type { PageLoaders } from '../routes/page-loaders.ts';

/**
 * The marketing pages (issue 37), gathered by src/routes/page-loaders.ts. The two lists are the
 * engine's pages, taken here because their records open full pages rather than the drawer (and
 * because appointments share the activity centre's route: its page is the activities'); the
 * coupon's editor and detail and the activity's create and edit pages are hidden pages of their own.
 */
export const pages = {
  '/marketingManagement/couponManagement': () => import('./MarketingListPages.tsx').then((m) => m.CouponListPage),
  '/marketingManagement/couponManagement/edit/:id': () => import('./CouponEditPage.tsx').then((m) => m.CouponEditPage),
  '/marketingManagement/couponManagement/detail/:id': () => import('./CouponDetailPage.tsx').then((m) => m.CouponDetailPage),
  '/marketingManagement/activityCenter': () => import('./MarketingListPages.tsx').then((m) => m.ActivityCentrePage),
  '/marketingManagement/activityCenter/create': () => import('./ActivityEditPage.tsx').then((m) => m.ActivityEditPage),
  '/marketingManagement/activityCenter/edit/:id': () => import('./ActivityEditPage.tsx').then((m) => m.ActivityEditPage),
} satisfies PageLoaders;
