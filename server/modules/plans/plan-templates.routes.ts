import type { FastifyInstance } from 'fastify';
import { fromTemplatePath, fromTemplateSchemaFor, templatesPath, usableTemplatesSchema } from '../../../resources/plans/plan-templates.schema.ts';
import { halls, plans } from '../../../resources/plans/plans.resource.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { requestScope, writeContext } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { createFromTemplate, usableTemplates } from './plan-templates.service.ts';

/** A merchant's start from a template (the rules are in plan-templates.service.ts): for plans and for halls. */
export function planTemplateRoutes(app: FastifyInstance, { db, resources }: Pick<RouteDeps, 'db' | 'resources'>): void {
  for (const [declared, kind] of [
    [plans, 'plan'],
    [halls, 'hall'],
  ] as const) {
    // The served declaration, which carries its plug-in (the create's rules run through it).
    const resource = resources.find((served) => served.name === declared.name);
    if (!resource) continue;
    addRoute(app, {
      method: 'GET',
      url: templatesPath(resource.path),
      access: { page: resource.route, action: 'create' },
      summary: `The published ${kind} templates the merchant's template privilege opens (none, basic ones, or all)`,
      tags: [resource.name],
      response: usableTemplatesSchema,
      handler: async (request) => usableTemplates(db, requestScope(request), kind),
    });
    addRoute(app, {
      method: 'POST',
      url: fromTemplatePath(resource.path),
      access: { page: resource.route, action: 'create' },
      summary: `A new ${kind} from a published template: its fields and published scenes (the plan and template caps apply)`,
      tags: [resource.name],
      body: fromTemplateSchemaFor(resource.path),
      response: resource.recordSchema,
      handler: async (request) => createFromTemplate(writeContext(db, request), resource, kind, request.body),
    });
  }
}
