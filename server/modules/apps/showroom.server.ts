import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { showroomPageRoutes } from './showroom-page.routes.ts';
import { showroomRoutes } from './showroom.routes.ts';

/**
 * The public showroom (issue 38): `/smartStore/<viewuuid>`, its page with the merchant's live keys
 * in it (showroom-page.routes.ts), its calls under `/app-api/showroom/...` and the back office's
 * preview of an app (showroom.routes.ts).
 */
export const showroomServer: ModulePlugin = {
  module: 'showroom',
  routes: (app, deps) => {
    showroomRoutes(app, deps);
    showroomPageRoutes(app, deps);
  },
};
