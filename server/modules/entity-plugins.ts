import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerPlugin } from '../engine/entity-plugin.ts';

const MODULES_DIR = path.dirname(fileURLToPath(import.meta.url));
/** A module's server plug-ins live in `server/modules/<module>/<name>.server.ts`. */
const PLUGIN_FILE = /\.server\.ts$/;

function isServerPlugin(value: unknown): value is ServerPlugin {
  const candidate = value as Partial<Record<'resource' | 'module', unknown>> | null;
  return typeof candidate === 'object' && candidate !== null && (typeof candidate.resource === 'string' || typeof candidate.module === 'string');
}

/**
 * Every plug-in the `*.server.ts` files of server/modules export (one plug-in, or a list of them),
 * found by that name: adding an entity's server side touches only its own folder. In file order,
 * so every instance assembles them alike.
 */
export async function discoverServerPlugins(dir = MODULES_DIR): Promise<ServerPlugin[]> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => PLUGIN_FILE.test(file)).sort();
  const plugins: ServerPlugin[] = [];
  for (const file of files) {
    const exports = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(exports)) plugins.push(...(Array.isArray(value) ? value : [value]).filter(isServerPlugin));
  }
  return plugins;
}

/** The server side of every entity (and module) with behaviour beyond its declaration; `buildApp` checks them against the declarations at boot. */
export const SERVER_PLUGINS: readonly ServerPlugin[] = await discoverServerPlugins();
