import type { ResourceProps } from '@refinedev/core';
import type { TFunction } from 'i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { RESOURCES } from '../../resources/index.ts';

/** The data provider's path segment of a resource: its API path after `/api/` (`tags/commodity`). */
export function apiResourceName(resource: ResourceDefinition): string {
  return resource.path.replace(/^\/api\//, '');
}

/**
 * refine's resources, derived from the registry. The hooks name a resource by its declaration
 * name (refine's `identifier`), and refine hands the data provider `name`, which is the API path:
 * so `tags-commodity` is fetched from `/api/tags/commodity` without any view knowing its URL.
 * `meta.route` is the permission page the access control provider checks.
 */
export function refineResources(t: TFunction, resources: readonly ResourceDefinition[] = RESOURCES): ResourceProps[] {
  return resources.map((resource) => ({
    name: apiResourceName(resource),
    identifier: resource.name,
    list: resource.route,
    meta: { route: resource.route, label: t(`resources.${resource.name}.title`) },
  }));
}
