import { activities } from '../../../resources/activities/activities.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { setFields } from '../../engine/record-actions.ts';

/** Activities' server side: the status moves through the declared machine (resources/activities/activities.resource.ts). */
export const activitiesServer = entityPlugin(activities, {
  actions: {
    pause: { run: setFields(() => ({ status: 'paused' })) },
    resume: { run: setFields(() => ({ status: 'live' })) },
    remove: { run: setFields(() => ({ status: 'deleted' })) },
  },
});
