import path from 'node:path';

/**
 * CONTRIBUTING.md's map as rules over file paths (relative to the repository root, `/`-separated):
 * each rule answers what breaks it, so tree-conventions.test.ts shows the tree keeps the map and
 * that each rule refuses a path laid out wrong.
 */

const KEBAB = '[a-z][a-z0-9]*(?:-[a-z0-9]+)*';
const kebab = new RegExp(`^${KEBAB}$`);

/** resources/<folder>/: a declaration, texts, messages, schemas, or a plain helper. */
const RESOURCE_FILE = new RegExp(`^${KEBAB}(?:\\.(?:resource|texts|messages|schema))?\\.ts$`);
/** server/modules/<module>/: the plug-in, its hooks and actions, the layers, schemas, or a plain helper. */
const MODULE_FILE = new RegExp(`^${KEBAB}(?:\\.(?:server|hooks|actions|routes|service|repository|schema))?\\.ts$`);
/** src/: components (PascalCase), hooks (useX), helpers (kebab), extensions and page files by name, styles. */
const SRC_FILE = new RegExp(`^(?:[A-Z][A-Za-z0-9]*\\.tsx|use[A-Z][A-Za-z0-9]*\\.tsx?|${KEBAB}\\.(?:ts|tsx|css)|${KEBAB}\\.ui\\.tsx|${KEBAB}\\.pages\\.ts)$`);

/** Folders of resources/ that hold no entity: texts and messages never live there. */
const GENERIC_RESOURCE_FOLDERS = new Set(['engine', 'shared', 'messages', 'access', 'validation', 'wire', 'format', 'routes', 'jobs']);

/** Test folders that prove the whole server rather than one folder of it (SECURITY.md's proofs, scale-out, the lint's own rules). */
export const CROSS_CUTTING_SUITES = ['tests/e2e/', 'tests/server/reliability/', 'tests/server/scale-out/', 'tests/server/lint/'];

export interface Tree {
  /** Every file of the repository, from its root. */
  files: readonly string[];
  /** The declared resources' names: a `<name>.ui.tsx` extends one of them. */
  resourceNames: ReadonlySet<string>;
}

/** What in `files` breaks the naming of CONTRIBUTING.md, one sentence per file. */
export function namingProblems({ files, resourceNames }: Tree): string[] {
  const problems: string[] = [];
  const present = new Set(files);
  for (const file of files) {
    const [top, ...rest] = file.split('/');
    const name = rest.at(-1) ?? '';
    const folders = rest.slice(0, -1);
    if (top === 'resources') {
      if (name === 'model.conf') continue;
      if (folders.some((folder) => !kebab.test(folder))) problems.push(`${file}: folders are kebab-case`);
      if (!RESOURCE_FILE.test(name)) problems.push(`${file}: name it <topic>.ts or <name>.{resource,texts,messages,schema}.ts`);
      else if (/\.(texts|messages)\.ts$/.test(name) && (folders.length === 0 || GENERIC_RESOURCE_FOLDERS.has(folders[0]!)))
        problems.push(`${file}: texts and messages live in their entity's folder, resources/<entity>/<entity>.{texts,messages}.ts`);
      else if (/\.(texts|messages)\.ts$/.test(name) && folders.length === 1 && name.split('.')[0] !== folders[0])
        problems.push(`${file}: name it ${folders[0]}.${name.split('.')[1]}.ts, after its folder`);
    } else if (top === 'server' && rest[0] === 'modules' && folders.length > 1) {
      if (folders.some((folder) => !kebab.test(folder))) problems.push(`${file}: folders are kebab-case`);
      if (!MODULE_FILE.test(name)) problems.push(`${file}: name it <topic>.ts or <name>.{server,hooks,actions,routes,service,repository,schema}.ts`);
      const plugged = /^(.+)\.(hooks|actions)\.ts$/.exec(name);
      if (plugged && !present.has(path.posix.join(top, ...folders, `${plugged[1]}.server.ts`)))
        problems.push(`${file}: hooks and actions belong to the plug-in beside them, ${plugged[1]}.server.ts`);
    } else if (top === 'src' || top === 'server' || top === 'providers') {
      if (/(?:texts|messages)\.tsx?$/.test(name)) problems.push(`${file}: texts and messages live in resources/<entity>/`);
      if (top !== 'src') continue;
      if (folders.some((folder) => !kebab.test(folder))) problems.push(`${file}: folders are kebab-case`);
      if (!SRC_FILE.test(name)) problems.push(`${file}: name a component Name.tsx, a hook useName.ts, anything else kebab-case.ts`);
      const ui = /^(.+)\.ui\.tsx$/.exec(name);
      if (ui && !resourceNames.has(ui[1]!)) problems.push(`${file}: a .ui.tsx extends the declared resource it is named after; there is no ${ui[1]}`);
      const pages = /^(.+)\.pages\.ts$/.exec(name);
      if (pages && pages[1] !== folders.at(-1)) problems.push(`${file}: name it ${folders.at(-1)}.pages.ts, after its feature's folder`);
    }
  }
  return problems;
}

/** A kysely statement or a raw SQL fragment: what only a repository writes. */
const SQL = /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(?:`|<|\.raw\(|\.ref\(|\.join\(|\.lit\(|\.id\()/;

/** The module files other than repositories that hold SQL (the layers of CONTRIBUTING.md: routes → service → repository). */
export function sqlOutsideRepositories(sources: ReadonlyMap<string, string>): string[] {
  return [...sources]
    .filter(([file, text]) => file.startsWith('server/modules/') && !file.endsWith('.repository.ts') && SQL.test(text))
    .map(([file]) => `${file}: SQL lives in a <topic>.repository.ts; call it from here`);
}

/**
 * The tests that sit where no source does: a test under `tests/<path>/` proves what `<path>/`
 * holds (or, in tests/helpers, the helper of its own name beside it); the cross-cutting suites
 * prove the whole.
 */
export function mirrorProblems(files: readonly string[]): string[] {
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
    ),
  );
  const present = new Set(files);
  return files
    .filter((file) => file.startsWith('tests/') && /\.test\.tsx?$/.test(file))
    .filter((file) => !CROSS_CUTTING_SUITES.some((suite) => file.startsWith(suite)))
    .filter((file) => {
      const folder = path.posix.dirname(file);
      if (folder === 'tests/helpers') return !present.has(file.replace(/\.test\.tsx?$/, '.ts'));
      return !folders.has(folder.slice('tests/'.length));
    })
    .map((file) => `${file}: no source folder ${path.posix.dirname(file).slice('tests/'.length)}/ beside which it belongs`);
}
