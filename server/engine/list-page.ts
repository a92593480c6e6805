import { type AliasedRawBuilder, CompiledQuery, type Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { Db } from '../db/database.ts';
import { RawJson } from '../http/raw-json.ts';
import type { Scope } from '../tenancy/scope.ts';
import type { ListQuery } from './list-query.ts';
import { listTotal, type TotalOptions } from './list-totals.ts';
import { derivedMachines, shownStateSql } from './derived-states.ts';
import { opened } from './sealed-fields.ts';
import { filteredSelect, ordered, orderKeys } from './resource.repository.ts';
import { resourceTable } from './resource-table.ts';
import { recordColumns, timestampColumns } from './serialize.ts';

export type ListOptions = TotalOptions;

/** One page of a list (API.md §1): `total` (maybe an estimate), or `hasMore` when asked not to count. */
export interface ListPage {
  /** The page's records as JSON text (pageStatement). */
  list: RawJson;
  page: number;
  pageSize: number;
  total?: number;
  totalIsEstimate?: boolean;
  hasMore?: boolean;
}

/**
 * One page of records and the total the filters match: the page from one statement (pageStatement),
 * the total exact for small matches and an estimate for large ones (list-totals.ts).
 */
export async function listRecords(db: Db, resource: ResourceDefinition, scope: Scope, query: ListQuery, options: ListOptions = {}): Promise<ListPage> {
  const page = { page: query.page, pageSize: query.pageSize };
  const statement = db.executeQuery(pageStatement(db, resource, scope, query));
  if (query.withTotal === false) {
    const { list, rows } = (await statement).rows[0];
    return { list: new RawJson(list), ...page, hasMore: rows > query.pageSize };
  }
  const filtered = () => filteredSelect(db, resource, scope, query);
  const [answer, count] = await Promise.all([statement, listTotal(db as unknown as Kysely<never>, resource, scope, query, filtered, options)]);
  const { list, rows } = answer.rows[0];
  // A short page that is not past the end tells the exact total, whatever was estimated.
  const offset = (query.page - 1) * query.pageSize;
  if (count.estimate && rows < query.pageSize && rows > 0) return { list: new RawJson(list), ...page, total: offset + rows };
  return { list: new RawJson(list), ...page, total: count.total, ...(count.estimate ? { totalIsEstimate: true } : {}) };
}

/** What a page statement answers: the page's records as JSON text, and how many ids it found. */
interface PageRow {
  list: string;
  rows: number;
}

/**
 * Stand-ins for the values that differ from page to page of one list. A statement is compiled
 * with them in its parameters, kept, and run with each request's values in their places.
 */
const LIMIT = Object.freeze({ slot: 'limit' });
const OFFSET = Object.freeze({ slot: 'offset' });
const PAGE_SIZE = Object.freeze({ slot: 'pageSize' });

/** A compiled page statement: its SQL, and its parameters with the stand-ins still in them. */
interface Compiled {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * Compiled page statements by list (resource, scope, filters, sort, fields, total or not): paging
 * through a list, or many users reading the same one, compiles its SQL once. A statement depends
 * on nothing but its list, so nothing ever makes one stale; the bound is for memory only.
 */
const compiled = new LRUCache<string, Compiled>({ max: 2_000 });

/**
 * One page of a list as one statement whose answer is the page's JSON text, written by
 * PostgreSQL (`json_agg`), and the number of ids found. The page is a deferred join: its ids are
 * picked first (ORDER BY / LIMIT / OFFSET over an index with `merchant_id` leading, reading no
 * table rows), then only those rows are read, so a deep page costs about what the first one
 * does. Without a total, one id more than the page says whether another page follows. Each row
 * is exactly the list's columns (timestamps as ISO-8601 UTC, as JavaScript writes them) and its
 * tags: nothing else can reach the answer, which is spliced in as it is (server/http/raw-json.ts).
 */
export function pageStatement(db: Db, resource: ResourceDefinition, scope: Scope, query: ListQuery): CompiledQuery<PageRow> {
  const withTotal = query.withTotal !== false;
  const key = JSON.stringify([
    resource.name,
    scope.kind === 'all' ? 'all' : [scope.merchantId, scope.saleId],
    query.filters,
    query.q ?? null,
    query.tags ?? null,
    query.sort,
    query.fields ?? null,
    withTotal,
  ]);
  let statement = compiled.get(key);
  if (!statement) {
    statement = compilePage(db, resource, scope, query);
    compiled.set(key, statement);
  }
  const values = new Map<unknown, number>([
    [LIMIT, withTotal ? query.pageSize : query.pageSize + 1],
    [OFFSET, (query.page - 1) * query.pageSize],
    [PAGE_SIZE, query.pageSize],
  ]);
  return CompiledQuery.raw(
    statement.sql,
    statement.parameters.map((parameter) => values.get(parameter) ?? parameter),
  ) as CompiledQuery<PageRow>;
}

function compilePage(db: Db, resource: ResourceDefinition, scope: Scope, query: ListQuery): Compiled {
  const table = resource.table;
  const keys = orderKeys(query.sort);
  const pageIds = ordered(filteredSelect(db, resource, scope, query).select(sql.ref(`${table}.id`).as('page_id')), table, keys)
    .limit(sql<number>`${LIMIT}`)
    .offset(sql<number>`${OFFSET}`);
  // The outer select is scoped again: the page's ids come from a scoped select, and this keeps
  // the repository's rule that every statement names its merchant.
  const rows = ordered(
    resourceTable(db, resource, scope).selectFrom().innerJoin('page_ids', 'page_ids.page_id', `${table}.id`).select(jsonColumns(resource, query.fields)),
    table,
    keys,
  ).limit(sql<number>`${PAGE_SIZE}`);
  const { sql: text, parameters } =
    sql<PageRow>`with page_ids as ${pageIds} select coalesce((select json_agg(p) from ${rows} p), '[]')::text as list, (select count(*)::int from page_ids) as rows`.compile(
      db,
    );
  if (![LIMIT, OFFSET, PAGE_SIZE].every((slot) => parameters.includes(slot))) throw new Error(`${resource.name}: a page statement lost its paging parameters`);
  return { sql: text, parameters };
}

/** Timestamps as `Date#toISOString` writes them (milliseconds, truncated as JavaScript's Date does; UTC). */
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** The list's columns as the JSON of its rows names them: timestamps formatted, tags gathered per record. */
function jsonColumns(resource: ResourceDefinition, extra: readonly string[] = []): AliasedRawBuilder<unknown, string>[] {
  const prefix = resource.table.length + 1;
  const timestamps = new Set(timestampColumns(resource));
  const machines = derivedMachines(resource);
  const columns = listColumns(resource, extra).map((column) => {
    const name = column.slice(prefix);
    const machine = machines.get(name);
    if (machine) return shownStateSql(resource.table, name, machine).as(name);
    if (resource.fields[name]?.sealed) return opened(column).as(name);
    return (timestamps.has(name) ? sql`to_char(${sql.ref(column)} at time zone 'UTC', ${sql.raw(ISO_UTC)})` : sql`${sql.ref(column)}`).as(name);
  });
  if (resource.tagArea)
    columns.push(
      sql`coalesce((select array_agg(rt.group_id::text || ':' || rt.item order by rt.group_id, rt.item) from record_tags rt where rt.area = ${resource.tagArea} and rt.record_id = ${sql.ref(`${resource.table}.id`)}), '{}')`.as(
        'tags',
      ),
    );
  return columns;
}

/** The columns of a list's rows: the resource's list fields, and those asked for by `fields`. */
function listColumns(resource: ResourceDefinition, extra: readonly string[] = []): string[] {
  const wanted = new Set([...resource.listFields, ...extra]);
  const prefix = resource.table.length + 1;
  const fieldNames = new Set(resource.fieldList.map((f) => f.name));
  return recordColumns(resource).filter((column) => {
    const name = column.slice(prefix);
    return !fieldNames.has(name) || wanted.has(name);
  });
}
