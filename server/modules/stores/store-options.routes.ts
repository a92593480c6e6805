import type { FastifyInstance } from 'fastify';
import { STORE_OPTIONS_ACCESS, STORE_OPTIONS_MAX, STORE_OPTIONS_PATH, storeOptionsSchema } from '../../../resources/commodities/store-options.schema.ts';
import type { Db } from '../../db/database.ts';
import { requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/**
 * The stores of the session's merchant as `{ id, name }`, by name: the organisations partial
 * public-library visibility names (spec §4). Never another merchant's (ACCESS.md).
 */
export function storeOptionsRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  addRoute(app, {
    method: 'GET',
    url: STORE_OPTIONS_PATH,
    access: STORE_OPTIONS_ACCESS,
    summary: "Your merchant's stores (id and name), to choose who sees goods shared partly",
    tags: ['stores'],
    response: storeOptionsSchema,
    handler: async (request) => {
      const rows = await tenantTable(db, 'stores', requestScope(request))
        .selectFrom()
        .select(['stores.id', 'stores.name'])
        .orderBy('stores.name')
        .orderBy('stores.id')
        .limit(STORE_OPTIONS_MAX)
        .execute();
      return { list: rows.map((row) => ({ id: Number(row.id), name: String(row.name) })) };
    },
  });
}
