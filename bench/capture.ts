import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ResourceDefinition } from '../resources/engine/define-resource.ts';
// The app's pg type parsers (ids and counts as numbers): the captured parameters must be the app's.
import '../server/db/database.ts';
import type { Database } from '../server/db/schema.ts';
import { listQuerySchema, toListQuery } from '../server/engine/list-query.ts';
import { listRecords } from '../server/engine/list-page.ts';
import { worksOutTotal } from '../tests/helpers/total-statements.ts';
import { scopeForJob, systemScopeFor } from '../server/tenancy/scope.ts';
import { BENCH_DIR } from './config.ts';
import { spawnTsx } from './processes.ts';

/** One statement as the engine sent it to PostgreSQL. */
export interface Statement {
  sql: string;
  parameters: unknown[];
}

/** A shopping guide to capture a list as (sale scope: only its own rows of a table with a guide column). */
export interface Guide {
  accountId: number;
  storeId: number | null;
}

/** Statements the engine runs for one request, in waves: a wave's statements run concurrently. */
export type Waves = Statement[][];

export interface Capture {
  /** The steady state: the second run (whatever the engine caches, such as a large total, is cached). */
  waves: Waves;
  /** The first run: nothing cached yet (the total is worked out). */
  coldWaves: Waves;
  /** What the engine answered: checked against the real server's answer. */
  total: number;
  ids: number[];
  totalIsEstimate?: boolean;
}

/**
 * Records the exact SQL the engine runs for a list query string, by running the engine's own list
 * (`listRecords` with the route's own query parsing, `listQuerySchema` + `toListQuery`) twice:
 * cold, then with whatever it caches (a large total) cached. A statement that started before the
 * previous one ended joins its wave (the engine ran them concurrently). Statement text and
 * parameters are exactly what pg received, so the bare server runs the identical SQL. Once per
 * process (captureList runs it in a child), or the "cold" run may find the engine's cache warm.
 */
export async function captureListHere(
  url: string,
  resource: ResourceDefinition,
  merchantId: number,
  query: Record<string, string>,
  exactUpTo: number,
  guide?: Guide,
): Promise<Capture> {
  const events: { statement: Statement; start: number; end: number }[] = [];
  let recording = false;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (!recording || event.level !== 'query') return;
      const end = performance.now();
      events.push({
        statement: { sql: event.query.sql, parameters: [...event.query.parameters].map(toJsonValue) },
        start: end - event.queryDurationMillis,
        end,
      });
    },
  });
  try {
    const parsed = listQuerySchema(resource, { answer: true }).parse(query) as Record<string, unknown>;
    // A guide's scope as its session gets it (scopeForSession); the issuer of such a scope outside a request is scopeForJob.
    const scope = guide ? scopeForJob(merchantId, guide.accountId, guide.storeId) : systemScopeFor(merchantId);
    recording = true;
    await listRecords(db, resource, scope, toListQuery(resource, parsed), { exactUpTo });
    const cold = events.splice(0);
    const result = await listRecords(db, resource, scope, toListQuery(resource, parsed), { exactUpTo });
    recording = false;
    return {
      waves: toWaves(events),
      coldWaves: toWaves(cold),
      total: result.total!,
      ids: (JSON.parse(result.list.text) as { id: number }[]).map((record) => record.id),
      totalIsEstimate: result.totalIsEstimate,
    };
  } finally {
    await db.destroy();
  }
}

/** captureListHere in a process of its own, so that no cache of an earlier capture is warm. */
export async function captureList(
  url: string,
  resource: ResourceDefinition,
  merchantId: number,
  query: Record<string, string>,
  exactUpTo: number,
  guide?: Guide,
): Promise<Capture> {
  const child = spawnTsx(path.join(BENCH_DIR, 'capture-child.ts'), {
    env: { ...process.env, BENCH_CAPTURE: JSON.stringify({ url, resource: resource.name, merchantId, query, exactUpTo, guide }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`capturing the list SQL failed (${code}): ${err.slice(-2000)}`);
  return JSON.parse(out) as Capture;
}

function toWaves(events: { statement: Statement; start: number; end: number }[]): Waves {
  const sorted = [...events].sort((a, b) => a.start - b.start);
  const waves: Waves = [];
  let waveEnd = Number.NEGATIVE_INFINITY;
  for (const event of sorted) {
    if (event.start < waveEnd && waves.length) waves.at(-1)!.push(event.statement);
    else waves.push([event.statement]);
    waveEnd = Math.max(waveEnd, event.end);
  }
  return waves;
}

/** The same waves without the statements of the total: "the page SQL alone". */
export function withoutTotal(waves: Waves): Waves {
  return waves.map((wave) => wave.filter((statement) => !worksOutTotal(statement.sql))).filter((wave) => wave.length);
}

export function hasTotal(waves: Waves): boolean {
  return waves.some((wave) => wave.some((statement) => worksOutTotal(statement.sql)));
}

/** Parameters as they cross to the bare server in JSON (pg sends a Date as a timestamp text either way). */
function toJsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

const KNOWN = new Set(['page', 'pageSize', 'sort', 'q', 'id_in', 'tags_in']);
const OFF_VALUES = ['false', '0', 'none', 'skip', 'off', 'no', 'omit'];

/**
 * How the list is asked for "no total", if it can be: BENCH_NO_TOTAL (`name=value`) when set, else
 * a list parameter that is not a filter nor paging, with a value meaning "off", that the engine
 * accepts and that leaves out the statements of the total. Undefined when the list has no such parameter.
 */
export async function findNoTotalParameter(
  url: string,
  resource: ResourceDefinition,
  merchantId: number,
  query: Record<string, string>,
  exactUpTo: number,
): Promise<Record<string, string> | undefined> {
  const override = process.env.BENCH_NO_TOTAL;
  if (override) {
    const [name, value = ''] = override.split('=');
    return { [name]: value };
  }
  const schema = listQuerySchema(resource, { answer: true }) as unknown as { shape: Record<string, unknown>; safeParse(value: unknown): { success: boolean } };
  const filters = new Set<string>();
  for (const field of resource.fieldList) {
    if (!field.filter) continue;
    for (const suffix of ['', '_like', '_in', '_gte', '_lte']) filters.add(field.name + suffix);
  }
  const candidates = Object.keys(schema.shape).filter((key) => !KNOWN.has(key) && !filters.has(key));
  for (const name of candidates) {
    for (const value of OFF_VALUES) {
      if (!schema.safeParse({ ...query, [name]: value }).success) continue;
      const capture = await captureList(url, resource, merchantId, { ...query, [name]: value }, exactUpTo).catch(() => undefined);
      if (capture && !hasTotal(capture.coldWaves)) return { [name]: value };
    }
  }
  return undefined;
}
