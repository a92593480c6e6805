import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { Db } from '../db/database.ts';
import type { Scope } from '../tenancy/scope.ts';
import type { ListFilter, ListQuery } from './list-query.ts';
import { type AnySelect, resourceTable } from './resource-table.ts';
import { derivedMachines, recordSelections, shownStateSql } from './derived-states.ts';
import { toColumns, toRecord } from './serialize.ts';
import { parseTagValue } from '../../resources/engine/tag-values.ts';
import { attachTags } from './tags.repository.ts';

export type Executor = Db | Kysely<never>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A filter on a list of ids (a multiple reference): `eq` keeps the lists holding the id, `in` those holding any. */
function applyListFilter(query: AnySelect, table: string, filter: ListFilter): AnySelect {
  const column = sql.ref(`${table}.${filter.column}`);
  const ids = (Array.isArray(filter.value) ? filter.value : [filter.value]).map(Number);
  return query.where(sql<boolean>`${column} && ${sql.val(ids)}::bigint[]`);
}

/** `shown`: the state a machine field with derived states shows (derived-states.ts), which `eq` and `in` compare. */
function applyFilter(query: AnySelect, table: string, filter: ListFilter, holdsList = false, shown?: RawBuilder<string>): AnySelect {
  if (holdsList) return applyListFilter(query, table, filter);
  if (shown && filter.op === 'eq') return query.where(shown, '=', String(filter.value));
  if (shown && filter.op === 'in') return query.where(shown, 'in', (filter.value as unknown[]).map(String));
  const column = sql.ref(`${table}.${filter.column}`);
  switch (filter.op) {
    case 'eq':
      return query.where(column, '=', filter.value);
    case 'like':
      return query.where(sql`${column}::text`, 'ilike', `%${escapeLike(String(filter.value))}%`);
    case 'in':
      return query.where(column, 'in', filter.value as unknown[]);
    case 'gte':
      return query.where(column, '>=', filter.value);
    case 'lte':
      // "Up to 2026-11-21" includes that whole day.
      return DATE_ONLY.test(String(filter.value)) ? query.where(column, '<', sql`(${filter.value}::date + 1)`) : query.where(column, '<=', filter.value);
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The filtered (not yet paged) select of a list query. */
export function filteredSelect(
  db: Executor,
  resource: ResourceDefinition,
  scope: Scope,
  query: Omit<ListQuery, 'page' | 'pageSize' | 'sort'>,
  ids?: number[],
): AnySelect {
  const table = resource.table;
  let select = resourceTable(db as Db, resource, scope).selectFrom();
  const lists = new Set(resource.fieldList.filter((field) => field.multiple).map((field) => field.name));
  const machines = derivedMachines(resource);
  for (const filter of query.filters) {
    const machine = machines.get(filter.column);
    select = applyFilter(select, table, filter, lists.has(filter.column), machine && shownStateSql(table, filter.column, machine));
  }
  if (ids) select = select.where(sql.ref(`${table}.id`), 'in', ids.length ? ids : [0]);
  if (query.q && resource.searchFields.length) {
    const pattern = `%${escapeLike(query.q)}%`;
    select = select.where((eb) => eb.or(resource.searchFields.map((name) => eb(sql`${sql.ref(`${table}.${name}`)}::text`, 'ilike', pattern))));
  }
  if (query.tags?.length && resource.tagArea) {
    const wanted = query.tags.map((tag) => {
      const { groupId, item } = parseTagValue(tag);
      return sql`(${groupId}::bigint, ${item}::text)`;
    });
    select = select.where(
      sql<boolean>`exists (select 1 from record_tags rt where rt.area = ${resource.tagArea} and rt.record_id = ${sql.ref(`${table}.id`)} and (rt.group_id, rt.item) in (${sql.join(wanted)}))`,
    );
  }
  return select;
}

/** ORDER BY of a list: the chosen sort, then `id desc` so that ties keep one order across pages. */
export function orderKeys(sort: ListQuery['sort']): { column: string; desc: boolean }[] {
  const keys = sort.filter((key, index) => key.column !== 'id' && sort.findIndex((other) => other.column === key.column) === index);
  const id = sort.find((key) => key.column === 'id');
  // Sorting by id ends the order: any key after it could never break a tie.
  const beforeId = id ? keys.filter((key) => sort.indexOf(key) < sort.indexOf(id)) : keys;
  return [...beforeId, { column: 'id', desc: id ? id.desc : true }];
}

export function ordered(select: AnySelect, table: string, keys: { column: string; desc: boolean }[]): AnySelect {
  let result = select;
  for (const { column, desc } of keys) result = result.orderBy(sql.ref(`${table}.${column}`), desc ? 'desc' : 'asc');
  return result;
}

/** Whether a column may hold null: the system columns never; a field when its schema takes null. */
function nullable(resource: ResourceDefinition, column: string): boolean {
  const field = resource.fieldList.find((f) => f.name === column);
  return field ? field.schema.safeParse(null).success : false;
}

/**
 * Rows strictly after `last` in the order of `keys` (keyset pagination). Each key compares in
 * its own direction, with PostgreSQL's null placement (nulls last ascending, first descending):
 * `k1 after v1 OR (k1 = v1 AND (k2 after v2 OR (k2 = v2 AND …)))`. When every key runs the same
 * way and none can be null, one row comparison says the same and an index serves it directly.
 */
export function afterKeyset(table: string, keys: { column: string; desc: boolean; nullable: boolean }[], last: (string | null)[]) {
  const ref = (column: string) => sql.ref(`${table}.${column}`);
  const uniform = keys.every((key) => key.desc === keys[0].desc && !key.nullable) && last.every((value) => value !== null);
  if (uniform) {
    const op = sql.raw(keys[0].desc ? '<' : '>');
    return sql<boolean>`(${sql.join(keys.map((key) => ref(key.column)))}) ${op} (${sql.join(last)})`;
  }
  const after = (key: (typeof keys)[number], value: string | null) => {
    const column = ref(key.column);
    if (value === null) return key.desc ? sql<boolean>`${column} is not null` : sql<boolean>`false`;
    if (key.desc) return sql<boolean>`${column} < ${value}`;
    return key.nullable ? sql<boolean>`(${column} > ${value} or ${column} is null)` : sql<boolean>`${column} > ${value}`;
  };
  const equal = (key: (typeof keys)[number], value: string | null) =>
    value === null ? sql<boolean>`${ref(key.column)} is null` : sql<boolean>`${ref(key.column)} = ${value}`;
  let condition = after(keys.at(-1)!, last.at(-1)!);
  for (let i = keys.length - 2; i >= 0; i--) condition = sql<boolean>`(${after(keys[i], last[i])} or (${equal(keys[i], last[i])} and ${condition}))`;
  // The first key's bound on its own lets an index on it start at the last row, not at the beginning.
  const [first] = keys;
  if (last[0] !== null && !first.nullable) condition = sql<boolean>`${ref(first.column)} ${sql.raw(first.desc ? '<=' : '>=')} ${last[0]} and ${condition}`;
  return condition;
}

export interface EachRecordOptions {
  /** Rows per chunk (one statement each). */
  chunk?: number;
  /**
   * The fields to read (an export's columns; `tags` for the tags), besides the id; every field
   * when absent. Wide rows (JSON, image lists) cost an export time and memory it does not need.
   */
  columns?: readonly string[];
}

/**
 * Every record the query matches, in list order, a chunk at a time (exports). Keyset
 * pagination: each chunk continues after the last row's sort values and id (read as text, so a
 * timestamp keeps its microseconds), so a chunk deep in a million rows costs what the first does.
 */
export async function* eachRecord(db: Db, resource: ResourceDefinition, scope: Scope, query: ListQuery, ids?: number[], options: EachRecordOptions = {}) {
  const { chunk = 500, columns } = options;
  const table = resource.table;
  const keys = orderKeys(query.sort).map((key) => ({ ...key, nullable: nullable(resource, key.column) }));
  const keyColumns = keys.map((key, index) => sql<string | null>`${sql.ref(`${table}.${key.column}`)}::text`.as(`__key${index}`));
  const wanted = columns && new Set(['id', ...columns]);
  const selected = recordSelections(resource, (name) => !wanted || wanted.has(name));
  const withTags = !wanted || wanted.has('tags');
  let last: (string | null)[] | undefined;
  for (;;) {
    let select = filteredSelect(db, resource, scope, query, ids).select(selected).select(keyColumns);
    if (last) select = select.where(afterKeyset(table, keys, last));
    const rows = (await ordered(select, table, keys).limit(chunk).execute()) as Record<string, unknown>[];
    if (!rows.length) return;
    const lastRow = rows.at(-1)!;
    last = keys.map((_, index) => lastRow[`__key${index}`] as string | null);
    for (const row of rows) for (let index = 0; index < keys.length; index++) delete row[`__key${index}`];
    const records = rows.map(toRecord);
    yield withTags ? await attachTags(db, resource, records) : records;
    if (rows.length < chunk) return;
  }
}

export async function findRecord(db: Executor, resource: ResourceDefinition, scope: Scope, id: number, options: { lock?: boolean } = {}) {
  let select = resourceTable(db as Db, resource, scope)
    .selectFrom()
    .select(recordSelections(resource))
    .where(sql.ref(`${resource.table}.id`), '=', id);
  if (options.lock) select = select.forUpdate();
  const row = await select.executeTakeFirst();
  if (!row) return undefined;
  const [record] = await attachTags(db as Db, resource, [toRecord(row)]);
  return record;
}

/** `prepared`: columns the entity's plug-in stores besides the body's fields (hooks.ts `prepareWrite`). */
export async function insertRecord(
  db: Executor,
  resource: ResourceDefinition,
  scope: Scope,
  body: Record<string, unknown>,
  prepared: Record<string, unknown> = {},
) {
  const row = await resourceTable(db as Db, resource, scope)
    .insertInto({ ...toColumns(resource, body), ...prepared })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as number;
}

export async function updateRecord(
  db: Executor,
  resource: ResourceDefinition,
  scope: Scope,
  id: number,
  body: Record<string, unknown>,
  prepared: Record<string, unknown> = {},
) {
  const result = await resourceTable(db as Db, resource, scope)
    .updateTable()
    .set({ ...toColumns(resource, body), ...prepared, updated_at: sql`now()` })
    .where(sql.ref(`${resource.table}.id`), '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Soft resources get `deleted_at` (the recycle bin, spec §4); the rest are deleted outright. */
export async function deleteRecord(db: Executor, resource: ResourceDefinition, scope: Scope, id: number) {
  const table = resourceTable(db as Db, resource, scope);
  if (resource.deletion === 'soft') {
    const result = await table
      .updateTable()
      .set({ deleted_at: sql`now()` })
      .where(sql.ref(`${resource.table}.id`), '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
  const result = await table
    .deleteFrom()
    .where(sql.ref(`${resource.table}.id`), '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A record whose key fields equal these values (import duplicate detection). */
export async function findByKey(db: Executor, resource: ResourceDefinition, scope: Scope, key: Record<string, unknown>) {
  let select = resourceTable(db as Db, resource, scope)
    .selectFrom()
    .select(sql.ref(`${resource.table}.id`).as('id'));
  for (const [column, value] of Object.entries(key))
    select = select.where(sql.ref(`${resource.table}.${column}`), value === null || value === undefined ? 'is' : '=', value ?? null);
  return select.executeTakeFirst();
}
