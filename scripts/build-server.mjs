// The server as `npm start` runs it: server/main.ts and what it imports, bundled by esbuild into
// build/server/ (node_modules packages stay external), so that plain node runs it. Compiling the
// TypeScript at run time (tsx) holds a loader thread and every module's source in memory: about
// 55 MB of the idle server's 225 (bench/idle-memory.ts).
//
//   node scripts/build-server.mjs             builds
//   node scripts/build-server.mjs --if-stale  builds only when a source is newer than the build
//
// Plain JavaScript, so that `npm start` needs no TypeScript loader to run it.
import { cpSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestSource } from './newest-source.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUILD_DIR = path.join(ROOT, 'build', 'server');
/** Written last: a build without it is unfinished. */
const STAMP = path.join(SERVER_BUILD_DIR, '.built');
/** What the bundle is made of: a change to any of them (or a file added or removed) rebuilds. */
const SOURCES = ['server', 'resources', 'package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs', 'scripts/newest-source.mjs'];

export function isServerBuildStale() {
  const built = statSync(STAMP, { throwIfNoEntry: false });
  return !built || built.mtimeMs < newestSource(ROOT, SOURCES);
}

const MODULES_DIR = path.join(ROOT, 'server', 'modules');
const PLUGIN_FILE = /\.server\.ts$/;

/**
 * server/modules/plugin-modules.ts finds the `*.server.ts` files on disk and imports them at run
 * time, which a bundle cannot: the build replaces that file by static imports of the same files, in
 * the same (file name) order, answering them from the same one function. Everything else of
 * discovery (which exports are plug-ins) stays in TypeScript and is bundled as it is. The build
 * fails when the file no longer offers that function, rather than bundle a server without its
 * plug-ins; tests/scripts/build-server.test.ts compares the bundle's routes with the server's.
 */
function staticPluginModules(source) {
  if (!/export async function loadPluginModules\(/.test(source))
    throw new Error('server/modules/plugin-modules.ts no longer exports loadPluginModules(): update staticPluginModules in scripts/build-server.mjs');
  const files = readdirSync(MODULES_DIR, { recursive: true })
    .filter((file) => PLUGIN_FILE.test(file))
    .sort();
  const imports = files.map((file, index) => `import * as module${index} from ${JSON.stringify(`./${file.split(path.sep).join('/')}`)};`);
  return `${imports.join('\n')}
export const PLUGIN_FILE = ${PLUGIN_FILE};
export async function loadPluginModules() {
  return [${files.map((_, index) => `module${index}`).join(', ')}];
}
`;
}

/** The esbuild plug-in that makes plug-in discovery static (also used by the bundle test). */
export function staticServerPlugins() {
  return {
    name: 'static-server-plugins',
    setup(bundler) {
      bundler.onLoad({ filter: /[\\/]server[\\/]modules[\\/]plugin-modules\.ts$/ }, async (args) => {
        const { readFile } = await import('node:fs/promises');
        return { contents: staticPluginModules(await readFile(args.path, 'utf8')), loader: 'js', resolveDir: MODULES_DIR };
      });
    },
  };
}

export async function buildServer() {
  const { build } = await import('esbuild');
  rmSync(SERVER_BUILD_DIR, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Modules imported when first used (the S3 client, exceljs, the demo file encoders) stay in chunks of their own.
    splitting: true,
    outdir: SERVER_BUILD_DIR,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [staticServerPlugins()],
  });
  // Files the server finds next to its own module (import.meta.url): the migrations (server/db/migrate.ts)
  // and the export writer's thread (server/jobs/xlsx-writer.ts).
  // Beside the entry and its chunks both: the code that looks for them may land in either.
  for (const dir of [SERVER_BUILD_DIR, path.join(SERVER_BUILD_DIR, 'chunks')]) {
    cpSync(path.join(ROOT, 'server', 'db', 'migrations'), path.join(dir, 'migrations'), { recursive: true });
    cpSync(path.join(ROOT, 'server', 'jobs', 'xlsx-writer.worker.mjs'), path.join(dir, 'xlsx-writer.worker.mjs'));
  }
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
}

/** Builds when there is no build or a source is newer than it. */
export async function ensureServerBuild(log = (line) => process.stdout.write(`${line}\n`)) {
  if (!isServerBuildStale()) return false;
  log(existsSync(STAMP) ? 'The server sources changed: rebuilding the server (build/server)…' : 'Building the server (build/server)…');
  await buildServer();
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale')) await ensureServerBuild();
  else await buildServer();
}
