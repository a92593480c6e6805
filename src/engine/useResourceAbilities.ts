import { useMemo } from 'react';
import type { AccessChecker } from '../../resources/access/enforcer.ts';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';

/** What the current session may do with a resource's records. */
export interface ResourceAbilities {
  create: boolean;
  edit: boolean;
  delete: boolean;
  export: boolean;
  import: boolean;
  /** Edit a record's tags (the resource has a tag area and the session may edit). */
  tags: boolean;
}

/**
 * The declaration says which writes exist, the permission page (`resource.route`) says which this
 * session may use; asked of the session's one casbin enforcer.
 */
export function resourceAbilities(resource: ResourceDefinition, checker: AccessChecker): ResourceAbilities {
  const can = (action: string) => checker.can(resource.route, action);
  const writable = resource.writable;
  const edit = writable && can('edit');
  return {
    create: writable && can('create'),
    edit,
    delete: writable && resource.deletion !== 'none' && can('delete'),
    export: resource.export && can('export'),
    import: writable && Boolean(resource.import) && can('import'),
    tags: Boolean(resource.tagArea) && edit,
  };
}

/**
 * Why the session sees a resource's records read-only, as the message key of the banner that says
 * so; none when it may edit them, or when no one does (a log is read-only by nature, not by role).
 */
export function readOnlyReason(resource: ResourceDefinition, abilities: ResourceAbilities): string | undefined {
  return resource.writable && !abilities.edit ? 'engine.readOnlyNoEdit' : undefined;
}

/** A resource's abilities, computed once per resource and session, never per row. */
export function useResourceAbilities(resource: ResourceDefinition): ResourceAbilities {
  const { checker } = useRequiredSession();
  return useMemo(() => resourceAbilities(resource, checker), [checker, resource]);
}
