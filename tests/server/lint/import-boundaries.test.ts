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
  // The platform (server/plugins, http, tenancy, storage, bus) serves the modules and names none.
  'server/plugins/probe.ts': {
    allowed: ['../http/session-cache.ts', '../http/live-sessions.repository.ts', '../tenancy/scope.ts', '../../resources/constants.ts'],
    refused: ['../modules/session/session.repository.ts', '../../server/modules/session/session-invalidation.ts', '../../src/lib/numbers.ts'],
  },
  'server/http/probe.ts': {
    allowed: ['./session-tokens.ts', '../bus/notification-bus.ts', '../db/database.ts'],
    refused: ['../modules/session/passwords.ts'],
  },
  'server/tenancy/probe.ts': {
    allowed: ['../http/session-cache.ts', './publishable-keys.ts'],
    refused: ['../modules/publishable-keys/publishable-keys.routes.ts'],
  },
  'server/storage/probe.ts': {
    allowed: ['../../resources/format/numbers.ts', '../db/database.ts', 'fastify'],
    refused: ['../../src/lib/numbers.ts', '../../providers/data-provider.ts', '../modules/uploads/files.routes.ts'],
  },
  'server/bus/probe.ts': {
    allowed: ['../db/database.ts'],
    refused: ['../modules/recycle-bin/recycle-bin.service.ts'],
  },
  // A module uses the platform, the engine and its own entity's declaration.
  'server/modules/tags/probe.ts': {
    allowed: ['../../http/session-cache.ts', '../../engine/request-context.ts', '../../../resources/tags/tags.resource.ts'],
    refused: ['../../../src/lib/numbers.ts'],
  },
  'server/engine/probe.ts': {
    allowed: [
      '../storage/storage.ts',
      '../http/session-context.types.ts',
      '../../resources/index.ts',
      '../../resources/engine/tag-values.ts',
      '../../resources/wire/protocol.ts',
      '../../resources/jobs/job.schema.ts',
    ],
    refused: [
      '../modules/commodities/commodities.hooks.ts',
      '../../server/modules/tags/tags.routes.ts',
      '../../src/lib/numbers.ts',
      '../../resources/tags/tags.resource.ts',
      '../../resources/commodities/commodity.schema.ts',
    ],
  },
  'server/jobs/probe.ts': {
    allowed: ['../engine/plugin-set.ts', '../../resources/jobs/job.schema.ts', '../../resources/messages/index.ts'],
    refused: ['../modules/recycle-bin/recycle-bin.service.ts', '../../resources/plans/plans.resource.ts'],
  },
  'resources/commodities/probe.ts': {
    allowed: ['../engine/define-resource.ts', '../media/media-fields.ts', 'zod'],
    refused: ['../../server/http/app-error.ts', '../../src/lib/numbers.ts', '../../providers/data-provider.ts'],
  },
  'resources/commodity-attributes/probe.ts': {
    allowed: ['./commodity-attributes.texts.ts', '../shared/commodity-specs.schema.ts', '../uploads/upload-kinds.ts', '../constants.ts'],
    refused: ['../commodities/commodity.schema.ts', '../materials/material-constants.ts', '../videos/videos.resource.ts', '../stores/stores.messages.ts'],
  },
  'resources/engine/probe.ts': {
    allowed: ['./fields.ts', './tag-values.ts', '../access/actions.ts', '../validation/references.ts', '../index.ts', '../constants.ts', 'zod'],
    refused: ['../commodities/commodity.schema.ts', '../materials/material-constants.ts', '../tags/tags.resource.ts', '../../server/db/database.ts'],
  },
  // The catalogues merge each entity's server messages, and nothing else of its folder.
  'resources/messages/probe.ts': {
    allowed: ['./en.ts', '../engine/define-resource.ts', '../index.ts', '../stores/stores.messages.ts'],
    refused: ['../tags/tags.texts.ts', '../shop-types/shop-types.resource.ts'],
  },
  // A route file holds HTTP and schemas only: no database handle, no SQL builder (CONTRIBUTING.md layers).
  'server/modules/plans/probe.routes.ts': {
    allowed: ['./plan-scenes.service.ts', '../../engine/entity-plugin.ts', '../../http/route.ts', 'zod'],
    refused: ['../../db/database.ts', 'kysely'],
  },
  'server/engine/probe.routes.ts': {
    allowed: ['./request-context.ts', './entity-plugin.ts'],
    refused: ['../db/database.ts', 'kysely', '../modules/tags/tags.repository.ts'],
  },
  // The layer below a route file reads the database.
  'server/modules/plans/probe.repository.ts': {
    allowed: ['../../db/database.ts', 'kysely'],
    refused: [],
  },
  // The browser app never imports the server: what both need lives in resources/.
  'src/commodities/probe.ts': {
    allowed: ['../engine/ResourceList.tsx', '../../resources/commodities/commodity.schema.ts', '../../providers/data-provider.ts'],
    refused: ['../../server/http/app-error.ts', '../../server/modules/commodities/commodities.hooks.ts'],
  },
  'src/probe.ts': {
    allowed: ['./lib/numbers.ts', '../resources/index.ts'],
    refused: ['../server/engine/request-context.ts'],
  },
  'providers/probe.ts': {
    allowed: ['./http.ts', '../resources/constants.ts', 'axios'],
    refused: ['../server/http/app-error.ts', '../server/db/database.ts'],
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
      '../../resources/engine/tag-values.ts',
      '../../resources/messages/index.ts',
      '../../resources/constants.ts',
      '../../providers/data-provider.ts',
      'antd',
    ],
    refused: [
      '../commodities/CommodityDisplays.tsx',
      '../materials/MaterialCard.tsx',
      '../recycle-bin/RecycleBinPage.tsx',
      '../layout/AppLayout.tsx',
      '../organisation/OrgPage.tsx',
      '../../server/http/app-error.ts',
      '../../resources/tags/tags.resource.ts',
      '../../resources/commodities/commodity.schema.ts',
    ],
  },
};

// Two files of a generic folder importing each other: the lint refuses the circle in each (noImportCycles).
const CYCLES: [string, string][] = [
  ['server/engine/cycle-a.ts', 'server/engine/cycle-b.ts'],
  ['server/jobs/cycle-a.ts', 'server/jobs/cycle-b.ts'],
  ['src/engine/CycleA.tsx', 'src/engine/CycleB.tsx'],
  ['resources/engine/cycle-a.ts', 'resources/engine/cycle-b.ts'],
];

let dir: string;
let refusedByFile: Map<string, string[]>;
let cycleFiles: string[];

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
  for (const pair of CYCLES) {
    for (const [file, other] of [pair, [...pair].reverse()]) {
      await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
      const name = path.basename(file).replace(/\W/g, '_');
      await writeFile(path.join(dir, file), `import * as other from './${path.basename(other)}';\nexport const ${name} = () => other;\n`);
    }
  }
  // Every rule as `npm run lint` runs them: `--only` would run noImportCycles even where biome.jsonc turns it off.
  const { stdout } = await promisify(execFile)(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: dir,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(stdout) as { diagnostics: { category: string; severity: string; location: { path: string; start: { line: number } } }[] };
  refusedByFile = new Map();
  cycleFiles = [];
  for (const { category, severity, location } of report.diagnostics) {
    if (category === 'lint/suspicious/noImportCycles' && severity === 'error') cycleFiles.push(location.path);
    if (category !== 'lint/style/noRestrictedImports') continue;
    const { allowed, refused } = PROBES[location.path];
    const specifier = [...allowed, ...refused][location.start.line - 1];
    refusedByFile.set(location.path, [...(refusedByFile.get(location.path) ?? []), specifier]);
  }
  // Biome reports a file's refusals pattern by pattern: put them back in line order.
  for (const [file, refused] of refusedByFile) {
    const lines = [...PROBES[file].allowed, ...PROBES[file].refused];
    refused.sort((a, b) => lines.indexOf(a) - lines.indexOf(b));
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

describe('npm run lint: no import circles in the generic folders', () => {
  it.each(CYCLES)('%s ⇄ %s: refused on both sides', (a, b) => {
    expect(cycleFiles.filter((file) => file === a || file === b).sort()).toEqual([a, b].sort());
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

const CATALOGUES = path.join(RESOURCES_DIR, 'messages');
/** The catalogues (resources/messages/<language>.ts) merge each entity's server messages: their one import of an entity folder. */
const mergesMessages = (file: string, specifier: string) => path.dirname(file) === CATALOGUES && specifier.endsWith('.messages.ts');

/** Every `file imports specifier` of resources/ that lands in an entity folder other than the file's own. */
async function crossEntityImports(entities: Set<string>): Promise<string[]> {
  const files = (await readdir(RESOURCES_DIR, { recursive: true })).filter((file) => /\.tsx?$/.test(file)).map((file) => path.join(RESOURCES_DIR, file));
  const folderOf = (file: string) => path.relative(RESOURCES_DIR, file).split(path.sep)[0];
  const crossings: string[] = [];
  for (const file of files.filter((file) => file !== REGISTRY)) {
    for (const [, specifier] of (await readFile(file, 'utf8')).matchAll(SPECIFIER)) {
      if (!specifier.startsWith('.') || mergesMessages(file, specifier)) continue;
      const target = folderOf(path.resolve(path.dirname(file), specifier));
      if (entities.has(target) && target !== folderOf(file)) crossings.push(`${path.relative(ROOT, file)} imports ${specifier}`);
    }
  }
  return crossings;
}

describe('resources/: only the registry names an entity (and the catalogues its messages)', () => {
  it('reads the entity folders from the registry, custom modules included', async () => {
    expect([...(await entityFolders())]).toEqual(expect.arrayContaining(['commodities', 'commodity-attributes', 'videos', 'materials', 'tags']));
  });

  it('no file outside the registry imports another entity folder', async () => {
    expect(await crossEntityImports(await entityFolders())).toEqual([]);
  });
});
