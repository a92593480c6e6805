import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_OWNER_FILE, CLUSTER_POINTER_FILE, collectOrphanClusters } from '../../../server/db/orphan-clusters.ts';

let root: string;
let clustersDir: string;
const LATER = () => Date.now() + 11 * 60_000;

/** A relocated cluster's home owned by `dataDir`; `named` writes DATA_DIR's pointer back to it. */
async function home(name: string, dataDir: string, named: boolean): Promise<string> {
  const dir = path.join(clustersDir, name);
  await mkdir(path.join(dir, 'pg'), { recursive: true });
  await writeFile(path.join(dir, CLUSTER_OWNER_FILE), `${dataDir}\n`);
  await mkdir(dataDir, { recursive: true });
  if (named) await writeFile(path.join(dataDir, CLUSTER_POINTER_FILE), `${path.join(dir, 'pg')}\n`);
  return dir;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'atrium-orphans-'));
  clustersDir = path.join(root, 'clusters');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('collectOrphanClusters', () => {
  it('deletes the clusters whose DATA_DIR is gone or names another, and keeps the named ones', async () => {
    await home('kept', path.join(root, 'data-kept'), true);
    const gone = await home('gone', path.join(root, 'data-gone'), true);
    await rm(path.join(root, 'data-gone'), { recursive: true });
    const replaced = await home('replaced', path.join(root, 'data-kept-2'), false);
    await writeFile(path.join(root, 'data-kept-2', CLUSTER_POINTER_FILE), `${path.join(clustersDir, 'kept', 'pg')}\n`);
    expect((await collectOrphanClusters(clustersDir, LATER())).sort()).toEqual([gone, replaced].sort());
    expect(await readdir(clustersDir)).toEqual(['kept']);
  });

  it('leaves a home alone for ten minutes: a start may still be writing its pointer', async () => {
    await home('young', path.join(root, 'data-young'), false);
    expect(await collectOrphanClusters(clustersDir)).toEqual([]);
    expect((await readdir(clustersDir)).sort()).toEqual(['kept', 'young']);
  });
});
