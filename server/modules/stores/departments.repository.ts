import { sql } from 'kysely';
import { DEPARTMENTS_MAX } from '../../../resources/stores/departments.schema.ts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

const departments = (db: Db, scope: Scope) => tenantTable(db, 'departments', scope);

/** The scope's departments by name, each with the store it became (if any), as stored. */
export async function departmentRows(db: Db, scope: Scope) {
  return departments(db, scope)
    .selectFrom()
    .leftJoin('stores', 'stores.department_id', 'departments.id')
    .select(['departments.id', 'departments.parent_id', 'departments.name', 'stores.id as store_id', 'stores.name as store_name'])
    .orderBy('departments.name')
    .orderBy('departments.id')
    .limit(DEPARTMENTS_MAX)
    .execute();
}

/** Adds a department to the scope's merchant; answers its id. */
export async function insertDepartment(db: Db, scope: Scope, values: { name: string; parent_id: number | null }): Promise<number> {
  const row = await departments(db, scope).insertInto(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateDepartment(db: Db, scope: Scope, id: number, values: { name?: string; parent_id?: number | null }): Promise<void> {
  await departments(db, scope)
    .updateTable()
    .set({ ...values, updated_at: sql`now()` })
    .where('departments.id', '=', id)
    .execute();
}

/** Deletes a department; its subdepartments go with it (the foreign key cascades). */
export async function deleteDepartment(db: Db, scope: Scope, id: number): Promise<void> {
  await departments(db, scope).deleteFrom().where('departments.id', '=', id).execute();
}

/** Whether a department is the scope's merchant's and no store is made of it yet: what a new store may be. */
export async function departmentIsFree(db: Db, scope: Scope, id: number): Promise<boolean> {
  const row = await departments(db, scope)
    .selectFrom()
    .leftJoin('stores', 'stores.department_id', 'departments.id')
    .select('stores.id as store_id')
    .where('departments.id', '=', id)
    .executeTakeFirst();
  return row !== undefined && row.store_id === null;
}
