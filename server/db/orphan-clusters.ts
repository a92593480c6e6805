import fs from 'node:fs/promises';
import path from 'node:path';
import { isClusterRunning } from './postmaster.ts';
import { RUNTIME_SETTLING_MS } from './embedded-defaults.ts';

/** In `DATA_DIR`: the path of its relocated cluster (embedded-layout.ts). */
export const CLUSTER_POINTER_FILE = 'pg-cluster';
/** In a relocated cluster's home: the `DATA_DIR` it belongs to. */
export const CLUSTER_OWNER_FILE = 'owner';

/**
 * Deletes the relocated clusters no `DATA_DIR` names any more (their `DATA_DIR` was deleted or
 * points elsewhere), unless a server still runs on one. Answers the homes it deleted.
 */
export async function collectOrphanClusters(clustersDir: string, now = Date.now()): Promise<string[]> {
  const entries = await fs.readdir(clustersDir, { withFileTypes: true }).catch(() => []);
  const deleted: string[] = [];
  for (const entry of entries.filter((candidate) => candidate.isDirectory())) {
    const home = path.join(clustersDir, entry.name);
    const { mtimeMs } = await fs.stat(home);
    if (now - mtimeMs < RUNTIME_SETTLING_MS || (await isNamed(home)) || (await isClusterRunning(path.join(home, 'pg')))) continue;
    await fs.rm(home, { recursive: true, force: true });
    deleted.push(home);
  }
  return deleted;
}

async function isNamed(home: string): Promise<boolean> {
  const owner = (await fs.readFile(path.join(home, CLUSTER_OWNER_FILE), 'utf8').catch(() => '')).trim();
  if (!owner) return false;
  const named = (await fs.readFile(path.join(owner, CLUSTER_POINTER_FILE), 'utf8').catch(() => '')).trim();
  return named === path.join(home, 'pg');
}
