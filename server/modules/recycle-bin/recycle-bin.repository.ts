import { type Kysely, sql } from 'kysely';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import type { Db } from '../../db/database.ts';
import { type AnySelect, resourceTable } from '../../engine/resource-table.ts';
import { recordColumns, toRecord } from '../../engine/serialize.ts';
import { attachTags } from '../../engine/tags.repository.ts';
import type { Scope } from '../../tenancy/scope.ts';

/** A row of the bin's list, before the API's dates and flags are derived from it. */
export interface DeletedRow {
  kind: string;
  id: number;
  name: string;
  deleted_at: Date;
  upload_failed: boolean;
}

type Loose = Kysely<Record<string, Record<string, unknown>>>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The scope's records of one soft resource that are in the bin. */
function binOf(db: Db, resource: ResourceDefinition, scope: Scope): AnySelect {
  return resourceTable(db, resource, scope, { withDeleted: true })
    .selectFrom()
    .where(sql.ref(`${resource.table}.deleted_at`), 'is not', null);
}

/** Failed uploads cannot come back (spec §4); a resource without the flag has none. */
function uploadFailedColumn(resource: ResourceDefinition) {
  const declared = resource.fieldList.some((field) => field.name === 'upload_failed');
  return declared ? sql<boolean>`${sql.ref(`${resource.table}.upload_failed`)}` : sql<boolean>`false`;
}

/** One page of the bin across the given soft resources, newest deletion first, and the total. */
export async function listDeleted(db: Db, resources: ResourceDefinition[], scope: Scope, query: { page: number; pageSize: number; q?: string }) {
  const parts = resources.map((resource) => {
    const title = sql`coalesce(${sql.ref(`${resource.table}.${resource.titleField}`)}::text, '')`;
    let select = binOf(db, resource, scope).select([
      sql<string>`${resource.name}::text`.as('kind'),
      sql.ref(`${resource.table}.id`).as('id'),
      title.as('name'),
      sql.ref(`${resource.table}.deleted_at`).as('deleted_at'),
      uploadFailedColumn(resource).as('upload_failed'),
    ]);
    if (query.q) select = select.where(title, 'ilike', `%${escapeLike(query.q)}%`);
    return select;
  });
  const union = parts.reduce((all, part) => all.unionAll(part));
  const bin = (db as unknown as Loose).selectFrom(union.as('bin'));
  const [rows, count] = await Promise.all([
    bin
      .selectAll()
      .orderBy('deleted_at', 'desc')
      .orderBy('kind')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    bin.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as unknown as DeletedRow[], total: count.total as number };
}

/** A record in the bin with its fields and tags (what restores and purges audit), optionally locked. */
export async function findDeleted(db: Db, resource: ResourceDefinition, scope: Scope, id: number, options: { lock?: boolean } = {}) {
  let select = binOf(db, resource, scope)
    .select([...recordColumns(resource), `${resource.table}.deleted_at`])
    .where(sql.ref(`${resource.table}.id`), '=', id);
  if (options.lock) select = select.forUpdate();
  const row = await select.executeTakeFirst();
  if (!row) return undefined;
  const [record] = await attachTags(db, resource, [toRecord(row)]);
  return record;
}

/** Records of a soft resource deleted before `cutoff`, across every merchant the scope sees (the daily purge). */
export async function findExpired(db: Db, resource: ResourceDefinition, scope: Scope, cutoff: Date, limit: number) {
  const rows = await binOf(db, resource, scope)
    .select([...recordColumns(resource), `${resource.table}.deleted_at`])
    .where(sql.ref(`${resource.table}.deleted_at`), '<', cutoff)
    .orderBy(sql.ref(`${resource.table}.id`))
    .limit(limit)
    .execute();
  return attachTags(db, resource, rows.map(toRecord));
}

/** Takes a record out of the bin. */
export async function undelete(db: Db, resource: ResourceDefinition, scope: Scope, id: number): Promise<void> {
  await resourceTable(db, resource, scope, { withDeleted: true })
    .updateTable()
    .set({ deleted_at: null, updated_at: sql`now()` })
    .where(sql.ref(`${resource.table}.id`), '=', id)
    .execute();
}

/** Deletes records of the bin for good. */
export async function deleteForGood(db: Db, resource: ResourceDefinition, scope: Scope, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await resourceTable(db, resource, scope, { withDeleted: true })
    .deleteFrom()
    .where(sql.ref(`${resource.table}.id`), 'in', ids)
    .where(sql.ref(`${resource.table}.deleted_at`), 'is not', null)
    .execute();
}
