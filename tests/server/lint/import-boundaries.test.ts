import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of biome.jsonc, run by Biome itself over probe files laid out like the tree:
// each probe line imports one specifier, and the test names the ones the lint must refuse.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

type Probe = { allowed: string[]; refused: string[] };

const PROBES: Record<string, Probe> = {
  'server/storage/probe.ts': {
    allowed: ['../../resources/format/numbers.ts', '../db/database.ts', 'fastify'],
    refused: ['../../src/lib/numbers.ts', '../../providers/data-provider.ts'],
  },
  'server/engine/probe.ts': {
    allowed: ['../storage/storage.ts', '../http/session-context.types.ts', '../../resources/index.ts'],
    refused: ['../modules/commodities/commodity.hooks.ts', '../../server/modules/tags/tags.routes.ts', '../../src/lib/numbers.ts'],
  },
  'server/jobs/probe.ts': {
    allowed: ['../engine/plugin-set.ts'],
    refused: ['../modules/recycle-bin/recycle-bin.service.ts'],
  },
  'resources/commodities/probe.ts': {
    allowed: ['../engine/define-resource.ts', '../media/media-fields.ts', 'zod'],
    refused: ['../../server/http/app-error.ts', '../../src/lib/numbers.ts', '../../providers/data-provider.ts'],
  },
  'resources/commodity-attributes/probe.ts': {
    allowed: ['./commodity-attributes.texts.ts', '../shared/commodity-specs.schema.ts', '../uploads/upload-kinds.ts', '../constants.ts'],
    refused: ['../commodities/commodity.schema.ts', '../materials/material.constants.ts', '../videos/videos.resource.ts'],
  },
  'resources/engine/probe.ts': {
    allowed: ['./fields.ts', '../access/actions.ts', '../validation/references.ts', '../index.ts', '../constants.ts', 'zod'],
    refused: ['../commodities/commodity.schema.ts', '../materials/material.constants.ts', '../../server/db/database.ts'],
  },
  'resources/messages/probe.ts': {
    allowed: ['./en.ts', '../engine/define-resource.ts', '../index.ts'],
    refused: ['../tags/tags.texts.ts', '../shop-types/shop-types.resource.ts'],
  },
  'src/engine/probe.ts': {
    allowed: [
      './FieldValue.tsx',
      '../lib/text.ts',
      '../shell/zod-rule.ts',
      '../session/SessionContext.tsx',
      '../i18n/i18n.ts',
      '../uploads/MediaThumb.tsx',
      '../jobs/job-events.ts',
      '../palette/recent-records.ts',
      '../../resources/index.ts',
      '../../providers/data-provider.ts',
      'antd',
    ],
    refused: [
      '../commodities/CommodityDisplays.tsx',
      '../materials/MaterialCard.tsx',
      '../recycle-bin/RecycleBinPage.tsx',
      '../layout/AppLayout.tsx',
      '../organisation/OrgPage.tsx',
    ],
  },
};

let dir: string;
let refusedByFile: Map<string, string[]>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atrium-boundaries-'));
  // The project's configuration, minus the git ignore file the temporary folder does not have.
  const config = (await readFile(path.join(ROOT, 'biome.jsonc'), 'utf8')).replace('"vcs": { "enabled": true', '"vcs": { "enabled": false');
  await writeFile(path.join(dir, 'biome.jsonc'), config.replace('./node_modules/', `${ROOT}/node_modules/`));
  for (const [file, { allowed, refused }] of Object.entries(PROBES)) {
    await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
    const lines = [...allowed, ...refused].map((specifier, index) => `export * as m${index} from '${specifier}';`);
    await writeFile(path.join(dir, file), `${lines.join('\n')}\n`);
  }
  const { stdout } = await promisify(execFile)(BIOME, ['lint', '--only=style/noRestrictedImports', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: dir,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(stdout) as { diagnostics: { category: string; location: { path: string; start: { line: number } } }[] };
  refusedByFile = new Map();
  for (const { category, location } of report.diagnostics) {
    if (category !== 'lint/style/noRestrictedImports') continue;
    const { allowed, refused } = PROBES[location.path];
    const specifier = [...allowed, ...refused][location.start.line - 1];
    refusedByFile.set(location.path, [...(refusedByFile.get(location.path) ?? []), specifier]);
  }
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('npm run lint: import boundaries', () => {
  it.each(Object.entries(PROBES))('%s: refuses exactly the imports across a boundary', (file, { refused }) => {
    expect(refusedByFile.get(file) ?? []).toEqual(refused);
  });
});

// The registry names each entity's folder (its declaration, or a custom module's texts); every other
// file of resources/ may import only its own entity's folder, never another's (issue 13, "Done when").
const RESOURCES_DIR = path.join(ROOT, 'resources');
const REGISTRY = path.join(RESOURCES_DIR, 'index.ts');
const SPECIFIER = /\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

async function entityFolders(): Promise<Set<string>> {
  const registry = await readFile(REGISTRY, 'utf8');
  return new Set([...registry.matchAll(/['"]\.\/([^/'"]+)\/[^'"]+\.(?:resource|texts)\.ts['"]/g)].map((match) => match[1]));
}

/** Every `file imports specifier` of resources/ that lands in an entity folder other than the file's own. */
async function crossEntityImports(entities: Set<string>): Promise<string[]> {
  const files = (await readdir(RESOURCES_DIR, { recursive: true })).filter((file) => /\.tsx?$/.test(file)).map((file) => path.join(RESOURCES_DIR, file));
  const folderOf = (file: string) => path.relative(RESOURCES_DIR, file).split(path.sep)[0];
  const crossings: string[] = [];
  for (const file of files.filter((file) => file !== REGISTRY)) {
    for (const [, specifier] of (await readFile(file, 'utf8')).matchAll(SPECIFIER)) {
      if (!specifier.startsWith('.')) continue;
      const target = folderOf(path.resolve(path.dirname(file), specifier));
      if (entities.has(target) && target !== folderOf(file)) crossings.push(`${path.relative(ROOT, file)} imports ${specifier}`);
    }
  }
  return crossings;
}

describe('resources/: only the registry names an entity', () => {
  it('reads the entity folders from the registry, custom modules included', async () => {
    expect([...(await entityFolders())]).toEqual(expect.arrayContaining(['commodities', 'commodity-attributes', 'videos', 'materials', 'tags']));
  });

  it('no file outside the registry imports another entity folder', async () => {
    expect(await crossEntityImports(await entityFolders())).toEqual([]);
  });
});
