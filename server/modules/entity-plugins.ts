import type { ServerPlugin } from '../engine/entity-plugin.ts';
import { loadPluginModules } from './plugin-modules.ts';

function isServerPlugin(value: unknown): value is ServerPlugin {
  const candidate = value as Partial<Record<'resource' | 'module', unknown>> | null;
  return typeof candidate === 'object' && candidate !== null && (typeof candidate.resource === 'string' || typeof candidate.module === 'string');
}

/**
 * Every plug-in the `*.server.ts` files of server/modules export (one plug-in, or a list of them;
 * other exports are ignored), found by that name: adding an entity's or a module's server side,
 * its routes included, touches only its own folder.
 */
export async function discoverServerPlugins(dir?: string): Promise<ServerPlugin[]> {
  const modules = await loadPluginModules(dir);
  return modules.flatMap((exports) => Object.values(exports).flatMap((value) => (Array.isArray(value) ? value : [value]).filter(isServerPlugin)));
}

/** The server side of every entity (and module) with behaviour beyond its declaration; `buildApp` checks them against the declarations at boot. */
export const SERVER_PLUGINS: readonly ServerPlugin[] = await discoverServerPlugins();
