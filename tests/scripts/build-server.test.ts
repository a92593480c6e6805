import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { staticServerPlugins } from '../../scripts/build-server.mjs';
import { routeList } from './route-list.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
let outdir: string | undefined;
afterAll(async () => {
  if (outdir) await rm(outdir, { recursive: true, force: true });
});

describe('the server bundle (scripts/build-server.mjs)', () => {
  it('serves exactly the routes the TypeScript server serves: plug-in discovery made static loses none', async () => {
    // Inside the project, so the bundle's package imports resolve from node_modules as build/server's do.
    await mkdir(path.join(ROOT, 'build'), { recursive: true });
    outdir = await mkdtemp(path.join(ROOT, 'build', 'route-list-'));
    await build({
      absWorkingDir: ROOT,
      entryPoints: [path.join(import.meta.dirname, 'route-list.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      splitting: true,
      outdir,
      outExtension: { '.js': '.mjs' },
      logLevel: 'warning',
      plugins: [staticServerPlugins()],
    });
    // What the server reads beside its own module, as the server build copies it (the health route counts the migrations).
    for (const dir of [outdir, path.join(outdir, 'chunks')])
      await cp(path.join(ROOT, 'server/db/migrations'), path.join(dir, 'migrations'), { recursive: true });
    const bundled = (await import(pathToFileURL(path.join(outdir, 'route-list.mjs')).href)) as { routeList: typeof routeList };
    const served = await routeList();
    expect(served.length).toBeGreaterThan(100);
    expect(await bundled.routeList()).toEqual(served);
  });
});
