import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';

/** Two accounts of a list, one in each state. */
export const ENABLED = { id: 1, username: 'lily.chen', nickname: 'Lily', phone: '13800000001', status: 'enabled', store_id: null, role_id: 2 };
export const STOPPED = { id: 2, username: 'tom.wu', nickname: 'Tom', phone: '13800000002', status: 'stopped', store_id: null, role_id: 2 };

/** Every right on the resource's page, its record actions included. */
export const rightsOn = (resource: ResourceDefinition) => [resource.route, `${resource.route}/*`];

/** The body schema a resource declares for one of its record actions. */
export function bodyOf(resource: ResourceDefinition, action: string) {
  const body = resource.recordActions.find((declared) => declared.name === action)?.body;
  if (!body) throw new Error(`${resource.name} declares no body for "${action}"`);
  return body;
}
