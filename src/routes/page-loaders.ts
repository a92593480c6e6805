import { type ComponentType, createElement } from 'react';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { RESOURCES } from '../../resources/index.ts';
import { flattenRoutes, ROUTE_TABLE } from '../../resources/routes/route-table.ts';
import { loadResourceUi } from '../resource-ui.ts';

/**
 * The generic page of a declared resource, loaded with the engine's code on first visit, together
 * with the resource's own extension (its widgets and dialogs), so the page never shows without them.
 */
function resourcePage(resource: ResourceDefinition): () => Promise<ComponentType> {
  return () =>
    Promise.all([import('../engine/ResourcePage.tsx'), loadResourceUi(resource.name)]).then(([{ ResourcePage }, ui]) => {
      const Page = () => createElement(ResourcePage, { resource, ui });
      Page.displayName = `ResourcePage(${resource.name})`;
      return Page;
    });
}

/** Screens built so far, by route path, each loaded on first visit; every other route shows "not built yet". */
export const PAGE_LOADERS: Record<string, () => Promise<ComponentType>> = {
  // Every declared resource's route shows the engine's generic page (resources/index.ts).
  ...Object.fromEntries(RESOURCES.map((resource) => [resource.route, resourcePage(resource)])),
  '/content/recycleBin': () => import('../recycle-bin/RecycleBinPage.tsx').then((m) => m.RecycleBinPage),
  '/myAccount/accountManagement': () => import('../pages/account/AccountPage.tsx').then((m) => m.AccountPage),
  '/content/materialCenter': () => import('../materials/MaterialLibrary.tsx').then((m) => m.libraryPage('center')),
  '/content/panMaterial': () => import('../materials/MaterialLibrary.tsx').then((m) => m.libraryPage('pan')),
  '/homeData/stats': () => import('../home/HomeStatsPage.tsx').then((m) => m.HomeStatsPage),
  '/homeData/dataDetail': () => import('../home/DataDetailPage.tsx').then((m) => m.DataDetailPage),
  '/homeData/merchantOperateData': () => import('../home/MerchantOperatePage.tsx').then((m) => m.MerchantOperatePage),
  '/dataCockpit/customerAnalytics': () => import('../cockpit/CustomerAnalyticsPage.tsx').then((m) => m.CustomerAnalyticsPage),
  '/dataCockpit/storeAnalytics': () => import('../cockpit/StoreAnalyticsPage.tsx').then((m) => m.StoreAnalyticsPage),
  '/dataCockpit/teachAnalytics': () => import('../cockpit/TeachAnalyticsPage.tsx').then((m) => m.TeachAnalyticsPage),
  '/dataCockpit/marketAnalytics': () => import('../cockpit/MarketAnalyticsPage.tsx').then((m) => m.MarketAnalyticsPage),
  '/dataCockpit/analyticsDetail': () => import('../cockpit/detail/AnalyticsDetailPage.tsx').then((m) => m.AnalyticsDetailPage),
  '/dataCockpit/largeScreen': () => import('../cockpit/large-screen/LargeScreenPage.tsx').then((m) => m.LargeScreenPage),
  '/dataCockpit/miniProgram': () => import('../cockpit/ChannelAnalyticsPage.tsx').then((m) => m.MiniProgramPage),
  '/dataCockpit/h5': () => import('../cockpit/ChannelAnalyticsPage.tsx').then((m) => m.H5Page),
  '/dataCockpit/dataDetail': () => import('../cockpit/detail/CockpitDataDetailPage.tsx').then((m) => m.CockpitDataDetailPage),
  '/content/panoEditor/:id': () => import('../plans/editor/PanoEditorPage.tsx').then((m) => m.PanoEditorPage),
  '/content/publish/:id': () => import('../plans/publish/PublishPage.tsx').then((m) => m.PublishPage),
  '/settingCenter/appSetting': () => import('../settings/AppSettingsPage.tsx').then((m) => m.AppSettingsPage),
  '/businessManagement/businessInfo/detail/:id': () => import('../merchants/MerchantDetailPage.tsx').then((m) => m.MerchantDetailPage),
};

/** The leaf routes of the table that still render the "not built yet" page. */
export function routesNotBuilt(): string[] {
  return flattenRoutes(ROUTE_TABLE)
    .filter((route) => !route.children && !PAGE_LOADERS[route.path])
    .map((route) => route.path);
}
