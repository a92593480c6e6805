import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { assertScope, type Scope, TenantScopeError } from './scope.ts';

export interface TenantTableOptions {
  /** The column holding the owning guide's id, for tables a shopping guide sees only partly. */
  saleColumn?: string;
  /** The column holding the row's store, for tables an account with a store sees only that store of. */
  storeColumn?: string;
}

/**
 * The repository layer's only way to reach a tenant-owned table: every select, update and delete
 * gets the scope's `merchant_id` (and guide) condition, and every insert the scope's merchant.
 * Calling it without an issued scope throws before any SQL is built.
 */
export function tenantTable(db: Db, table: string, scope: Scope, options: TenantTableOptions = {}) {
  assertScope(scope);
  // Kysely's table types cannot follow a table named at run time; the conditions are the point here.
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const restrict = <Q extends { where: (...args: never[]) => Q }>(query: Q): Q => {
    if (scope.kind === 'all') return query;
    const where = query.where as unknown as (ref: unknown, op: string, value: unknown) => Q;
    let scoped = where.call(query, sql.ref(`${table}.merchant_id`), '=', scope.merchantId);
    if (options.saleColumn && scope.saleId !== null) {
      const next = scoped.where as unknown as (ref: unknown, op: string, value: unknown) => Q;
      scoped = next.call(scoped, sql.ref(`${table}.${options.saleColumn}`), '=', scope.saleId);
    }
    if (options.storeColumn && scope.storeId !== null) {
      const next = scoped.where as unknown as (ref: unknown, op: string, value: unknown) => Q;
      scoped = next.call(scoped, sql.ref(`${table}.${options.storeColumn}`), '=', scope.storeId);
    }
    return scoped;
  };
  return {
    scope,
    selectFrom: () => restrict(loose.selectFrom(table)),
    updateTable: () => restrict(loose.updateTable(table)),
    deleteFrom: () => restrict(loose.deleteFrom(table)),
    insertInto: (values: Record<string, unknown> | Record<string, unknown>[]) => {
      if (scope.kind !== 'merchant') throw new TenantScopeError('An insert needs one merchant: name it with the tenant-id header');
      const owner: Record<string, unknown> = { merchant_id: scope.merchantId };
      // A guide's new rows are its own: the scope that reads them back must see them.
      if (options.saleColumn && scope.saleId !== null) owner[options.saleColumn] = scope.saleId;
      if (options.storeColumn && scope.storeId !== null) owner[options.storeColumn] = scope.storeId;
      const rows = (Array.isArray(values) ? values : [values]).map((row) => ({ ...row, ...owner }));
      return loose.insertInto(table).values(rows);
    },
  };
}
