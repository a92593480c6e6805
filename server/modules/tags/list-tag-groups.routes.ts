import type { FastifyInstance } from 'fastify';
import { listTagGroupsAccess, listTagGroupsPath, listTagGroupsSchema } from '../../../resources/engine/list-tag-groups.ts';
import { TAG_AREAS } from '../../../resources/tags/tags.resource.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { listTagGroups } from './tag-groups.service.ts';

const KNOWN_AREAS = new Set<string>(TAG_AREAS.map(({ area }) => area));

/**
 * `GET <list path>/tag-groups` for every tagged list: the groups of its area that the session's
 * scope sees, by name, for whoever may read the list (resources/engine/list-tag-groups.ts).
 */
export function listTagGroupsRoutes(app: FastifyInstance, { db, resources }: Pick<RouteDeps, 'db' | 'resources'>): void {
  for (const resource of resources) {
    const area = resource.tagArea;
    if (!area || !KNOWN_AREAS.has(area)) continue;
    addRoute(app, {
      method: 'GET',
      url: listTagGroupsPath(resource),
      access: listTagGroupsAccess(resource),
      summary: `The tag groups of ${resource.name}, read-only, for whoever may read the list (to filter it and read its tags)`,
      tags: [resource.name],
      response: listTagGroupsSchema,
      handler: async (request) => listTagGroups(db, area, requestScope(request)),
    });
  }
}
