import { stores } from '../../../resources/stores/stores.resource.ts';
import type { ChoicesOf } from '../../engine/entity-plugin.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { AppError, type FieldErrors, invalid } from '../../http/app-error.ts';
import { STORE_CAP_COLUMNS, storeHolders } from '../accounts/account-caps.ts';
import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { departmentsRoutes } from './departments.routes.ts';
import { storeOptionsRoutes } from './store-options.routes.ts';
import { departmentIsFree, departmentRows, insertDepartment } from './departments.repository.ts';
import { albumExists, albumNames, storeAccountCount } from './stores.repository.ts';

/** The merchant's albums, by name: what a store shows as its album (spec §3). */
const albumChoices: ChoicesOf = async ({ db, scope }) =>
  scope.kind !== 'merchant' ? [] : (await albumNames(db, scope)).map((row) => ({ id: Number(row.id), name: String(row.name) }));

/** The merchant's departments, by name: what a new store is made as, and what the list names a store's department by. */
const departmentChoices: ChoicesOf = async ({ db, scope }) =>
  scope.kind !== 'merchant' ? [] : (await departmentRows(db, scope)).map((row) => ({ id: Number(row.id), name: String(row.name) }));

/**
 * The stores' server side: the album must be the merchant's; a new store is a department no store
 * is made of yet, or gets a department of its name at the top of the tree (so the tree beside the
 * list holds every store); a cap cannot drop below the managers
 * or guides the store already has; a store that still has accounts is not deleted.
 */
export const storesServer = entityPlugin(stores, {
  validate: async ({ trx, ctx, action, id, values }) => {
    const errors: FieldErrors = {};
    if (values.album_id && !(await albumExists(trx, ctx.scope, values.album_id))) errors.album_id = ['validation.noSuchAlbum'];
    if (action === 'create' && values.department_id && !(await departmentIsFree(trx, ctx.scope, values.department_id)))
      errors.department_id = ['validation.departmentTaken'];
    if (action === 'update') {
      for (const position of ['manager', 'guide'] as const) {
        const field = STORE_CAP_COLUMNS[position];
        const count = await storeHolders(trx, id, position);
        if (values[field] < count) errors[field] = [{ key: 'validation.capBelowHolders', params: { count } }];
      }
    }
    if (Object.keys(errors).length) throw invalid(errors);
  },
  prepare: async ({ trx, ctx, action, values }) =>
    action === 'create' && !values.department_id ? { department_id: await insertDepartment(trx, ctx.scope, { name: values.name, parent_id: null }) } : {},
  beforeDelete: async ({ trx, ctx, id }) => {
    const count = await storeAccountCount(trx, ctx.scope, id);
    if (count > 0) throw new AppError(409, 'errors.storeHasAccounts', { params: { count } });
  },
  choices: { album_id: albumChoices, department_id: departmentChoices },
});

/** The store pick-lists and the departments tree. */
export const storeRoutesServer: ModulePlugin = {
  module: 'stores-routes',
  routes: (app, deps) => {
    storeOptionsRoutes(app, deps);
    departmentsRoutes(app, deps);
  },
};
