import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DEPARTMENT_ROUTES,
  DEPARTMENTS_PAGE,
  departmentCreateSchema,
  departmentListSchema,
  departmentPatchSchema,
  departmentSchema,
  departmentToStoreSchema,
} from '../../../resources/stores/departments.schema.ts';
import { stores } from '../../../resources/stores/stores.resource.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { idParams, requestScope, writeContext } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { createDepartment, departmentToStore, editDepartment, listDepartments, removeDepartment } from './departments.service.ts';

/**
 * Departments (spec §3): a tree per merchant, drawn beside the store list with its permissions. A
 * department "set as store" becomes a store (the engine's create, with its rules and audit) linked
 * to it. Deleting one takes its subdepartments; stores made from them stay.
 */
export function departmentsRoutes(app: FastifyInstance, { db, resources }: Pick<RouteDeps, 'db' | 'resources'>): void {
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
    handler: async (request) => createDepartment(db, requestScope(request), request.body),
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
    handler: async (request) => editDepartment(db, requestScope(request), request.params.id, request.body),
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
      await removeDepartment(db, requestScope(request), request.params.id);
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
    handler: async (request) => departmentToStore(writeContext(db, request), served, request.params.id, request.body),
  });
}
