import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, TestApp } from '../helpers/test-app.ts';

/**
 * Issue 33, "a new entity in one place": `npm run new:entity` (scripts/new-entity.mjs) run in a copy
 * of the project adds an entity by touching only its own folders, one migration and one registry
 * line, and the copy's own server and page discovery then serve it. The copy's modules are imported
 * by their file URLs, so its registry, plug-in discovery and page glob are the ones that run.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const NAME = 'gadgets';
/**
 * A merchant's page of the route table nothing serves yet (checked below from the copy's own tree:
 * the test says so when the page gets built, and then takes another free page of a merchant's menu).
 */
const ROUTE = '/settingCenter/autoReply';
const COPIED = ['resources', 'server', 'src', 'providers', 'scripts', 'tests/helpers', 'package.json'];
const run = promisify(execFile);

let tree: string;
/** Every file of the copy (node_modules aside) by path, with its content's hash: before and after the scaffold. */
let before: Map<string, string>;
let after: Map<string, string>;
/** The table's pages the script called free before it scaffolded anything. */
let freeBefore: string[];
/** The copy's registry before the scaffold. */
let registryBefore: string;

const inTree = (file: string) => pathToFileURL(path.join(tree, file)).href;
const scaffold = (...args: string[]) => run(process.execPath, ['scripts/new-entity.mjs', ...args], { cwd: tree });

async function hashes(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('node_modules/'))
    .sort();
  return new Map(
    await Promise.all(
      files.map(
        async (file) =>
          [
            file,
            createHash('sha256')
              .update(await readFile(path.join(dir, file)))
              .digest('hex'),
          ] as const,
      ),
    ),
  );
}

beforeAll(async () => {
  tree = await mkdtemp(path.join(os.tmpdir(), 'atrium-new-entity-'));
  const tsconfigs = (await readdir(ROOT)).filter((file) => /^tsconfig.*\.json$/.test(file));
  for (const item of [...COPIED, ...tsconfigs]) await cp(path.join(ROOT, item), path.join(tree, item), { recursive: true });
  await symlink(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
  before = await hashes(tree);
  registryBefore = await readFile(path.join(tree, 'resources/index.ts'), 'utf8');
  freeBefore = (await scaffold('--routes')).stdout
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([, servedBy]) => servedBy === 'free')
    .map(([route]) => route!);
  await scaffold(NAME, '--route', ROUTE);
  after = await hashes(tree);
});

afterAll(async () => {
  if (tree) await rm(tree, { recursive: true, force: true });
});

describe('npm run new:entity', () => {
  it('touches only the entity’s own folders, one new migration and the registry', () => {
    const added = [...after.keys()].filter((file) => !before.has(file));
    const removed = [...before.keys()].filter((file) => !after.has(file));
    const changed = [...before.keys()].filter((file) => after.has(file) && after.get(file) !== before.get(file));
    // The whole copy was hashed (its server and browser app among it), and nothing of it went.
    expect(before.has('server/app.ts') && before.has('src/routes/page-loaders.ts')).toBe(true);
    expect(removed).toEqual([]);
    expect(changed).toEqual(['resources/index.ts']);
    const own = new RegExp(`^(resources|server/modules|src)/${NAME}/`);
    const migrations = added.filter((file) => file.startsWith('server/db/migrations/'));
    expect(migrations).toHaveLength(1);
    expect(migrations[0]).toMatch(new RegExp(`^server/db/migrations/\\d{3}_${NAME}\\.sql$`));
    expect(added.filter((file) => !own.test(file) && file !== migrations[0])).toEqual([]);
    expect(added).toEqual(
      expect.arrayContaining([
        `resources/${NAME}/${NAME}.resource.ts`,
        `resources/${NAME}/${NAME}.texts.ts`,
        `server/modules/${NAME}/${NAME}.server.ts`,
        `server/modules/${NAME}/${NAME}.routes.ts`,
        `server/modules/${NAME}/${NAME}.service.ts`,
        `server/modules/${NAME}/${NAME}.repository.ts`,
        `src/${NAME}/${NAME}.pages.ts`,
        'src/gadgets/GadgetsPage.tsx',
      ]),
    );
    // The next number after the copy's highest.
    const highest = Math.max(...[...before.keys()].map((file) => Number(/^server\/db\/migrations\/(\d+)_/.exec(file)?.[1] ?? 0)));
    expect(Number(/(\d+)_/.exec(migrations[0]!)![1])).toBe(highest + 1);
  });

  it('adds one import and one entity line to the registry, and its route file imports neither kysely nor server/db', async () => {
    const registry = await readFile(path.join(tree, 'resources/index.ts'), 'utf8');
    const lines = (text: string) => text.split('\n');
    const added = lines(registry).filter((line) => !lines(registryBefore).includes(line));
    expect(added).toEqual([
      `import { ${NAME} } from './${NAME}/${NAME}.resource.ts';`,
      `  entity(${NAME}, () => import('./${NAME}/${NAME}.texts.ts').then((module) => module.${NAME}Texts)),`,
    ]);
    const routes = await readFile(path.join(tree, `server/modules/${NAME}/${NAME}.routes.ts`), 'utf8');
    expect(routes).not.toMatch(/from '(kysely|[^']*\/db\/[^']*)'/);
  });

  it.each<[string, string[], RegExp]>([
    ['an existing name', [NAME, '--route', '/settingCenter/autoReply'], /already exists/],
    ['a route outside the route table', ['trinkets', '--route', '/marketingManagement/nowhere'], /not a page of the route table/],
    ['a group of the menu', ['trinkets', '--route', '/marketingManagement'], /not a page of the route table/],
    ['a page with parameters', ['trinkets', '--route', '/marketingManagement/activityCenter/edit/:id'], /takes parameters/],
    ['a route a resource serves', ['trinkets', '--route', '/content/albumManagement'], /already served: resources\/albums\/albums\.resource\.ts/],
    ['a route a page serves', ['trinkets', '--route', '/content/recycleBin'], /already served: .*src\/recycle-bin\/recycle-bin\.pages\.ts/],
    ['the route it has just served', ['trinkets', '--route', ROUTE], /already served: resources\/gadgets\//],
    ['a name that is not plural kebab-case', ['Trinket', '--route', '/settingCenter/autoReply'], /kebab-case/],
  ])('refuses %s and writes nothing', async (_, args, message) => {
    await expect(scaffold(...args)).rejects.toMatchObject({ stderr: expect.stringMatching(message) });
    expect(await hashes(tree)).toEqual(after);
  });
});

describe('the copy’s server, with the scaffolded entity', () => {
  let t: TestApp;
  let merchant: Session;
  let merchant2: Session;
  let applied: string[];

  beforeAll(async () => {
    const { createTestApp } = (await import(inTree('tests/helpers/test-app.ts'))) as typeof import('../helpers/test-app.ts');
    const { migrate } = (await import(inTree('server/db/migrate.ts'))) as typeof import('../../server/db/migrate.ts');
    // A database cloned from the run's migrated demo template; the copy's migrate() adds what the template lacks: the new table.
    t = await createTestApp();
    applied = await migrate(t.database.pool);
    merchant = await t.login('merchant');
    merchant2 = await t.login('merchant2');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('applies the new migration on top of the template', () => {
    const migration = [...after.keys()].find((file) => file.startsWith('server/db/migrations/') && !before.has(file))!;
    expect(applied.at(-1)).toBe(path.basename(migration, '.sql'));
  });

  it('creates, lists, summarises and moves a record, for its own merchant only', async () => {
    const created = await merchant.browser({ method: 'POST', url: `/api/${NAME}`, payload: { name: 'First gadget' } });
    expect(created.statusCode).toBe(200);
    const record = created.json().data;
    expect(record).toMatchObject({ name: 'First gadget', status: 'draft' });

    const list = (await merchant.browser({ method: 'GET', url: `/api/${NAME}` })).json().data;
    expect(list.list.map((row: { id: number }) => row.id)).toEqual([record.id]);
    const summary = await merchant.browser({ method: 'GET', url: `/api/${NAME}/summary` });
    expect(summary.json().data).toEqual({ total: 1, by_status: { draft: 1, live: 0, paused: 0 } });

    // Another merchant sees none of it.
    expect((await merchant2.browser({ method: 'GET', url: `/api/${NAME}` })).json().data.total).toBe(0);
    expect((await merchant2.browser({ method: 'GET', url: `/api/${NAME}/${record.id}` })).statusCode).toBe(404);
    expect((await merchant2.browser({ method: 'GET', url: `/api/${NAME}/summary` })).json().data.total).toBe(0);
    expect((await merchant2.browser({ method: 'POST', url: `/api/${NAME}/${record.id}/publish` })).statusCode).toBe(404);

    // The declared machine: draft → live by publish, and not twice; live → paused by pause.
    const published = await merchant.browser({ method: 'POST', url: `/api/${NAME}/${record.id}/publish` });
    expect(published.statusCode).toBe(200);
    expect(published.json().data.status).toBe('live');
    expect((await merchant.browser({ method: 'POST', url: `/api/${NAME}/${record.id}/publish` })).statusCode).toBe(409);
    expect((await merchant.browser({ method: 'POST', url: `/api/${NAME}/${record.id}/resume` })).statusCode).toBe(409);
    expect((await merchant.browser({ method: 'POST', url: `/api/${NAME}/${record.id}/pause` })).json().data.status).toBe('paused');
    expect((await merchant.browser({ method: 'GET', url: `/api/${NAME}/summary` })).json().data.by_status).toEqual({ draft: 0, live: 0, paused: 1 });
  });

  it('sends a deleted record to the recycle bin', async () => {
    const { id } = (await merchant.browser({ method: 'POST', url: `/api/${NAME}`, payload: { name: 'Binned gadget' } })).json().data;
    expect((await merchant.browser({ method: 'DELETE', url: `/api/${NAME}/${id}` })).statusCode).toBe(200);
    expect((await merchant.browser({ method: 'GET', url: `/api/${NAME}/${id}` })).statusCode).toBe(404);
    const bin = (await merchant.browser({ method: 'GET', url: `/api/recycle-bin?kind=${NAME}` })).json().data;
    expect(bin.list).toEqual([expect.objectContaining({ kind: NAME, id, name: 'Binned gadget', restorable: true })]);
  });

  it('documents its generated routes, record actions and its own route in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([`/api/${NAME}`, `/api/${NAME}/{id}`, `/api/${NAME}/{id}/publish`, `/api/${NAME}/summary`]),
    );
    expect(document.paths[`/api/${NAME}/summary`].get['x-atrium-access']).toEqual({ page: ROUTE, action: 'read' });
    expect(document.paths[`/api/${NAME}/{id}/publish`].post['x-atrium-moves']).toEqual([
      expect.objectContaining({ field: 'status', from: ['draft'], to: ['live'] }),
    ]);
  });
});

describe('the copy’s pages, with the scaffolded page', () => {
  type PageLoaders = { PAGE_LOADERS: Record<string, () => Promise<unknown>>; routesNotBuilt(): string[] };
  let loaders: PageLoaders;
  let page: unknown;
  let scaffolded: unknown;

  beforeAll(async () => {
    // src/routes/page-loaders.ts gathers the pages with import.meta.glob, which vitest transforms here too.
    loaders = (await import(inTree('src/routes/page-loaders.ts'))) as PageLoaders;
    page = await loaders.PAGE_LOADERS[ROUTE]?.();
    scaffolded = ((await import(inTree('src/gadgets/GadgetsPage.tsx'))) as { GadgetsPage: unknown }).GadgetsPage;
  });

  it('serves the route with the scaffolded page', () => {
    expect(typeof scaffolded).toBe('function');
    expect(page).toBe(scaffolded);
  });

  it('takes the route off the pages not built yet, and no other', () => {
    expect(freeBefore).toContain(ROUTE);
    expect(loaders.routesNotBuilt()).toEqual(freeBefore.filter((route) => route !== ROUTE));
  });
});
