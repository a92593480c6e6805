import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { BUILT_IN_JOB_KINDS, JOB_KIND_PATTERN, type JobKind, type ModuleJobKind } from '../jobs/job-kinds.ts';
import type { EntityParts, RegisterRoutes, ScheduledJob, ServerPlugin, WriteListener } from './entity-plugin.ts';
import { type ServedResource, serve } from './served-resource.ts';

/** What the engine, the routes and the jobs receive from `buildApp`: every plug-in, checked. */
export interface PluginSet {
  resources: readonly ServedResource[];
  jobKinds: ReadonlyMap<string, JobKind>;
  /** Kinds of modules (no resource): the job row's `resource` holds the module's name. */
  moduleJobKinds: ReadonlyMap<string, ModuleJobKind>;
  scheduledJobs: readonly ScheduledJob[];
  /** The plug-ins' `onAnyWrite`: every write of every entity reaches each. */
  writeListeners: readonly WriteListener[];
  /** The plug-ins' own routes, in plug-in order. */
  routes: readonly RegisterRoutes[];
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
  const routes: RegisterRoutes[] = [];
  for (const plugin of plugins) {
    if (plugin.routes) routes.push(plugin.routes);
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
    served.push(serve(resource, parts, served, writeListeners));
  }
  return { resources: served, jobKinds, moduleJobKinds, scheduledJobs: [...scheduled.values()], writeListeners, routes };
}
