import type { FastifyInstance } from 'fastify';
import { vocabularyPath, vocabularySchema } from '../../../resources/roles/permission-vocabulary.ts';
import { merchantRoles, platformRoles } from '../../../resources/roles/roles.resource.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { addRoute } from '../../http/route.ts';
import { roleVocabulary } from './roles.service.ts';

/**
 * `GET <roles path>/vocabulary`: what a role's permission picker offers. The actions of each page
 * are the ones the app's routes really check (`declaredAccess`, hand-written modules included).
 * A merchant role is offered merchant pages; a staff role the pages its writer holds.
 */
export function roleVocabularyRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>): void {
  for (const [resource, audience] of [
    [merchantRoles, 'merchant'],
    [platformRoles, 'platform'],
  ] as const) {
    addRoute(app, {
      method: 'GET',
      url: vocabularyPath(resource.path),
      access: { page: resource.route, action: 'read' },
      summary: `The pages, actions and flags a ${audience} role may grant (its permission picker)`,
      tags: [resource.name],
      response: vocabularySchema,
      handler: async (request) => roleVocabulary(db, request.session!, audience, request.server.declaredAccess),
    });
  }
}
