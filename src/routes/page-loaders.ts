import type { ComponentType } from 'react';
import { flattenRoutes, ROUTE_TABLE } from '../../resources/routes/route-table.ts';

/** Screens built so far, by route path, each loaded on first visit; every other route shows "not built yet". */
export const PAGE_LOADERS: Record<string, () => Promise<ComponentType>> = {
  '/myAccount/accountManagement': () => import('../pages/account/AccountPage.tsx').then((m) => m.AccountPage),
};

/** The leaf routes of the table that still render the "not built yet" page. */
export function routesNotBuilt(): string[] {
  return flattenRoutes(ROUTE_TABLE)
    .filter((route) => !route.children && !PAGE_LOADERS[route.path])
    .map((route) => route.path);
}
