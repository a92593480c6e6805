import type { PageLoaders } from '../routes/page-loaders.ts';

/**
 * The hidden customer pages (issue 36), reached from the customer and order lists with a record's
 * id: a customer's detail and an intention order's page (gathered by src/routes/page-loaders.ts).
 * The lists themselves are generic resource pages.
 */
export const pages = {
  '/customManagement/detail/:id/:userId': () => import('./CustomerDetailPage.tsx').then((m) => m.CustomerDetailPage),
  '/customManagement/orderEdit/:id': () => import('./OrderEditPage.tsx').then((m) => m.OrderEditPage),
} satisfies PageLoaders;
