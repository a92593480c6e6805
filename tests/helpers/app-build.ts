import { existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestSource } from '../../scripts/newest-source.mjs';
import { chunkModulesPlugin } from '../e2e/chunk-modules-plugin.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The browser app as users get it (`vite build`, production), built once for a run and kept in
 * build/app: the e2e server serves it and the bench measures and serves the same files, so
 * `npm test` then `npm run bench` build the app once, not twice (issue 31). The build carries
 * Vite's manifest and the chunk contents in `.vite/` (resource-chunks.test.ts reads them); neither
 * is a file the app loads, so the bundle figures are those of a plain build.
 */
export const APP_BUILD_DIR = path.join(ROOT, 'build', 'app');
/** Written last: a build without it is unfinished. */
const STAMP = path.join(APP_BUILD_DIR, '.vite', 'built');
/** What the build is made of: a change to any of them (or a file added or removed) rebuilds. */
const SOURCES = [
  'src',
  'resources',
  'providers',
  'public',
  'index.html',
  'showroom.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.app.json',
  'tests/helpers/app-build.ts',
  'scripts/newest-source.mjs',
  'tests/e2e/chunk-modules-plugin.ts',
];

export function isAppBuildStale(): boolean {
  const built = statSync(STAMP, { throwIfNoEntry: false });
  return !built || built.mtimeMs < newestSource(ROOT, SOURCES);
}

/** Builds the app into build/app unless a build of the current sources is there; its directory. */
export async function ensureAppBuild(log: (line: string) => void = () => {}): Promise<string> {
  if (!isAppBuildStale()) {
    log(`reused the browser build of the current sources (${path.relative(ROOT, APP_BUILD_DIR)})`);
    return APP_BUILD_DIR;
  }
  const started = Date.now();
  const { build } = await import('vite');
  // The build users get: under vitest NODE_ENV is "test", which Vite would pass on to the bundle
  // (antd then gives every element the same id, and dialogs take a stranger's text as their name).
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: ROOT,
      mode: 'production',
      logLevel: 'error',
      plugins: [chunkModulesPlugin(ROOT)],
      build: { outDir: APP_BUILD_DIR, emptyOutDir: true, sourcemap: false, manifest: true },
    });
  } finally {
    if (testEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = testEnv;
  }
  if (!existsSync(path.join(APP_BUILD_DIR, 'index.html'))) throw new Error(`vite build left no index.html in ${APP_BUILD_DIR}`);
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
  log(`built the browser app (vite build) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return APP_BUILD_DIR;
}
