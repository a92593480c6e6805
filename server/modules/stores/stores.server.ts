import { sql } from 'kysely';
import { stores } from '../../../resources/stores/stores.resource.ts';
import type { ChoicesOf } from '../../engine/entity-plugin.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { AppError, type FieldErrors, invalid } from '../../http/app-error.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';
import { STORE_CAP_COLUMNS, storeHolders } from '../accounts/account-caps.ts';
import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { departmentsRoutes } from './departments.routes.ts';
import { storeOptionsRoutes } from './store-options.routes.ts';

/** The merchant's albums, by name: what a store shows as its album (spec §3). */
const albumChoices: ChoicesOf = async ({ db, scope }) =>
  scope.kind !== 'merchant'
    ? []
    : (await tenantTable(db, 'albums', scope).selectFrom().select(['albums.id', 'albums.name']).orderBy('albums.name').limit(1_000).execute()).map((row) => ({
        id: Number(row.id),
        name: String(row.name),
      }));

/**
 * The stores' server side: the album must be the merchant's; a cap cannot drop below the managers
 * or guides the store already has; a store that still has accounts is not deleted.
 */
export const storesServer = entityPlugin(stores, {
  validate: async ({ trx, ctx, action, id, values }) => {
    const errors: FieldErrors = {};
    if (values.album_id) {
      const album = await tenantTable(trx, 'albums', ctx.scope).selectFrom().select('albums.id').where('albums.id', '=', values.album_id).executeTakeFirst();
      if (!album) errors.album_id = ['validation.noSuchAlbum'];
    }
    if (action === 'update') {
      for (const position of ['manager', 'guide'] as const) {
        const field = STORE_CAP_COLUMNS[position];
        const count = await storeHolders(trx, id, position);
        if (values[field] < count) errors[field] = [{ key: 'validation.capBelowHolders', params: { count } }];
      }
    }
    if (Object.keys(errors).length) throw invalid(errors);
  },
  beforeDelete: async ({ trx, id }) => {
    const accounts = await sql<{ count: number }>`select count(*)::int as count from accounts where store_id = ${id}`.execute(trx);
    const count = accounts.rows[0]?.count ?? 0;
    if (count > 0) throw new AppError(409, 'errors.storeHasAccounts', { params: { count } });
  },
  choices: { album_id: albumChoices },
});

/** The store pick-lists and the departments tree. */
export const storeRoutesServer: ModulePlugin = {
  module: 'stores-routes',
  routes: (app, deps) => {
    storeOptionsRoutes(app, deps);
    departmentsRoutes(app, deps);
  },
};
