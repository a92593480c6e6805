import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { halls, hallTemplates, planTemplates, plans } from '../../../resources/plans/plans.resource.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { idParams, requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { panoramasPath, planImportBodySchema, planImportStartedSchema } from './plan-import.schema.ts';
import { type ImportDeps, startImport } from './plan-import.service.ts';

function importRouteOf(app: FastifyInstance, deps: ImportDeps, resource: ResourceDefinition): void {
  addRoute(app, {
    method: 'POST',
    url: panoramasPath(resource.path, ':id'),
    access: { page: resource.route, action: 'import' },
    summary: `Imports panoramas into one of ${resource.name} as a job (local gallery, a panorama link, or a Kujiale design); answers the job's id`,
    tags: [resource.name],
    params: idParams,
    body: planImportBodySchema,
    response: planImportStartedSchema,
    handler: async (request) => {
      const starter = { scope: requestScope(request), accountId: request.session!.accountId, language: request.language };
      return { job: await startImport(deps, resource, starter, request.params.id, request.body) };
    },
  });
}

/** The panorama import of plans, halls and both kinds of template (the job itself is plan-import.ts). */
export function planImportRoutes(app: FastifyInstance, deps: Pick<RouteDeps, 'db' | 'env' | 'jobs'>): void {
  for (const resource of [plans, halls, hallTemplates, planTemplates]) importRouteOf(app, deps, resource);
}
