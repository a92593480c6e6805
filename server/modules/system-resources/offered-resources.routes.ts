import type { FastifyInstance } from 'fastify';
import { MATERIAL_AREA_PAGES } from '../../../resources/materials/material-constants.ts';
import { OFFERED_RESOURCES_PATH, offeredResourcesSchema } from '../../../resources/system-resources/offered-resource.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { offeredResources } from './system-resources.service.ts';

// Its test (tests/server/modules/system-resources/offered-resources.test.ts) imports it from here.
export { offeredResources };

/** `GET /api/materials/system-resources`: the material centre's read-only section of shared files. */
export function offeredResourcesRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>): void {
  addRoute(app, {
    method: 'GET',
    url: OFFERED_RESOURCES_PATH,
    access: { page: MATERIAL_AREA_PAGES.center, action: 'read' },
    summary: "The platform's shared files offered to the caller's merchant (enabled ones only), newest first",
    tags: ['materials'],
    response: offeredResourcesSchema,
    handler: async (request) => ({ list: await offeredResources(db, requestScope(request)) }),
  });
}
