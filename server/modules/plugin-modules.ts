import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const MODULES_DIR = path.dirname(fileURLToPath(import.meta.url));
/** A module's server plug-ins live in `server/modules/<module>/<name>.server.ts`. */
export const PLUGIN_FILE = /\.server\.ts$/;

/**
 * The exports of every `*.server.ts` under `dir`, in file-name order, so every instance assembles
 * the same plug-ins alike. A bundle cannot read the disk for its modules: the server build
 * (scripts/build-server.mjs) replaces this file by static imports of the same files, so its one
 * contract is this function's name and answer.
 */
export async function loadPluginModules(dir = MODULES_DIR): Promise<Record<string, unknown>[]> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => PLUGIN_FILE.test(file)).sort();
  return Promise.all(files.map(async (file) => (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>));
}
