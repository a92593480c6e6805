import { tagResources } from '../../../resources/tags/tags.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { dropRemovedItems } from '../../engine/tags.repository.ts';

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
