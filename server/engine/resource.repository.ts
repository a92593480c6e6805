import { type Kysely, sql } from 'kysely';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { Db } from '../db/database.ts';
import type { Scope } from '../tenancy/scope.ts';
import type { ListFilter, ListQuery } from './list-query.ts';
import { type AnySelect, resourceTable } from './resource-table.ts';
import { recordColumns, toColumns, toRecord } from './serialize.ts';
import { parseTagValue } from '../../resources/tags/tags.resource.ts';
import { attachTags } from './tags.repository.ts';

export type Executor = Db | Kysely<never>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function applyFilter(query: AnySelect, table: string, filter: ListFilter): AnySelect {
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
      return DATE_ONLY.test(String(filter.value))
        ? query.where(column, '<', sql`(${filter.value}::date + 1)`)
        : query.where(column, '<=', filter.value);
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The filtered (not yet paged) select of a list query. */
export function filteredSelect(db: Executor, resource: ResourceDefinition, scope: Scope, query: Omit<ListQuery, 'page' | 'pageSize' | 'sort'>, ids?: number[]): AnySelect {
  const table = resource.table;
  let select = resourceTable(db as Db, resource, scope).selectFrom();
  for (const filter of query.filters) select = applyFilter(select, table, filter);
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

/** One page of records and the total the filters match. */
export async function listRecords(db: Db, resource: ResourceDefinition, scope: Scope, query: ListQuery) {
  const filtered = filteredSelect(db, resource, scope, query);
  let page = filtered.select(recordColumns(resource));
  for (const { column, desc } of query.sort) page = page.orderBy(sql.ref(`${resource.table}.${column}`), desc ? 'desc' : 'asc');
  // A stable order across pages even when the sort column has ties.
  page = page.orderBy(sql.ref(`${resource.table}.id`), 'desc');
  const [rows, count] = await Promise.all([
    page.limit(query.pageSize).offset((query.page - 1) * query.pageSize).execute(),
    filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  const list = await attachTags(db, resource, rows.map(toRecord));
  return { list, total: (count as { total: number }).total, page: query.page, pageSize: query.pageSize };
}

/** Every record the query matches, in list order, a chunk at a time (exports). */
export async function* eachRecord(db: Db, resource: ResourceDefinition, scope: Scope, query: ListQuery, ids?: number[], chunk = 500) {
  for (let offset = 0; ; offset += chunk) {
    let select = filteredSelect(db, resource, scope, query, ids).select(recordColumns(resource));
    for (const { column, desc } of query.sort) select = select.orderBy(sql.ref(`${resource.table}.${column}`), desc ? 'desc' : 'asc');
    const rows = await select.orderBy(sql.ref(`${resource.table}.id`), 'desc').limit(chunk).offset(offset).execute();
    if (rows.length) yield await attachTags(db, resource, rows.map(toRecord));
    if (rows.length < chunk) return;
  }
}

export async function findRecord(db: Executor, resource: ResourceDefinition, scope: Scope, id: number, options: { lock?: boolean } = {}) {
  let select = (resourceTable(db as Db, resource, scope).selectFrom()).select(recordColumns(resource)).where(sql.ref(`${resource.table}.id`), '=', id);
  if (options.lock) select = select.forUpdate();
  const row = await select.executeTakeFirst();
  if (!row) return undefined;
  const [record] = await attachTags(db as Db, resource, [toRecord(row)]);
  return record;
}

export async function insertRecord(db: Executor, resource: ResourceDefinition, scope: Scope, body: Record<string, unknown>) {
  const row = await resourceTable(db as Db, resource, scope).insertInto(toColumns(resource, body)).returning('id').executeTakeFirstOrThrow();
  return row.id as number;
}

export async function updateRecord(db: Executor, resource: ResourceDefinition, scope: Scope, id: number, body: Record<string, unknown>) {
  const result = await resourceTable(db as Db, resource, scope).updateTable()
    .set({ ...toColumns(resource, body), updated_at: sql`now()` })
    .where(sql.ref(`${resource.table}.id`), '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Soft resources get `deleted_at` (the recycle bin, spec §4); the rest are deleted outright. */
export async function deleteRecord(db: Executor, resource: ResourceDefinition, scope: Scope, id: number) {
  const table = resourceTable(db as Db, resource, scope);
  if (resource.deletion === 'soft') {
    const result = await table.updateTable()
      .set({ deleted_at: sql`now()` })
      .where(sql.ref(`${resource.table}.id`), '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
  const result = await table.deleteFrom().where(sql.ref(`${resource.table}.id`), '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A record whose key fields equal these values (import duplicate detection). */
export async function findByKey(db: Executor, resource: ResourceDefinition, scope: Scope, key: Record<string, unknown>) {
  let select = resourceTable(db as Db, resource, scope).selectFrom().select(sql.ref(`${resource.table}.id`).as('id'));
  for (const [column, value] of Object.entries(key)) select = select.where(sql.ref(`${resource.table}.${column}`), value === null || value === undefined ? 'is' : '=', value ?? null);
  return select.executeTakeFirst();
}
