import type { FastifyInstance } from 'fastify';
import { PLAN_IMPORT_CONFIG_PATH, planImportConfigSchema } from '../../../resources/plans/plan-import-config.schema.ts';
import { plans } from '../../../resources/plans/plans.resource.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { readImportConfig, replaceImportConfig } from './plan-import-config.service.ts';

/**
 * Spec §3 "Import config": `GET` and `PUT /api/plans/import-config`, the resolution and type a new
 * plan or hall takes when its create names none. Read with the plans page, replaced with its edit
 * permission (guides read it); real-time rendering only with the merchant's rendering permission.
 */
export function planImportConfigRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>): void {
  addRoute(app, {
    method: 'GET',
    url: PLAN_IMPORT_CONFIG_PATH,
    access: { page: plans.route, action: 'read' },
    summary: "The merchant's import config: the resolution and type new plans and halls take when their create names none",
    tags: [plans.name],
    response: planImportConfigSchema,
    handler: async (request) => readImportConfig(db, requestScope(request)),
  });
  addRoute(app, {
    method: 'PUT',
    url: PLAN_IMPORT_CONFIG_PATH,
    access: { page: plans.route, action: 'edit' },
    summary: "Replaces the merchant's import config (real-time rendering needs the rendering permission)",
    tags: [plans.name],
    body: planImportConfigSchema,
    response: planImportConfigSchema,
    handler: async (request) => replaceImportConfig(db, requestScope(request), request.body),
  });
}
