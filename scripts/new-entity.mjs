// Scaffolds a new entity in its own folders (issue 33, CONTRIBUTING.md's map): a merchant-tenanted
// declaration with a status machine and its texts, a server plug-in with one module route (routes,
// service, repository), a custom page beside the generic list, the next numbered migration, and the
// one registry line in resources/index.ts. Nothing else of the tree changes.
//
//   npm run new:entity -- <plural-kebab-name> --route <leaf path of the route table>
//   npm run new:entity -- --routes        lists the route table's pages and what serves each
//
// Plain JavaScript run from the project's root, without a TypeScript loader: the route table and
// the registry are read as text. It refuses an existing name, a route that is not a page of the route
// table, and a route a resource or a page already serves, before it writes anything.
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const ROUTE_TABLE_FILE = 'resources/routes/route-table.ts';
const REGISTRY_FILE = 'resources/index.ts';
const MIGRATIONS_DIR = 'server/db/migrations';
/** Where the registry's entries start; the new line goes before the array's closing `];`. */
const ENTITIES_ANCHOR = 'export const ENTITIES: readonly Entity[] = [';
/** Biome's line width (biome.jsonc): the registry line is wrapped past it. */
const LINE_WIDTH = 160;
/** Names that make poor identifiers once camel-cased. */
const RESERVED = new Set(['arguments', 'class', 'extends', 'implements', 'this', 'process', 'globals', 'entities', 'resources']);

class Refusal extends Error {}

// ---------------------------------------------------------------------------------------------
// Names

/** Every spelling the templates need of one plural kebab name (`gift-cards`). */
export function namesOf(name) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) throw new Refusal(`${name}: the name must be kebab-case, lower case (e.g. gadgets, gift-cards)`);
  if (!name.endsWith('s') || name.endsWith('ss')) throw new Refusal(`${name}: the name must be a plural ending in s (e.g. gadgets, gift-cards)`);
  if (name.length > 40) throw new Refusal(`${name}: keep the name under 40 characters`);
  const words = name.split('-');
  const last = words.at(-1);
  const singularLast = last.endsWith('ies') ? `${last.slice(0, -3)}y` : /(ses|xes|zes|ches|shes)$/.test(last) ? last.slice(0, -2) : last.slice(0, -1);
  const singularWords = [...words.slice(0, -1), singularLast];
  const camel = words.map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
  if (RESERVED.has(camel)) throw new Refusal(`${name}: ${camel} is reserved; pick another name`);
  return {
    name,
    camel,
    pascal: camel[0].toUpperCase() + camel.slice(1),
    table: words.join('_'),
    constant: singularWords.join('_').toUpperCase(),
    /** "gift card" / "gift cards" / "Gift cards". */
    record: singularWords.join(' '),
    records: words.join(' '),
    title: words.join(' ')[0].toUpperCase() + words.join(' ').slice(1),
  };
}

/**
 * A few record nouns the scaffold can translate; any other name gets its English title in every
 * language and a reminder to translate it (the catalogue test refuses English left in es and ja).
 */
const NOUNS = {
  gadget: { zh: ['小工具'], es: ['Artilugios', 'artilugio', 'artilugios'], ja: ['ガジェット'] },
  coupon: { zh: ['优惠券'], es: ['Cupones', 'cupón', 'cupones'], ja: ['クーポン'] },
  voucher: { zh: ['代金券'], es: ['Vales', 'vale', 'vales'], ja: ['バウチャー'] },
  event: { zh: ['活动'], es: ['Eventos', 'evento', 'eventos'], ja: ['イベント'] },
  notice: { zh: ['公告'], es: ['Avisos', 'aviso', 'avisos'], ja: ['お知らせ'] },
  banner: { zh: ['横幅'], es: ['Banners', 'banner', 'banners'], ja: ['バナー'] },
  ticket: { zh: ['工单'], es: ['Tickets', 'ticket', 'tickets'], ja: ['チケット'] },
};

/** title, record and records per language. */
function nounsOf(names) {
  const en = { title: names.title, record: names.record, records: names.records };
  const known = NOUNS[names.record];
  if (!known) return { translated: false, en, zh: en, es: en, ja: en };
  const [zh] = known.zh;
  const [esTitle, esRecord, esRecords] = known.es;
  const [ja] = known.ja;
  return {
    translated: true,
    en,
    zh: { title: zh, record: zh, records: zh },
    es: { title: esTitle, record: esRecord, records: esRecords },
    ja: { title: ja, record: ja, records: ja },
  };
}

// ---------------------------------------------------------------------------------------------
// Reading the tree as text

const read = (root, file) => readFileSync(path.join(root, file), 'utf8');

/** Every file under `dir` (relative to root) whose name passes `keep`. */
function filesUnder(root, dir, keep) {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) =>
      path
        .relative(root, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/**
 * The pages of the route table (its leaves: an entry with children only groups them in the menu),
 * read from resources/routes/route-table.ts: string constants, one-parameter helpers that make an
 * entry from a template (`labels(area)`), `leaf(…)` and `hidden(…)` calls, and `{ path, children }`
 * groups. tests/scripts/new-entity.test.ts checks the answer against the table itself.
 */
export function routeTablePages(text) {
  const code = withoutComments(text);
  const constants = new Map([...code.matchAll(/^const (\w+) = '([^'\\]*)';/gm)].map((match) => [match[1], match[2]]));
  const value = (expression, bound = {}) => {
    const trimmed = expression.trim();
    if (/^'[^'\\]*'$/.test(trimmed)) return trimmed.slice(1, -1);
    if (/^`[^`\\]*`$/.test(trimmed)) {
      return trimmed.slice(1, -1).replace(/\$\{\s*(\w+)\s*\}/g, (_, id) => {
        const known = bound[id] ?? constants.get(id);
        if (known === undefined) throw new Error(`${ROUTE_TABLE_FILE}: cannot read \${${id}} in ${trimmed}`);
        return known;
      });
    }
    if (/^\w+$/.test(trimmed) && constants.has(trimmed)) return constants.get(trimmed);
    throw new Error(`${ROUTE_TABLE_FILE}: cannot read the path ${trimmed}; update routeTablePages in scripts/new-entity.mjs`);
  };
  const helpers = new Map(
    [...code.matchAll(/^const (\w+) = \((\w+): string\) =>\s*(?:leaf|hidden)\(\s*(`[^`]*`|'[^']*')/gm)].map((match) => [
      match[1],
      (argument) => value(match[3], { [match[2]]: argument }),
    ]),
  );
  const start = code.indexOf('export const ROUTE_TABLE');
  const end = code.indexOf('\n];', start);
  if (start < 0 || end < 0)
    throw new Error(`${ROUTE_TABLE_FILE}: no \`export const ROUTE_TABLE … ];\` found; update routeTablePages in scripts/new-entity.mjs`);
  const table = code.slice(start, end);
  const pages = new Set();
  const calls = new RegExp(`\\b(leaf|hidden|${[...helpers.keys()].join('|') || 'leaf'})\\(\\s*('[^']*'|\`[^\`]*\`|\\w+)`, 'g');
  for (const [, callee, argument] of table.matchAll(calls)) {
    if (callee === 'leaf' || callee === 'hidden') pages.add(value(argument));
    else pages.add(helpers.get(callee)(value(argument)));
  }
  // `{ path: … }` objects: groups when they hold children, pages otherwise.
  for (const match of table.matchAll(/\{\s*path:\s*('[^']*'|`[^`]*`|\w+)/g)) {
    let depth = 0;
    let close = match.index;
    for (; close < table.length; close++) {
      if (table[close] === '{') depth++;
      else if (table[close] === '}' && --depth === 0) break;
    }
    if (!/\bchildren\s*:/.test(table.slice(match.index, close))) pages.add(value(match[1]));
  }
  if (pages.size === 0) throw new Error(`${ROUTE_TABLE_FILE}: no pages found; update routeTablePages in scripts/new-entity.mjs`);
  return [...pages];
}

/**
 * What already serves each page: a declared resource names its route in resources/ (the route
 * table aside), a feature's page file claims it in src/**\/*.pages.ts (the glob of
 * src/routes/page-loaders.ts). A route named in either is taken.
 */
export function routeServers(root) {
  const servers = new Map();
  const claim = (route, file) => servers.set(route, [...(servers.get(route) ?? []), file]);
  const literals = (text) => [...text.matchAll(/'(\/[\w/:.-]*)'/g)].map((match) => match[1]);
  for (const file of filesUnder(root, 'resources', (name) => name.endsWith('.ts'))) {
    if (file.startsWith('resources/routes/')) continue;
    for (const route of new Set(literals(read(root, file)))) claim(route, file);
  }
  for (const file of filesUnder(root, 'src', (name) => name.endsWith('.pages.ts'))) {
    for (const route of new Set(literals(read(root, file)))) claim(route, file);
  }
  return servers;
}

/** The table's pages, each with the files that serve it (none: "not built yet"). */
export function pageServers(root) {
  const servers = routeServers(root);
  return routeTablePages(read(root, ROUTE_TABLE_FILE)).map((route) => ({ route, servedBy: servers.get(route) ?? [] }));
}

/** The migration number after the highest one there. */
function nextMigration(root) {
  const numbers = readdirSync(path.join(root, MIGRATIONS_DIR))
    .map((file) => /^(\d+)_.+\.sql$/.exec(file)?.[1])
    .filter(Boolean)
    .map(Number);
  return String(Math.max(0, ...numbers) + 1).padStart(3, '0');
}

/** Refuses a name some part of the tree already uses: folders, registry identifiers, resource names, API paths, tables. */
function refuseTakenName(root, names) {
  for (const dir of [`resources/${names.name}`, `server/modules/${names.name}`, `src/${names.name}`]) {
    if (existsSync(path.join(root, dir))) throw new Refusal(`${names.name}: ${dir} already exists`);
  }
  const registry = read(root, REGISTRY_FILE);
  for (const identifier of [names.camel, `${names.camel}Texts`]) {
    if (new RegExp(`\\b${identifier}\\b`).test(registry)) throw new Refusal(`${names.name}: ${REGISTRY_FILE} already names ${identifier}`);
  }
  const declared = new RegExp(`(name: |customModule\\()'${names.name}'`);
  const api = new RegExp(`['\`"]/api/${names.name}(['\`"/?]|$)`, 'm');
  for (const file of [...filesUnder(root, 'resources', (n) => n.endsWith('.ts')), ...filesUnder(root, 'server', (n) => n.endsWith('.ts'))]) {
    const text = read(root, file);
    if (file.startsWith('resources/') && declared.test(text)) throw new Refusal(`${names.name}: ${file} already declares a resource or module of that name`);
    if (api.test(text)) throw new Refusal(`${names.name}: ${file} already serves /api/${names.name}`);
  }
  const table = new RegExp(`CREATE (TABLE|VIEW|MATERIALIZED VIEW)( IF NOT EXISTS)? "?${names.table}"?[\\s(]`, 'i');
  for (const file of filesUnder(root, MIGRATIONS_DIR, (n) => n.endsWith('.sql'))) {
    if (table.test(read(root, file))) throw new Refusal(`${names.name}: ${file} already creates ${names.table}`);
  }
}

/** Refuses a route that is no page of the table, has parameters, or is served already. */
function refuseRoute(root, route) {
  if (!route) throw new Refusal('name the page with --route <path>, one of the route table’s pages (npm run new:entity -- --routes lists them)');
  const page = pageServers(root).find((entry) => entry.route === route);
  if (!page) throw new Refusal(`${route} is not a page of the route table (${ROUTE_TABLE_FILE}); npm run new:entity -- --routes lists them`);
  if (route.includes(':')) throw new Refusal(`${route} takes parameters: a resource's list lives on a page without them`);
  if (page.servedBy.length) throw new Refusal(`${route} is already served: ${page.servedBy.join(', ')}`);
}

// ---------------------------------------------------------------------------------------------
// Templates

function resourceTemplate(n, route) {
  return `import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';

/** The stored states of a ${n.record}: a draft goes live when published, and a live one is paused and resumed. */
export const ${n.constant}_STATUSES = ['draft', 'live', 'paused'] as const;

/**
 * ${n.title} (scaffolded by \`npm run new:entity\`): a merchant's records with a name and a status, listed
 * at ${route}. Deleted ones go to the recycle bin. The server side is server/modules/${n.name}/.
 */
export const ${n.camel} = defineResource({
  name: '${n.name}',
  route: '${route}',
  table: '${n.table}',
  tenancy: 'merchant',
  titleField: 'name',
  deletion: 'soft',
  recordActions: [
    { name: 'publish', action: 'publish' },
    { name: 'pause', action: 'pause' },
    { name: 'resume', action: 'resume' },
  ],
  // The engine judges every move of \`status\` by this (resources/engine/machines.ts).
  machines: {
    status: {
      states: ${n.constant}_STATUSES,
      moves: [
        { action: 'publish', from: ['draft'], to: 'live' },
        { action: 'pause', from: ['live'], to: 'paused' },
        { action: 'resume', from: ['paused'], to: 'live' },
      ],
    },
  },
  fields: {
    name: field.text(z.string().trim().min(1).max(50), { list: { sortable: true }, filter: 'like', search: true }),
    status: field.select(
      z.enum(${n.constant}_STATUSES),
      ${n.constant}_STATUSES.map((value) => ({ value, label: \`resources.${n.name}.statuses.\${value}\` })),
      { readOnly: true, filter: 'in' },
    ),
  },
});
`;
}

function summarySchemaTemplate(n) {
  return `import { z } from 'zod';

/** The ${n.records}' own route: how many of the merchant's ${n.records} there are, by status. */
export const ${n.constant}_SUMMARY_PATH = '/api/${n.name}/summary';

export const ${n.camel}SummarySchema = z.object({
  total: z.number().int(),
  /** One count per stored status (${n.name}.resource.ts), 0 when none. */
  by_status: z.object({ draft: z.number().int(), live: z.number().int(), paused: z.number().int() }),
});
export type ${n.pascal}Summary = z.infer<typeof ${n.camel}SummarySchema>;
`;
}

const TEXT_WORDS = {
  en: {
    fields: { name: 'Name', status: 'Status' },
    statuses: { draft: 'Draft', live: 'Live', paused: 'Paused' },
    actions: { publish: 'Publish', pause: 'Pause', resume: 'Resume' },
    summary: { title: 'Overview', total: 'In all' },
  },
  zh: {
    fields: { name: '名称', status: '状态' },
    statuses: { draft: '草稿', live: '已上线', paused: '已暂停' },
    actions: { publish: '发布', pause: '暂停', resume: '恢复' },
    summary: { title: '概况', total: '合计' },
  },
  es: {
    fields: { name: 'Nombre', status: 'Estado' },
    statuses: { draft: 'Borrador', live: 'Activo', paused: 'En pausa' },
    actions: { publish: 'Publicar', pause: 'Pausar', resume: 'Reanudar' },
    summary: { title: 'Resumen', total: 'En total' },
  },
  ja: {
    fields: { name: '名称', status: 'ステータス' },
    statuses: { draft: '下書き', live: '公開中', paused: '一時停止中' },
    actions: { publish: '公開', pause: '一時停止', resume: '再開' },
    summary: { title: '概要', total: '合計' },
  },
};

const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const objectLiteral = (object) =>
  `{ ${Object.entries(object)
    .map(([key, text]) => `${key}: ${quote(text)}`)
    .join(', ')} }`;

function textsTemplate(n) {
  const nouns = nounsOf(n);
  const language = (code) => {
    const words = TEXT_WORDS[code];
    const noun = nouns[code];
    return `  ${code}: {
    title: ${quote(noun.title)},
    record: ${quote(noun.record)},
    records: ${quote(noun.records)},
    fields: ${objectLiteral(words.fields)},
    statuses: ${objectLiteral(words.statuses)},
    actions: ${objectLiteral(words.actions)},
    summary: ${objectLiteral(words.summary)},
  },`;
  };
  const note = nouns.translated ? '' : ' The title and record nouns are the English ones in every language: translate them.';
  return `/** ${n.title} texts in every language: title, fields, statuses, record actions and the overview beside the list.${note} */
export const ${n.camel}Texts = {
${['en', 'zh', 'es', 'ja'].map(language).join('\n')}
};
`;
}

function serverTemplate(n) {
  return `import { ${n.camel} } from '../../../resources/${n.name}/${n.name}.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { ${n.camel}Actions } from './${n.name}.actions.ts';
import { ${n.camel}Routes } from './${n.name}.routes.ts';

/** The ${n.records}' server side, found by its file name: the status moves and the overview route. */
export const ${n.camel}Server = entityPlugin(${n.camel}, {
  actions: ${n.camel}Actions,
  routes: (app, deps) => ${n.camel}Routes(app, deps),
});
`;
}

function actionsTemplate(n) {
  return `import { setFields } from '../../engine/record-actions.ts';

/** The record actions of ${n.records}: the machine (resources/${n.name}/${n.name}.resource.ts) has judged each move before it runs. */
export const ${n.camel}Actions = {
  publish: { run: setFields(() => ({ status: 'live' })) },
  pause: { run: setFields(() => ({ status: 'paused' })) },
  resume: { run: setFields(() => ({ status: 'live' })) },
};
`;
}

function routesTemplate(n) {
  return `import type { FastifyInstance } from 'fastify';
import { ${n.camel} } from '../../../resources/${n.name}/${n.name}.resource.ts';
import { ${n.constant}_SUMMARY_PATH, ${n.camel}SummarySchema } from '../../../resources/${n.name}/${n.name}-summary.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { ${n.camel}Summary } from './${n.name}.service.ts';

/** The ${n.records}' own route beside the generated ones: the overview the page shows beside the list. */
export function ${n.camel}Routes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>): void {
  addRoute(app, {
    method: 'GET',
    url: ${n.constant}_SUMMARY_PATH,
    access: { page: ${n.camel}.route, action: 'read' },
    summary: "How many of the merchant's ${n.records} there are, by status",
    tags: ['${n.name}'],
    response: ${n.camel}SummarySchema,
    handler: async (request) => ${n.camel}Summary(db, requestScope(request)),
  });
}
`;
}

function serviceTemplate(n) {
  return `import { ${n.constant}_STATUSES } from '../../../resources/${n.name}/${n.name}.resource.ts';
import type { ${n.pascal}Summary } from '../../../resources/${n.name}/${n.name}-summary.schema.ts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { count${n.pascal}ByStatus } from './${n.name}.repository.ts';

/** The scope's ${n.records} by status (every status named, 0 when none), and how many in all. */
export async function ${n.camel}Summary(db: Db, scope: Scope): Promise<${n.pascal}Summary> {
  const counts = new Map((await count${n.pascal}ByStatus(db, scope)).map((row) => [row.status, Number(row.count)]));
  const byStatus = Object.fromEntries(${n.constant}_STATUSES.map((status) => [status, counts.get(status) ?? 0])) as ${n.pascal}Summary['by_status'];
  return { total: Object.values(byStatus).reduce((sum, count) => sum + count, 0), by_status: byStatus };
}
`;
}

function repositoryTemplate(n) {
  return `import { sql } from 'kysely';
import { ${n.camel} } from '../../../resources/${n.name}/${n.name}.resource.ts';
import type { Db } from '../../db/database.ts';
import { resourceTable } from '../../engine/resource-table.ts';
import type { Scope } from '../../tenancy/scope.ts';

/** How many of the scope's ${n.records} (not those in the recycle bin) hold each status. */
export async function count${n.pascal}ByStatus(db: Db, scope: Scope): Promise<{ status: string; count: number }[]> {
  const rows = await resourceTable(db, ${n.camel}, scope)
    .selectFrom()
    .select(['${n.table}.status', sql<number>\`count(*)::int\`.as('count')])
    .groupBy('${n.table}.status')
    .execute();
  return rows as { status: string; count: number }[];
}
`;
}

function pagesTemplate(n, route) {
  return `import type { PageLoaders } from '../routes/page-loaders.ts';

/** The ${n.records}' page: the generic list with the overview beside it (gathered by src/routes/page-loaders.ts). */
export const pages = {
  '${route}': () => import('./${n.pascal}Page.tsx').then((m) => m.${n.pascal}Page),
} satisfies PageLoaders;
`;
}

function pageTemplate(n) {
  return `import { useCustom } from '@refinedev/core';
import { Card, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { ${n.constant}_SUMMARY_PATH, type ${n.pascal}Summary } from '../../resources/${n.name}/${n.name}-summary.schema.ts';
import { ${n.constant}_STATUSES, ${n.camel} } from '../../resources/${n.name}/${n.name}.resource.ts';
import { ResourcePage } from '../engine/ResourcePage.tsx';
import type { ResourceUi } from '../engine/resource-ui.ts';

/** How many ${n.records} there are, by status: the overview beside the list. */
function ${n.pascal}Overview() {
  const { t } = useTranslation();
  const { query } = useCustom<${n.pascal}Summary>({ url: ${n.constant}_SUMMARY_PATH, method: 'get' });
  // \`result.data\` is an empty object until the answer arrives: read the answer itself.
  const summary = query.data?.data;
  return (
    <Card size="small" title={t('resources.${n.name}.summary.title')} data-testid="${n.name}-overview">
      {summary ? (
        <>
          <Statistic title={t('resources.${n.name}.summary.total')} value={summary.total} />
          {${n.constant}_STATUSES.map((status) => (
            <Statistic key={status} title={t(\`resources.${n.name}.statuses.\${status}\`)} value={summary.by_status[status]} />
          ))}
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </Card>
  );
}

const UI: ResourceUi = { aside: ${n.pascal}Overview };

/** The ${n.records}' page: the generic list, create and edit drawers, with the overview beside them. */
export function ${n.pascal}Page() {
  return <ResourcePage resource={${n.camel}} ui={UI} />;
}
`;
}

function migrationTemplate(n) {
  return `-- ${n.title} (resources/${n.name}/${n.name}.resource.ts, scaffolded by scripts/new-entity.mjs): a merchant's
-- records with a name and a status; deleted ones wait in the recycle bin (deleted_at) until the daily purge.
CREATE TABLE ${n.table} (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  name text NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'live', 'paused')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX ${n.table}_merchant_idx ON ${n.table} (merchant_id, id DESC) WHERE deleted_at IS NULL;
-- The recycle bin's list per merchant, and the daily purge across merchants.
CREATE INDEX ${n.table}_deleted_idx ON ${n.table} (deleted_at) WHERE deleted_at IS NOT NULL;
`;
}

/** resources/index.ts with the declaration's import after the last import, and its entry last in ENTITIES. */
export function registryWith(text, n) {
  const start = text.indexOf(ENTITIES_ANCHOR);
  if (start < 0 || text.indexOf(ENTITIES_ANCHOR, start + 1) >= 0) throw new Error(`${REGISTRY_FILE}: expected one \`${ENTITIES_ANCHOR}\``);
  const close = text.indexOf('\n];', start);
  if (close < 0) throw new Error(`${REGISTRY_FILE}: the ENTITIES array has no closing \`];\` at the start of a line`);
  if (!/import \{[^}]*\bentity\b[^}]*\} from '\.\/messages\/entity-texts\.ts';/.test(text))
    throw new Error(`${REGISTRY_FILE}: \`entity\` is not imported from ./messages/entity-texts.ts`);
  const imports = [...text.slice(0, start).matchAll(/^import [^;]*? from '[^']+';\n/gm)];
  if (!imports.length) throw new Error(`${REGISTRY_FILE}: no import found before the ENTITIES array`);
  const afterImports = imports.at(-1).index + imports.at(-1)[0].length;
  const importLine = `import { ${n.camel} } from './${n.name}/${n.name}.resource.ts';\n`;
  const texts = `() => import('./${n.name}/${n.name}.texts.ts').then((module) => module.${n.camel}Texts)`;
  const oneLine = `  entity(${n.camel}, ${texts}),`;
  const entry =
    oneLine.length <= LINE_WIDTH
      ? oneLine
      : `  entity(${n.camel}, () =>\n    import('./${n.name}/${n.name}.texts.ts').then((module) => module.${n.camel}Texts),\n  ),`;
  return `${text.slice(0, afterImports)}${importLine}${text.slice(afterImports, close)}\n${entry}${text.slice(close)}`;
}

// ---------------------------------------------------------------------------------------------
// Main

/** The files of a new entity, by path from the root, and the registry as it becomes. */
export function scaffold(root, name, route) {
  const names = namesOf(name);
  refuseTakenName(root, names);
  refuseRoute(root, route);
  const migration = `${MIGRATIONS_DIR}/${nextMigration(root)}_${names.table}.sql`;
  const module = `server/modules/${names.name}`;
  const files = {
    [`resources/${names.name}/${names.name}.resource.ts`]: resourceTemplate(names, route),
    [`resources/${names.name}/${names.name}-summary.schema.ts`]: summarySchemaTemplate(names),
    [`resources/${names.name}/${names.name}.texts.ts`]: textsTemplate(names),
    [`${module}/${names.name}.server.ts`]: serverTemplate(names),
    [`${module}/${names.name}.actions.ts`]: actionsTemplate(names),
    [`${module}/${names.name}.routes.ts`]: routesTemplate(names),
    [`${module}/${names.name}.service.ts`]: serviceTemplate(names),
    [`${module}/${names.name}.repository.ts`]: repositoryTemplate(names),
    [`src/${names.name}/${names.name}.pages.ts`]: pagesTemplate(names, route),
    [`src/${names.name}/${names.pascal}Page.tsx`]: pageTemplate(names),
    [migration]: migrationTemplate(names),
  };
  for (const file of Object.keys(files)) if (existsSync(path.join(root, file))) throw new Refusal(`${file} already exists`);
  const registry = registryWith(read(root, REGISTRY_FILE), names);
  return { names, files, registry, translated: nounsOf(names).translated };
}

function main(argv) {
  const root = process.cwd();
  if (!existsSync(path.join(root, REGISTRY_FILE)) || !existsSync(path.join(root, ROUTE_TABLE_FILE)))
    throw new Refusal(`run it from the project's root (no ${REGISTRY_FILE} or ${ROUTE_TABLE_FILE} here)`);
  if (argv.includes('--routes')) {
    for (const { route, servedBy } of pageServers(root)) console.log(`${route}\t${servedBy.length ? servedBy.join(' ') : 'free'}`);
    return;
  }
  const routeAt = argv.indexOf('--route');
  const route = routeAt >= 0 ? argv[routeAt + 1] : undefined;
  const rest = routeAt < 0 ? argv : argv.filter((_, index) => index !== routeAt && index !== routeAt + 1);
  if (rest.length !== 1 || rest[0].startsWith('-')) throw new Refusal('usage: npm run new:entity -- <plural-kebab-name> --route <route-table page>');
  const { names, files, registry, translated } = scaffold(root, rest[0], route);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text, { flag: 'wx' });
  }
  writeFileSync(path.join(root, REGISTRY_FILE), registry);
  console.log(`Scaffolded ${names.name} at ${route}:`);
  for (const file of [...Object.keys(files), `${REGISTRY_FILE} (one import, one entity line)`]) console.log(`  ${file}`);
  if (!translated) console.log(`Translate the title and record nouns in resources/${names.name}/${names.name}.texts.ts (zh, es, ja).`);
  console.log('Then: npm run -s typecheck, npm run lint, and the migration applies at the next start (or test run).');
}

if (process.argv[1] && realpathSync(path.resolve(process.argv[1])) === realpathSync(fileURLToPath(import.meta.url))) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`new-entity: ${error instanceof Refusal ? 'refused: ' : ''}${error.message}`);
    process.exitCode = 1;
  }
}
