import { type DeleteQueryBuilder, type InsertQueryBuilder, type Kysely, type SelectQueryBuilder, sql, type UpdateQueryBuilder } from 'kysely';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { Db } from '../db/database.ts';
import type { Scope } from '../tenancy/scope.ts';
import { tenantTable } from '../tenancy/tenant-query.ts';

type Loose = Kysely<Record<string, Record<string, unknown>>>;
// Kysely cannot type a table named at run time; the conditions added here are what matter.
type Where<Q> = (ref: unknown, op: string, value: unknown) => Q;
/* eslint-disable @typescript-eslint/no-explicit-any -- rows of a table named at run time */
export type AnySelect = SelectQueryBuilder<any, any, any>;
export type AnyUpdate = UpdateQueryBuilder<any, any, any, any>;
export type AnyDelete = DeleteQueryBuilder<any, any, any>;
export type AnyInsert = InsertQueryBuilder<any, any, any>;

export interface ResourceTable {
  selectFrom(): AnySelect;
  updateTable(): AnyUpdate;
  deleteFrom(): AnyDelete;
  insertInto(values: Record<string, unknown>): AnyInsert;
}

/**
 * The only way the engine reaches a resource's table: merchant tables through `tenantTable`
 * (fails closed without an issued scope), platform tables directly; both with the resource's
 * fixed conditions (its tag area, say) and, for recycle-bin resources, without deleted rows.
 */
export function resourceTable(db: Db | Loose, resource: ResourceDefinition, scope: Scope, options: { withDeleted?: boolean } = {}): ResourceTable {
  const loose = db as unknown as Loose;
  const base =
    resource.tenancy === 'merchant'
      ? tenantTable(db as Db, resource.table, scope, { saleColumn: resource.saleColumn, storeColumn: resource.storeColumn })
      : {
          selectFrom: () => loose.selectFrom(resource.table),
          updateTable: () => loose.updateTable(resource.table),
          deleteFrom: () => loose.deleteFrom(resource.table),
          insertInto: (values: Record<string, unknown> | Record<string, unknown>[]) =>
            loose.insertInto(resource.table).values(values as Record<string, unknown>),
        };
  const restrict = <Q extends { where: unknown }>(query: Q): Q => {
    let scoped = query;
    for (const [column, value] of Object.entries(resource.fixed ?? {})) {
      scoped = (scoped.where as Where<Q>).call(scoped, sql.ref(`${resource.table}.${column}`), value === null ? 'is' : '=', value);
    }
    if (resource.deletion === 'soft' && !options.withDeleted) {
      scoped = (scoped.where as Where<Q>).call(scoped, sql.ref(`${resource.table}.deleted_at`), 'is', null);
    }
    return scoped;
  };
  return {
    selectFrom: () => restrict(base.selectFrom() as AnySelect),
    updateTable: () => restrict(base.updateTable() as AnyUpdate),
    deleteFrom: () => restrict(base.deleteFrom() as AnyDelete),
    insertInto: (values: Record<string, unknown>) => base.insertInto({ ...values, ...(resource.fixed ?? {}) }) as AnyInsert,
  };
}
