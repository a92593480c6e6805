import { type Kysely, sql } from 'kysely';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { Scope } from '../tenancy/scope.ts';
import type { ListQuery } from './list-query.ts';
import type { AnySelect } from './resource-table.ts';
import type { NotificationBus } from '../bus/notification-bus.ts';

/**
 * Up to this many matching rows a list's total is counted exactly, on every request. Counting
 * stops one row past it (`select count(*) from (select 1 … limit N + 1)`), so a small match costs
 * no more than reading it, and a match of a million rows costs no more than a small one.
 */
export const EXACT_TOTAL_UP_TO = 10_000;

/**
 * How long a large total is reused. A list is read page after page, and by several users at once:
 * without a cache each of those requests would count (or estimate) again. A few seconds is long
 * enough to absorb those bursts and short enough that a total changed by something the engine
 * does not see (a restore from the recycle bin, a direct SQL change) is soon right again. The
 * engine's own writes forget the cached totals of their table and merchant at once
 * (`forgetTotals`), and a large total is always answered with `totalIsEstimate: true`.
 */
export const TOTAL_CACHE_TTL_MS = 5_000;

/** The most cached totals kept (distinct filter combinations); the oldest go first. */
const TOTAL_CACHE_MAX_ENTRIES = 1_000;

export interface ListTotal {
  total: number;
  /** True when the total is the planner's estimate (the match is large), not an exact count. */
  estimate: boolean;
}

export interface TotalOptions {
  /** Overrides EXACT_TOTAL_UP_TO (tests use a small one rather than insert 10,000 rows). */
  exactUpTo?: number;
  /** Overrides TOTAL_CACHE_TTL_MS. */
  ttlMs?: number;
}

interface CachedTotal {
  total: number;
  expires: number;
}

/** Large totals by table, then by the list's key (resource, scope, filters). */
const cache = new Map<string, Map<string, CachedTotal & { merchantId: number | null }>>();
/** Bumped when a table's totals are forgotten: a count that started before must not be cached after. */
const generations = new Map<string, number>();
/** Totals being worked out right now: identical requests arriving together share one count. */
const pending = new Map<string, Promise<ListTotal>>();

type Filters = Pick<ListQuery, 'filters' | 'q' | 'tags'>;

/** Which rows a list counts: the resource, its scope (merchant and guide), and the filters in a canonical order. */
export function totalKey(resource: ResourceDefinition, scope: Scope, query: Filters, exactUpTo: number): string {
  const scopeKey = scope.kind === 'all' ? ['all'] : [scope.merchantId, resource.saleColumn ? scope.saleId : null];
  const canonical = (value: unknown) => (Array.isArray(value) ? [...value].map(String).sort() : value);
  const filters = query.filters
    .map((filter) => [filter.column, filter.op, canonical(filter.value)] as const)
    .sort((a, b) => `${a[0]}\u0000${a[1]}`.localeCompare(`${b[0]}\u0000${b[1]}`));
  return JSON.stringify([resource.name, scopeKey, filters, query.q ?? null, query.tags ? [...query.tags].sort() : null, exactUpTo]);
}

function merchantOf(scope: Scope): number | null {
  return scope.kind === 'merchant' ? scope.merchantId : null;
}

/**
 * Forgets the cached totals a write may have changed: the table's totals of that merchant and
 * every all-merchant total of the table (an operator's view). `merchantId` null (a platform
 * table, or an operator's write without a merchant) forgets all of the table's totals.
 */
export function forgetTotals(table: string, merchantId: number | null): void {
  generations.set(table, (generations.get(table) ?? 0) + 1);
  const entries = cache.get(table);
  if (!entries) return;
  for (const [key, entry] of entries) {
    if (merchantId === null || entry.merchantId === null || entry.merchantId === merchantId) entries.delete(key);
  }
}

/** The bus topic on which instances tell each other which totals to forget. */
export const TOTALS_FORGOTTEN = 'list-totals.forget';

/** Where this process tells the other instances (shareListTotals); nowhere until an app shares. */
let broadcast: ((table: string, merchantId: number | null) => void) | null = null;

/**
 * Keeps this process's cached totals coherent with the other instances': a write here is
 * announced on the bus, a write there forgets the totals here, and a gap in the bus (messages
 * possibly lost) forgets them all. Returns the undo (the app's close).
 */
export function shareListTotals(bus: NotificationBus): () => void {
  const send = (table: string, merchantId: number | null) => {
    bus.publish(TOTALS_FORGOTTEN, { table, merchantId }).catch(() => {});
  };
  broadcast = send;
  const unsubscribe = bus.subscribe(TOTALS_FORGOTTEN, (payload) => {
    const { table, merchantId } = payload as { table: string; merchantId: number | null };
    forgetTotals(table, merchantId);
  });
  const noGap = bus.onGap(() => {
    for (const table of [...cache.keys()]) forgetTotals(table, null);
  });
  return () => {
    unsubscribe();
    noGap();
    if (broadcast === send) broadcast = null;
  };
}

/** Forgets the totals a write in this scope may have changed (see forgetTotals). */
export function forgetScopeTotals(resource: Pick<ResourceDefinition, 'table'>, scope: Scope): void {
  const merchantId = merchantOf(scope);
  // The bus delivers to this process at once too (which forgets them here).
  if (broadcast) broadcast(resource.table, merchantId);
  else forgetTotals(resource.table, merchantId);
}

/**
 * Runs a write and then forgets the cached list totals it may have changed: after the commit, so
 * that no total counted before it can be cached again, and whether it succeeded or not. A write
 * inside a caller's transaction forgets them too, and the caller again once it has committed.
 */
export async function forgettingTotals<T>(resource: Pick<ResourceDefinition, 'table'>, scope: Scope, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    forgetScopeTotals(resource, scope);
  }
}

function cached(table: string, key: string): number | undefined {
  const entry = cache.get(table)?.get(key);
  if (!entry) return undefined;
  if (entry.expires > Date.now()) return entry.total;
  cache.get(table)!.delete(key);
  return undefined;
}

function remember(table: string, key: string, merchantId: number | null, total: number, ttlMs: number) {
  let entries = cache.get(table);
  if (!entries) cache.set(table, (entries = new Map()));
  entries.delete(key);
  entries.set(key, { total, merchantId, expires: Date.now() + ttlMs });
  let size = 0;
  for (const table of cache.values()) size += table.size;
  if (size <= TOTAL_CACHE_MAX_ENTRIES) return;
  // Over the limit: drop expired entries first, then the oldest of this table.
  const now = Date.now();
  for (const table of cache.values()) for (const [k, entry] of table) if (entry.expires <= now) table.delete(k);
  while (entries.size > TOTAL_CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}

/**
 * A planner's estimate above this many times `exactUpTo` is trusted without counting. Estimates
 * of simple filters are rarely off by that factor; when one is, and the match is small, the page
 * itself comes back short and the list answers the exact total from it (resource.repository.ts).
 */
export const TRUST_ESTIMATE_ABOVE = 5;

/** How long a table's size (`pg_class.reltuples`) is reused: it only decides whether to ask the planner. */
const TABLE_ROWS_TTL_MS = 60_000;
const tableSizes = new Map<string, { rows: number; expires: number }>();

/** The table's approximate row count, as of its last ANALYZE (no row is read). */
async function tableRows(db: Kysely<never>, table: string): Promise<number> {
  const known = tableSizes.get(table);
  if (known && known.expires > Date.now()) return known.rows;
  const { rows } = await sql<{ rows: number }>`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = to_regclass(${table})`.execute(db);
  const size = rows[0]?.rows ?? 0;
  tableSizes.set(table, { rows: size, expires: Date.now() + TABLE_ROWS_TTL_MS });
  return size;
}

/** How many rows match, counting at most `limit` of them. */
async function cappedCount(db: Kysely<never>, filtered: AnySelect, limit: number): Promise<number> {
  const capped = filtered.select(sql`1`.as('one')).limit(limit);
  const row = await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(capped.as('capped'))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n as number;
}

/** The planner's estimate of the rows the filters match (EXPLAIN: no row is read). */
async function plannerEstimate(filtered: AnySelect): Promise<number> {
  const [plan] = (await filtered.select(sql`1`.as('one')).explain('json')) as { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[];
  return Math.round(plan?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The total of a list (goal: totals must not dominate a list's cost). A match of at most
 * `exactUpTo` rows is counted exactly on every request and never cached, so a small total is
 * never stale. A larger one is the planner's estimate (at least `exactUpTo + 1`, which is known
 * for certain), flagged as an estimate and cached for a few seconds per resource, scope and
 * filters, so that paging through a large list counts nothing.
 */
export async function listTotal(
  db: Kysely<never>,
  resource: ResourceDefinition,
  scope: Scope,
  query: Filters,
  /** The list's filtered select, built only when the total is not cached. */
  filteredSelect: () => AnySelect,
  options: TotalOptions = {},
): Promise<ListTotal> {
  const exactUpTo = options.exactUpTo ?? EXACT_TOTAL_UP_TO;
  const ttlMs = options.ttlMs ?? TOTAL_CACHE_TTL_MS;
  const table = resource.table;
  const key = totalKey(resource, scope, query, exactUpTo);
  const hit = cached(table, key);
  if (hit !== undefined) return { total: hit, estimate: true };
  const generation = generations.get(table) ?? 0;
  const pendingKey = `${generation}\u0000${key}`;
  const running = pending.get(pendingKey);
  if (running) return running;
  const work = (async (): Promise<ListTotal> => {
    const filtered = filteredSelect();
    // A match the planner puts far past the exact range is not counted at all: counting even
    // `exactUpTo` rows costs several times the page (bench figure 2). Only large tables are asked.
    const trustAbove = exactUpTo * TRUST_ESTIMATE_ABOVE;
    const planned = (await tableRows(db, table)) > trustAbove ? await plannerEstimate(filtered) : 0;
    if (planned <= trustAbove) {
      const counted = await cappedCount(db, filtered, exactUpTo + 1);
      if (counted <= exactUpTo) return { total: counted, estimate: false };
    }
    const total = Math.max(planned || (await plannerEstimate(filtered)), exactUpTo + 1);
    // A write during the estimate forgot this table's totals: answer, but do not keep, this one.
    if ((generations.get(table) ?? 0) === generation) remember(table, key, merchantOf(scope), total, ttlMs);
    return { total, estimate: true };
  })();
  pending.set(pendingKey, work);
  try {
    return await work;
  } finally {
    pending.delete(pendingKey);
  }
}
