import { type Kysely, sql } from 'kysely';
import type { MaterialListQuery } from '../../../resources/materials/material.schema.ts';
import { type Material, materialSchema } from '../../../resources/materials/material-record.schema.ts';
import type { MaterialArea } from '../../../resources/materials/material-constants.ts';
import type { Db } from '../../db/database.ts';
import { toRecord } from '../../engine/serialize.ts';
import { assertScope, type Scope, TenantScopeError } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/** SQL of the material tree: every statement goes through the tenant scope. */

const TABLE = 'materials';
const COLUMNS = Object.keys(materialSchema.shape).map((name) => `${TABLE}.${name}`);
type Row = Record<string, unknown>;

const materials = (db: Db, scope: Scope) => tenantTable(db, TABLE, scope);

/** The one merchant a write acts for; an operator must name it (tenant-id). */
export function merchantIdOf(scope: Scope): number {
  if (scope.kind !== 'merchant') throw new TenantScopeError('Material writes need one merchant: name it with the tenant-id header');
  return scope.merchantId;
}

export async function findMaterial(db: Db, scope: Scope, area: MaterialArea, id: number, options: { lock?: boolean } = {}): Promise<Material | undefined> {
  let select = materials(db, scope).selectFrom().select(COLUMNS).where('materials.id', '=', id).where('materials.area', '=', area);
  if (options.lock) select = select.forUpdate();
  const row = await select.executeTakeFirst();
  return row ? (toRecord(row) as Material) : undefined;
}

/** One page of a folder's children (the root when `pid` is omitted): folders first, then by sort, newest first. */
export async function listChildren(db: Db, scope: Scope, area: MaterialArea, query: MaterialListQuery) {
  let filtered = materials(db, scope).selectFrom().where('materials.area', '=', area);
  filtered = query.pid === undefined ? filtered.where('materials.pid', 'is', null) : filtered.where('materials.pid', '=', query.pid);
  if (query.kind) filtered = filtered.where('materials.kind', '=', query.kind);
  if (query.kind_in) filtered = filtered.where('materials.kind', 'in', query.kind_in);
  if (query.q) filtered = filtered.where('materials.name', 'ilike', `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const [rows, count] = await Promise.all([
    filtered
      .select(COLUMNS)
      .orderBy(sql`materials.kind = 'folder'`, 'desc')
      .orderBy('materials.sort')
      .orderBy('materials.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((row) => toRecord(row) as Material), total: (count as { total: number }).total, page: query.page, pageSize: query.pageSize };
}

/** Every folder of a library, for the tree. */
export async function listFolders(db: Db, scope: Scope, area: MaterialArea) {
  return (await materials(db, scope)
    .selectFrom()
    .select(['materials.id', 'materials.pid', 'materials.sort', 'materials.name'])
    .where('materials.area', '=', area)
    .where('materials.kind', '=', 'folder')
    .orderBy('materials.sort')
    .orderBy('materials.id')
    .execute()) as { id: number; pid: number | null; sort: number; name: string }[];
}

export async function insertMaterial(db: Db, scope: Scope, values: Row): Promise<number> {
  const row = await materials(db, scope).insertInto(values).returning('id').executeTakeFirstOrThrow();
  return row.id as number;
}

export async function updateMaterial(db: Db, scope: Scope, id: number, values: Row): Promise<void> {
  await materials(db, scope)
    .updateTable()
    .set({ ...values, updated_at: sql`now()` })
    .where('materials.id', '=', id)
    .execute();
}

/** Deletes a material; the foreign key deletes a folder's subtree with it. */
export async function deleteMaterial(db: Db, scope: Scope, id: number): Promise<void> {
  await materials(db, scope).deleteFrom().where('materials.id', '=', id).execute();
}

/** A material and everything below it: ids, levels and kinds. */
export async function subtreeOf(db: Db, scope: Scope, id: number) {
  assertScope(scope);
  const own = (alias: string) => (scope.kind === 'merchant' ? sql`${sql.ref(`${alias}.merchant_id`)} = ${scope.merchantId}` : sql`true`);
  const { rows } = await sql<{ id: number; depth: number; kind: string }>`
    with recursive subtree as (
      select m.id, m.depth, m.kind from materials m where m.id = ${id} and ${own('m')}
      union all
      select c.id, c.depth, c.kind from materials c join subtree s on c.pid = s.id where ${own('c')}
    )
    select id, depth, kind from subtree`.execute(db as unknown as Kysely<unknown>);
  return rows;
}

/** Moves a set of rows (a subtree) `delta` levels up or down. */
export async function shiftDepth(db: Db, scope: Scope, ids: number[], delta: number): Promise<void> {
  if (delta === 0 || ids.length === 0) return;
  await materials(db, scope)
    .updateTable()
    .set({ depth: sql`depth + ${delta}`, updated_at: sql`now()` })
    .where('materials.id', 'in', ids)
    .execute();
}

/** Bytes the merchant's materials take, in both libraries. */
export async function usedBytes(db: Db, scope: Scope): Promise<number> {
  const row = await materials(db, scope).selectFrom().select(sql<string>`coalesce(sum(materials.size), 0)::bigint`.as('used')).executeTakeFirstOrThrow();
  return Number(row.used);
}

/**
 * A merchant's capacity. With `lock`, its row stays locked for the rest of the transaction: every
 * write that adds bytes or reshapes the tree takes it first, so two concurrent writes can neither
 * overrun the capacity together nor move two folders into each other.
 */
export async function capacityOf(db: Db, merchantId: number, options: { lock?: boolean } = {}): Promise<number> {
  let select = db.selectFrom('merchants').select('material_capacity').where('id', '=', merchantId);
  if (options.lock) select = select.forNoKeyUpdate();
  return Number((await select.executeTakeFirstOrThrow()).material_capacity);
}
