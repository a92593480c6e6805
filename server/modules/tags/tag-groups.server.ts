import { tagResources } from '../../../resources/tags/tags.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { dropRemovedItems } from '../../engine/tags.repository.ts';
import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { listTagGroupsRoutes } from './list-tag-groups.routes.ts';

/** Every area's tag groups: records stop carrying an item its group no longer has. */
export const tagGroupsServer = tagResources.map((resource) =>
  entityPlugin(resource, {
    afterWrite: async (trx, _resource, event) => {
      if (event.action === 'update') {
        await dropRemovedItems(trx, event.id, event.before.items, event.after.items);
      }
    },
  }),
);

/** The tag groups a list filters by. */
export const listTagGroupsServer: ModulePlugin = {
  module: 'list-tag-groups',
  routes: (app, deps) => {
    listTagGroupsRoutes(app, deps);
  },
};
