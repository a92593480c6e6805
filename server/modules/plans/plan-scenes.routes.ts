import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { planScenesSchema, saveScenesSchema, scenesPath } from '../../../resources/plans/plan-scenes.schema.ts';
import { halls, hallTemplates, planTemplates, plans } from '../../../resources/plans/plans.resource.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { idParams, requestScope, writeContext } from '../../engine/request-context.ts';
import { servedAs } from '../../engine/served-resource.ts';
import { addRoute } from '../../http/route.ts';
import { readScenes, saveScenes } from './plan-scenes.service.ts';

function scenesRoutesOf(app: FastifyInstance, db: RouteDeps['db'], resource: ResourceDefinition): void {
  const tags = [resource.name];
  addRoute(app, {
    method: 'GET',
    url: scenesPath(resource.path, ':id'),
    access: { page: resource.route, action: 'read' },
    summary: `The scenes of one of ${resource.name}: the draft the editor works on, its revision, and what is published`,
    tags,
    params: idParams,
    response: planScenesSchema,
    handler: async (request) => readScenes(db, resource, requestScope(request), request.params.id),
  });
  addRoute(app, {
    method: 'PUT',
    url: scenesPath(resource.path, ':id'),
    access: { page: resource.route, action: 'edit' },
    summary: `Saves the draft scenes of one of ${resource.name} (409 when another save came first: reload and edit again)`,
    tags,
    params: idParams,
    body: saveScenesSchema,
    response: planScenesSchema,
    handler: async (request) => saveScenes(writeContext(db, request), resource, request.params.id, request.body),
  });
}

/** The scenes of plans, halls and both kinds of template (the editor and the publish page's API). */
export function planScenesRoutes(app: FastifyInstance, { db, resources }: Pick<RouteDeps, 'db' | 'resources'>): void {
  for (const resource of [plans, halls, hallTemplates, planTemplates]) scenesRoutesOf(app, db, servedAs(resources, resource));
}
