import { merchantAccounts, merchantSubAccounts } from './accounts/merchant-accounts.resource.ts';
import { staff } from './accounts/staff.resource.ts';
import { subAccounts, subSellerAccounts } from './accounts/sub-accounts.resource.ts';
import { albums } from './albums/albums.resource.ts';
import { auditLogs } from './audit-logs/audit-logs.resource.ts';
import { commodities } from './commodities/commodities.resource.ts';
import { commodityAttributes } from './commodity-attributes/commodity-attributes.resource.ts';
import { commodityParameters } from './commodity-parameters/commodity-parameters.resource.ts';
import { documents } from './documents/documents.resource.ts';
import type { ResourceDefinition } from './engine/define-resource.ts';
import { tagGroupsResourceName } from './engine/tag-values.ts';
import { customModule, type Entity, entity, entityGroup } from './messages/entity-texts.ts';
import { merchants } from './merchants/merchants.resource.ts';
import { merchantRoles, platformRoles } from './roles/roles.resource.ts';
import { shopTypes } from './shop-types/shop-types.resource.ts';
import { marketplaceShops } from './shops/shops.resource.ts';
import { orders } from './orders/orders.resource.ts';
import { hallTemplates, halls, planTemplates, plans } from './plans/plans.resource.ts';
import { stores } from './stores/stores.resource.ts';
import { systemConfig } from './system-config/system-config.resource.ts';
import { systemResources } from './system-resources/system-resources.resource.ts';
import { tagResources } from './tags/tags.resource.ts';
import { versions } from './versions/versions.resource.ts';
import { videos } from './videos/videos.resource.ts';
import { customers } from './customers/customers.resource.ts';
import { intentionOrders } from './intention-orders/intention-orders.resource.ts';
import { diyWorks } from './diy-works/diy-works.resource.ts';
import { coupons } from './coupons/coupons.resource.ts';
import { activities } from './activities/activities.resource.ts';
import { appointments } from './appointments/appointments.resource.ts';
import { apps } from './apps/apps.resource.ts';
import { styleTemplates, systemStyleTemplates } from './style-templates/style-templates.resource.ts';

/**
 * The registry: one line per entity, naming its declaration and its texts. The texts are imported
 * on demand, so the browser's first download carries no language (src/i18n/catalogues.ts).
 */
export const ENTITIES: readonly Entity[] = [
  entity(shopTypes, () => import('./shop-types/shop-types.texts.ts').then((module) => module.shopTypesTexts)),
  entity(versions, () => import('./versions/versions.texts.ts').then((module) => module.versionsTexts)),
  entity(systemConfig, () => import('./system-config/system-config.texts.ts').then((module) => module.systemConfigTexts)),
  entity(auditLogs, () => import('./audit-logs/audit-logs.texts.ts').then((module) => module.auditLogsTexts)),
  entity(systemResources, () => import('./system-resources/system-resources.texts.ts').then((module) => module.systemResourcesTexts)),
  entityGroup(tagResources, () => import('./tags/tags.texts.ts').then((module) => module.tagsTexts)),
  entity(albums, () => import('./albums/albums.texts.ts').then((module) => module.albumsTexts)),
  entity(videos, () => import('./videos/videos.texts.ts').then((module) => module.videosTexts)),
  entity(documents, () => import('./documents/documents.texts.ts').then((module) => module.documentsTexts)),
  // Materials are a custom module (src/materials, server/modules/materials): texts, no declaration.
  customModule('materials', () => import('./materials/materials.texts.ts').then((module) => module.materialsTexts)),
  // Statistics are a module (server/modules/stats): texts for its exports, no declaration.
  customModule('stats', () => import('./stats/stats.texts.ts').then((module) => module.statsTexts)),
  entity(commodities, () => import('./commodities/commodities.texts.ts').then((module) => module.commoditiesTexts)),
  entity(commodityAttributes, () => import('./commodity-attributes/commodity-attributes.texts.ts').then((module) => module.commodityAttributesTexts)),
  entity(commodityParameters, () => import('./commodity-parameters/commodity-parameters.texts.ts').then((module) => module.commodityParametersTexts)),
  entityGroup([plans, halls, hallTemplates, planTemplates], () => import('./plans/plans.texts.ts').then((module) => module.plansTexts)),
  entity(stores, () => import('./stores/stores.texts.ts').then((module) => module.storesTexts)),
  entityGroup([subAccounts, subSellerAccounts, staff, merchantAccounts, merchantSubAccounts], () =>
    import('./accounts/accounts.texts.ts').then((module) => module.accountsTexts),
  ),
  entity(orders, () => import('./orders/orders.texts.ts').then((module) => module.ordersTexts)),
  entity(marketplaceShops, () => import('./shops/shops.texts.ts').then((module) => module.marketplaceShopsTexts)),
  entity(merchants, () => import('./merchants/merchants.texts.ts').then((module) => module.merchantsTexts)),
  entityGroup([merchantRoles, platformRoles], () => import('./roles/roles.texts.ts').then((module) => module.rolesTexts)),
  entity(customers, () => import('./customers/customers.texts.ts').then((module) => module.customersTexts)),
  entity(intentionOrders, () => import('./intention-orders/intention-orders.texts.ts').then((module) => module.intentionOrdersTexts)),
  entity(diyWorks, () => import('./diy-works/diy-works.texts.ts').then((module) => module.diyWorksTexts)),
  entity(coupons, () => import('./coupons/coupons.texts.ts').then((module) => module.couponsTexts)),
  entity(activities, () => import('./activities/activities.texts.ts').then((module) => module.activitiesTexts)),
  entity(appointments, () => import('./appointments/appointments.texts.ts').then((module) => module.appointmentsTexts)),
  entity(apps, () => import('./apps/apps.texts.ts').then((module) => module.appsTexts)),
  entityGroup([styleTemplates, systemStyleTemplates], () => import('./style-templates/style-templates.texts.ts').then((module) => module.styleTemplatesTexts)),
];

/** Every declared resource: the server registers their routes and the app their screens from this list. */
export const RESOURCES: readonly ResourceDefinition[] = ENTITIES.flatMap((entry) => entry.resources);

export function resourceNamed(name: string): ResourceDefinition | undefined {
  return RESOURCES.find((resource) => resource.name === name);
}

/** The tag-group resource of a tag area (resources/tags declares one per area): where the engine reads an area's groups. */
export function tagGroupsOf(area: string): ResourceDefinition {
  const resource = resourceNamed(tagGroupsResourceName(area));
  if (!resource) throw new Error(`No tag area ${area}`);
  return resource;
}
