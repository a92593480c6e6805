import type { FastifyInstance } from 'fastify';
import { STORE_OPTIONS_ACCESS, STORE_OPTIONS_PATH, storeOptionsSchema } from '../../../resources/commodities/store-options.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { storeOptions } from './stores.service.ts';

/**
 * The stores of the session's merchant as `{ id, name }`, by name: the organisations partial
 * public-library visibility names (spec §4). Never another merchant's (ACCESS.md).
 */
export function storeOptionsRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>): void {
  addRoute(app, {
    method: 'GET',
    url: STORE_OPTIONS_PATH,
    access: STORE_OPTIONS_ACCESS,
    summary: "Your merchant's stores (id and name), to choose who sees goods shared partly",
    tags: ['stores'],
    response: storeOptionsSchema,
    handler: async (request) => storeOptions(db, requestScope(request)),
  });
}
