import type { z } from 'zod';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import {
  type Department,
  type departmentCreateSchema,
  type departmentPatchSchema,
  departmentSchema,
  type departmentToStoreSchema,
} from '../../../resources/stores/departments.schema.ts';
import { stores } from '../../../resources/stores/stores.resource.ts';
import type { Db } from '../../db/database.ts';
import { createRecord, type WriteContext } from '../../engine/resource.service.ts';
import { conflict, invalid, notFound } from '../../http/app-error.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { deleteDepartment, departmentRows, insertDepartment, updateDepartment } from './departments.repository.ts';

/** The scope's departments, flat (the tree is drawn from parent_id), with the store each became. */
export async function listDepartments(db: Db, scope: Scope): Promise<Department[]> {
  const rows = await departmentRows(db, scope);
  return rows.map((row) => departmentSchema.parse({ ...row, id: Number(row.id), parent_id: row.parent_id === null ? null : Number(row.parent_id) }));
}

async function findDepartment(db: Db, scope: Scope, id: number): Promise<Department> {
  const found = (await listDepartments(db, scope)).find((department) => department.id === id);
  if (!found) throw notFound();
  return found;
}

/** A parent must be one of the merchant's departments (`all`), and not the department itself or below it (the tree stays a tree). */
function checkParent(all: Department[], id: number | undefined, parentId: number | null | undefined): void {
  if (parentId === null || parentId === undefined) return;
  if (!all.some((department) => department.id === parentId)) throw invalid({ parent_id: ['validation.noSuchDepartment'] });
  for (let at: number | null = parentId; at !== null; at = all.find((department) => department.id === at)?.parent_id ?? null) {
    if (at === id) throw invalid({ parent_id: ['validation.departmentLoop'] });
  }
}

export async function createDepartment(db: Db, scope: Scope, body: z.infer<typeof departmentCreateSchema>): Promise<Department> {
  if (body.parent_id != null) checkParent(await listDepartments(db, scope), undefined, body.parent_id);
  return findDepartment(db, scope, await insertDepartment(db, scope, { name: body.name, parent_id: body.parent_id }));
}

/** Renames a department or moves it under another. */
export async function editDepartment(db: Db, scope: Scope, id: number, body: z.infer<typeof departmentPatchSchema>): Promise<Department> {
  // One read of the tree answers both: the department is the merchant's, and its new parent fits.
  const all = await listDepartments(db, scope);
  if (!all.some((department) => department.id === id)) throw notFound();
  checkParent(all, id, body.parent_id);
  await updateDepartment(db, scope, id, body);
  return findDepartment(db, scope, id);
}

/** Deletes a department and its subdepartments; stores made from them stay. */
export async function removeDepartment(db: Db, scope: Scope, id: number): Promise<void> {
  await findDepartment(db, scope, id);
  await deleteDepartment(db, scope, id);
}

/**
 * "Set as store": a store of the department's name, with these caps, made by the engine's create
 * (`served` carries the stores' plug-in, so its rules and audit run), linked to the department.
 */
export async function departmentToStore(
  ctx: WriteContext,
  served: ResourceDefinition,
  id: number,
  body: z.infer<typeof departmentToStoreSchema>,
): Promise<Department> {
  const department = await findDepartment(ctx.db, ctx.scope, id);
  if (department.store_id !== null) throw conflict('errors.departmentIsStore');
  // The store is made as that department (its department_id), so it gets no department of its own.
  const values = stores.createSchema.parse({ name: department.name, ...body, department_id: department.id });
  await createRecord(ctx, served, values);
  return findDepartment(ctx.db, ctx.scope, department.id);
}
