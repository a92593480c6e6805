import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '../../../resources/constants.ts';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { listTagGroupsAccess, listTagGroupsPath, listTagGroupsSchema, type TagGroup } from '../../../resources/engine/list-tag-groups.ts';
import { TAG_AREAS, tagResourceOf } from '../../../resources/tags/tags.resource.ts';
import type { Db } from '../../db/database.ts';
import { requestScope } from '../../engine/request-context.ts';
import { resourceTable } from '../../engine/resource-table.ts';
import { addRoute } from '../../http/route.ts';

const KNOWN_AREAS = new Set<string>(TAG_AREAS.map(({ area }) => area));

/**
 * `GET <list path>/tag-groups` for every tagged list: the groups of its area that the session's
 * scope sees, by name, for whoever may read the list (resources/engine/list-tag-groups.ts).
 */
export function listTagGroupsRoutes(app: FastifyInstance, { db, resources }: { db: Db; resources: readonly ResourceDefinition[] }): void {
  for (const resource of resources) {
    if (!resource.tagArea || !KNOWN_AREAS.has(resource.tagArea)) continue;
    const groups = tagResourceOf(resource.tagArea);
    addRoute(app, {
      method: 'GET',
      url: listTagGroupsPath(resource),
      access: listTagGroupsAccess(resource),
      summary: `The tag groups of ${resource.name}, read-only, for whoever may read the list (to filter it and read its tags)`,
      tags: [resource.name],
      response: listTagGroupsSchema,
      handler: async (request) => {
        const list = (await resourceTable(db, groups, requestScope(request))
          .selectFrom()
          .select(['tag_groups.id', 'tag_groups.name', 'tag_groups.multiple', 'tag_groups.items'])
          .orderBy('tag_groups.name')
          .orderBy('tag_groups.id')
          .limit(MAX_PAGE_SIZE)
          .execute()) as TagGroup[];
        return { list };
      },
    });
  }
}
