import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { EntityParts, WriteListener } from './entity-plugin.ts';

// Reading a served declaration's plug-in, apart from assembling them (plugin-set.ts): the writes, hooks
// and routes read it here, so the engine's write path never imports the assembly, which imports the
// jobs' built-in kinds, which write through that path.

const PLUGIN = Symbol('entity plug-in');
const SERVED = Symbol('served with');
const LISTENERS = Symbol('write listeners');

/**
 * A declaration the app serves, carrying its entity's plug-in (an empty one when it has none), the
 * resources served with it, and the plug-ins that hear every write (so a job's write tells them too).
 */
export type ServedResource = ResourceDefinition & {
  readonly [PLUGIN]: EntityParts;
  readonly [SERVED]: readonly ServedResource[];
  readonly [LISTENERS]: readonly WriteListener[];
};

/** Binds a declaration to its plug-in, the resources served with it and the write listeners (assemblePlugins does, at boot). */
export function serve(
  resource: ResourceDefinition,
  parts: EntityParts,
  served: readonly ServedResource[],
  listeners: readonly WriteListener[],
): ServedResource {
  return { ...resource, [PLUGIN]: parts, [SERVED]: served, [LISTENERS]: listeners } as ServedResource;
}

/**
 * The parts of the resource's plug-in. A declaration that did not come through `assemblePlugins`
 * fails loudly here: an entity whose hooks silently never run is what plug-ins exist to prevent.
 */
export function pluginOf(resource: ResourceDefinition): EntityParts {
  const parts = (resource as Partial<ServedResource>)[PLUGIN];
  if (!parts) throw new Error(`${resource.name}: served without its plug-ins (pass it to buildApp, or through assemblePlugins)`);
  return parts;
}

/** The served form of a declaration a module reads and writes itself (its hooks and listeners come with it). */
export function servedAs(resources: readonly ResourceDefinition[], declared: ResourceDefinition): ServedResource {
  const served = resources.find((resource) => resource.name === declared.name);
  if (!served) throw new Error(`${declared.name}: not served by this app, so its writes cannot be raised`);
  pluginOf(served);
  return served as ServedResource;
}

/** The plug-ins hearing every write, as the app serving `resource` assembled them. */
export function writeListenersOf(resource: ResourceDefinition): readonly WriteListener[] {
  pluginOf(resource);
  return (resource as ServedResource)[LISTENERS];
}

/** Every resource the app serves together with this one (a hand-over visits them all). */
export function servedWith(resource: ResourceDefinition): readonly ServedResource[] {
  pluginOf(resource);
  return (resource as ServedResource)[SERVED];
}
