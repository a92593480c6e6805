import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverServerPlugins, SERVER_PLUGINS } from '../../../server/modules/entity-plugins.ts';

const made: string[] = [];
afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
});

describe('server plug-ins are found by file name, not listed', () => {
  it("finds every module's plug-ins: the goods, each tag area and the recycle bin's purge", () => {
    const names = SERVER_PLUGINS.map((plugin) => ('resource' in plugin ? plugin.resource : `module:${plugin.module}`));
    expect(names).toEqual(expect.arrayContaining(['commodities', 'tags-commodity', 'module:recycle-bin']));
    expect(new Set(names).size).toBe(names.length);
  });

  it('takes one plug-in or a list from any export of a *.server.ts file, and nothing from other files', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-plugins-'));
    made.push(dir);
    await mkdir(path.join(dir, 'widgets'));
    await writeFile(
      path.join(dir, 'widgets', 'widgets.server.ts'),
      "export const widgetsServer = { resource: 'widgets' };\nexport const helper = { name: 'not a plug-in' };\n",
    );
    await writeFile(path.join(dir, 'widgets', 'areas.server.ts'), "export const areas = [{ resource: 'areas-a' }, { resource: 'areas-b' }];\n");
    await writeFile(path.join(dir, 'widgets', 'widgets.service.ts'), "export const notFound = { resource: 'service-file' };\n");
    const found = await discoverServerPlugins(dir);
    expect(found.map((plugin) => ('resource' in plugin ? plugin.resource : plugin.module))).toEqual(['areas-a', 'areas-b', 'widgets']);
  });
});

describe('discovery loads the plug-ins, not their heavy parts', () => {
  // Every instance imports every plug-in at boot: a *.server.ts that pulled in sharp (libvips),
  // exceljs or the S3 client would hold them in memory on an instance that never uses them.
  it('imports no image, spreadsheet or object-storage library while finding the plug-ins', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const { stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', './tests/helpers/module-load-register.mjs', '--import', 'tsx', '-e', "await import('./server/modules/entity-plugins.ts')"],
      { cwd: root },
    );
    const loaded = stderr.split('\n').flatMap((line) => (line.startsWith('loaded-package ') ? [line.slice('loaded-package '.length)] : []));
    // The hook works: the plug-ins' own dependencies are seen.
    expect(loaded).toEqual(expect.arrayContaining(['kysely', 'zod']));
    expect(loaded.filter((name) => /^(sharp|exceljs|@aws-sdk\/.*|@img\/.*)$/.test(name))).toEqual([]);
  });
});
