import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  DEPARTMENT_ROUTES,
  DEPARTMENTS_MAX,
  DEPARTMENTS_PAGE,
  departmentCreateSchema,
  departmentListSchema,
  departmentPatchSchema,
  departmentSchema,
  departmentToStoreSchema,
} from '../../../resources/stores/departments.schema.ts';
import { stores } from '../../../resources/stores/stores.resource.ts';
import type { Db } from '../../db/database.ts';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { idParams, requestScope, writeContext } from '../../engine/request-context.ts';
import { createRecord } from '../../engine/resource.service.ts';
import { conflict, invalid, notFound } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

const departments = (db: Db, scope: Scope) => tenantTable(db, 'departments', scope);

async function listDepartments(db: Db, scope: Scope) {
  const rows = await departments(db, scope)
    .selectFrom()
    .leftJoin('stores', 'stores.department_id', 'departments.id')
    .select(['departments.id', 'departments.parent_id', 'departments.name', 'stores.id as store_id', 'stores.name as store_name'])
    .orderBy('departments.name')
    .orderBy('departments.id')
    .limit(DEPARTMENTS_MAX)
    .execute();
  return rows.map((row) => departmentSchema.parse({ ...row, id: Number(row.id), parent_id: row.parent_id === null ? null : Number(row.parent_id) }));
}

async function findDepartment(db: Db, scope: Scope, id: number) {
  const found = (await listDepartments(db, scope)).find((department) => department.id === id);
  if (!found) throw notFound();
  return found;
}

type DepartmentList = Awaited<ReturnType<typeof listDepartments>>;

/** A parent must be one of the merchant's departments (`all`), and not the department itself or below it (the tree stays a tree). */
function checkParent(all: DepartmentList, id: number | undefined, parentId: number | null | undefined): void {
  if (parentId === null || parentId === undefined) return;
  if (!all.some((department) => department.id === parentId)) throw invalid({ parent_id: ['validation.noSuchDepartment'] });
  for (let at: number | null = parentId; at !== null; at = all.find((department) => department.id === at)?.parent_id ?? null) {
    if (at === id) throw invalid({ parent_id: ['validation.departmentLoop'] });
  }
}

/**
 * Departments (spec §3): a tree per merchant, drawn beside the store list with its permissions. A
 * department "set as store" becomes a store (the engine's create, with its rules and audit) linked
 * to it. Deleting one takes its subdepartments; stores made from them stay.
 */
export function departmentsRoutes(app: FastifyInstance, { db, resources }: { db: Db; resources: readonly ResourceDefinition[] }): void {
  // The served declaration carries the stores' plug-in (its rules run on the create).
  const served = resources.find((resource) => resource.name === stores.name) ?? stores;
  const access = (action: 'read' | 'create' | 'edit' | 'delete') => ({ page: DEPARTMENTS_PAGE, action });
  const tags = ['departments'];
  addRoute(app, {
    method: 'GET',
    url: DEPARTMENT_ROUTES.list,
    access: access('read'),
    summary: "The merchant's departments, flat (the tree is drawn from parent_id), with the store each became",
    tags,
    response: departmentListSchema,
    handler: async (request) => ({ list: await listDepartments(db, requestScope(request)) }),
  });
  addRoute(app, {
    method: 'POST',
    url: DEPARTMENT_ROUTES.list,
    access: access('create'),
    summary: 'Add a department, at the top or under another',
    tags,
    body: departmentCreateSchema,
    response: departmentSchema,
    handler: async (request) => {
      const scope = requestScope(request);
      if (request.body.parent_id != null) checkParent(await listDepartments(db, scope), undefined, request.body.parent_id);
      const row = await departments(db, scope)
        .insertInto({ name: request.body.name, parent_id: request.body.parent_id })
        .returning('id')
        .executeTakeFirstOrThrow();
      return findDepartment(db, scope, Number(row.id));
    },
  });
  addRoute(app, {
    method: 'PATCH',
    url: DEPARTMENT_ROUTES.one,
    access: access('edit'),
    summary: 'Rename a department or move it under another',
    tags,
    params: idParams,
    body: departmentPatchSchema,
    response: departmentSchema,
    handler: async (request) => {
      const scope = requestScope(request);
      const { id } = request.params;
      // One read of the tree answers both: the department is the merchant's, and its new parent fits.
      const all = await listDepartments(db, scope);
      if (!all.some((department) => department.id === id)) throw notFound();
      checkParent(all, id, request.body.parent_id);
      await departments(db, scope)
        .updateTable()
        .set({ ...request.body, updated_at: sql`now()` })
        .where('departments.id', '=', id)
        .execute();
      return findDepartment(db, scope, id);
    },
  });
  addRoute(app, {
    method: 'DELETE',
    url: DEPARTMENT_ROUTES.one,
    access: access('delete'),
    summary: 'Delete a department and its subdepartments (stores made from them stay)',
    tags,
    params: idParams,
    response: z.object({ id: z.number() }),
    handler: async (request) => {
      const scope = requestScope(request);
      await findDepartment(db, scope, request.params.id);
      await departments(db, scope).deleteFrom().where('departments.id', '=', request.params.id).execute();
      return { id: request.params.id };
    },
  });
  addRoute(app, {
    method: 'POST',
    url: DEPARTMENT_ROUTES.toStore,
    access: access('create'),
    summary: 'Set a department as a store: a store of its name, with these caps, linked to it',
    tags,
    params: idParams,
    body: departmentToStoreSchema,
    response: departmentSchema,
    handler: async (request) => {
      const ctx = writeContext(db, request);
      const department = await findDepartment(db, ctx.scope, request.params.id);
      if (department.store_id !== null) throw conflict('errors.departmentIsStore');
      await db.transaction().execute(async (trx) => {
        const body = stores.createSchema.parse({ name: department.name, ...request.body });
        const store = await createRecord(ctx, served, body, 'create', trx);
        await sql`update stores set department_id = ${department.id} where id = ${store.id as number}`.execute(trx);
      });
      return findDepartment(db, ctx.scope, department.id);
    },
  });
}
