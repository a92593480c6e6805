import { auditLogs } from './audit-logs/audit-logs.resource.ts';
import type { ResourceDefinition } from './engine/define-resource.ts';
import { shopTypes } from './shop-types/shop-types.resource.ts';
import { systemConfig } from './system-config/system-config.resource.ts';
import { tagResources } from './tags/tags.resource.ts';
import { versions } from './versions/versions.resource.ts';

/** Every declared resource: the server registers their routes and the app their screens from this list. */
export const RESOURCES: readonly ResourceDefinition[] = [shopTypes, versions, systemConfig, auditLogs, ...tagResources];

export function resourceNamed(name: string): ResourceDefinition | undefined {
  return RESOURCES.find((resource) => resource.name === name);
}
