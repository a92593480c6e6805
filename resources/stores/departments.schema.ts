import { z } from 'zod';
import { referencing } from '../validation/references.ts';
import { stores } from './stores.resource.ts';

/** The departments' routes (shown beside the store list, with its permission page). */
export const DEPARTMENT_ROUTES = {
  list: '/api/departments',
  one: '/api/departments/:id',
  /** "Set as store": makes the department a store with its caps. */
  toStore: '/api/departments/:id/store',
} as const;

export const DEPARTMENTS_PAGE = stores.route;

/** The most departments a merchant keeps (a bound for the tree the page draws). */
export const DEPARTMENTS_MAX = 1_000;

const name = z.string().trim().min(1).max(50);

/** A department as the API answers it: the tree is drawn from `parent_id`; `store_id` once it became a store. */
export const departmentSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
});
export type Department = z.infer<typeof departmentSchema>;

export const departmentListSchema = z.object({ list: z.array(departmentSchema) });

/** A parent names another department of the merchant's. */
const parentId = referencing(z.number().int().positive().nullable(), DEPARTMENT_ROUTES.list);

export const departmentCreateSchema = z.strictObject({ name, parent_id: parentId.default(null) });
export const departmentPatchSchema = z.strictObject({ name: name.optional(), parent_id: parentId.optional() });

/** "Set as store": the store's address (required of every store) and its caps; its name is the department's. */
export const departmentToStoreSchema = z.strictObject({
  address: stores.fields.address.schema,
  manager_cap: stores.fields.manager_cap.schema,
  guide_cap: stores.fields.guide_cap.schema,
});
