import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { flattenRoutes, ROUTE_TABLE } from '../../resources/routes/route-table.ts';

type Page = LazyExoticComponent<ComponentType>;

/** Screens built so far, by route path; every other route shows the shared "not built yet" page. */
export const BUILT_PAGES: Record<string, Page> = {
  '/myAccount/accountManagement': lazy(() => import('../pages/account/AccountPage.tsx').then((m) => ({ default: m.AccountPage }))),
};

/** The leaf routes of the table that still render the "not built yet" page. */
export function routesNotBuilt(): string[] {
  return flattenRoutes(ROUTE_TABLE)
    .filter((route) => !route.children && !BUILT_PAGES[route.path])
    .map((route) => route.path);
}
