import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { preferencesRoutes } from './preferences.routes.ts';

/** The account preferences (column choices, saved filters…), read and written by their owner. */
export const preferencesRoutesServer: ModulePlugin = {
  module: 'preferences',
  routes: (app, deps) => {
    preferencesRoutes(app, deps);
  },
};
