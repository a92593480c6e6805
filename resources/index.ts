import { auditLogs } from './audit-logs/audit-logs.resource.ts';
import { albums } from './albums/albums.resource.ts';
import { documents } from './documents/documents.resource.ts';
import { videos } from './videos/videos.resource.ts';
import type { ResourceDefinition } from './engine/define-resource.ts';
import { commodities } from './commodities/commodities.resource.ts';
import { commodityAttributes } from './commodity-attributes/commodity-attributes.resource.ts';
import { commodityParameters } from './commodity-parameters/commodity-parameters.resource.ts';
import { shopTypes } from './shop-types/shop-types.resource.ts';
import { systemConfig } from './system-config/system-config.resource.ts';
import { tagResources } from './tags/tags.resource.ts';
import { versions } from './versions/versions.resource.ts';

/** Every declared resource: the server registers their routes and the app their screens from this list. */
export const RESOURCES: readonly ResourceDefinition[] = [shopTypes, versions, systemConfig, auditLogs, ...tagResources, albums, videos, documents, commodities, commodityAttributes, commodityParameters];

export function resourceNamed(name: string): ResourceDefinition | undefined {
  return RESOURCES.find((resource) => resource.name === name);
}
