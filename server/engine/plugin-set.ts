import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { BUILT_IN_JOB_KINDS, JOB_KIND_PATTERN, type JobKind, type ModuleJobKind } from '../jobs/job-kinds.ts';
import type { EntityParts, ScheduledJob, ServerPlugin, WriteListener } from './entity-plugin.ts';

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

/** What the engine, the routes and the jobs receive from `buildApp`: every plug-in, checked. */
export interface PluginSet {
  resources: readonly ServedResource[];
  jobKinds: ReadonlyMap<string, JobKind>;
  /** Kinds of modules (no resource): the job row's `resource` holds the module's name. */
  moduleJobKinds: ReadonlyMap<string, ModuleJobKind>;
  scheduledJobs: readonly ScheduledJob[];
  /** The plug-ins' `onAnyWrite`: every write of every entity reaches each. */
  writeListeners: readonly WriteListener[];
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

function checkChoices(resource: ResourceDefinition, parts: EntityParts): void {
  const references = resource.fieldList.filter((field) => field.kind === 'reference').map((field) => field.name);
  for (const name of references) if (!parts.choices?.[name]) throw new Error(`${resource.name}: the reference field ${name} has no choices in its plug-in`);
  for (const name of Object.keys(parts.choices ?? {}))
    if (!references.includes(name)) throw new Error(`${resource.name}: the plug-in gives choices for ${name}, which is no reference field`);
}

function checkActions(resource: ResourceDefinition, parts: EntityParts): void {
  const implemented = Object.keys(parts.actions ?? {});
  for (const { name } of resource.recordActions) {
    if (!implemented.includes(name)) throw new Error(`${resource.name}: the record action ${name} has no server implementation`);
  }
  for (const name of implemented) {
    if (!resource.recordActions.some((declared) => declared.name === name))
      throw new Error(`${resource.name}: the plug-in implements ${name}, which the declaration does not declare`);
  }
}

function addUnique<T>(map: Map<string, T>, key: string, value: T, what: string): void {
  if (map.has(key)) throw new Error(`${what} ${key} is declared twice`);
  map.set(key, value);
}

/**
 * Binds each plug-in to its declaration and checks the lot at boot: a plug-in naming no served
 * resource, a declared record action without implementation (or the reverse), and a job kind or
 * scheduled job declared twice each fail with a message naming it.
 */
export function assemblePlugins(resources: readonly ResourceDefinition[], plugins: readonly ServerPlugin[]): PluginSet {
  const byResource = new Map<string, EntityParts>();
  const jobKinds = new Map<string, JobKind>(Object.entries(BUILT_IN_JOB_KINDS));
  const moduleJobKinds = new Map<string, ModuleJobKind>();
  const scheduled = new Map<string, ScheduledJob>();
  const checkKind = (owner: string, kind: string) => {
    if (!JOB_KIND_PATTERN.test(kind)) throw new Error(`${owner}: the job kind ${kind} must be lowercase letters, digits and hyphens`);
    if (jobKinds.has(kind) || moduleJobKinds.has(kind)) throw new Error(`the job kind ${kind} is declared twice`);
  };
  const writeListeners: WriteListener[] = [];
  for (const plugin of plugins) {
    for (const job of plugin.scheduledJobs ?? []) addUnique(scheduled, job.name, job, 'the scheduled job');
    if (plugin.onAnyWrite) writeListeners.push(plugin.onAnyWrite);
    if ('module' in plugin) {
      for (const [kind, job] of Object.entries(plugin.jobKinds ?? {})) {
        checkKind(plugin.module, kind);
        moduleJobKinds.set(kind, job);
      }
      continue;
    }
    if (!resources.some((resource) => resource.name === plugin.resource))
      throw new Error(`entity plug-in ${plugin.resource}: no served resource is named ${plugin.resource}`);
    addUnique(byResource, plugin.resource, plugin, 'the entity plug-in of');
    for (const [kind, job] of Object.entries(plugin.jobKinds ?? {})) {
      checkKind(plugin.resource, kind);
      jobKinds.set(kind, job);
    }
  }
  const served: ServedResource[] = [];
  for (const resource of resources) {
    const parts = byResource.get(resource.name) ?? {};
    checkActions(resource, parts);
    checkChoices(resource, parts);
    served.push({ ...resource, [PLUGIN]: parts, [SERVED]: served, [LISTENERS]: writeListeners } as ServedResource);
  }
  return { resources: served, jobKinds, moduleJobKinds, scheduledJobs: [...scheduled.values()], writeListeners };
}
