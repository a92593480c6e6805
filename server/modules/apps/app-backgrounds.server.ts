import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { appBackgroundsRoutes } from './app-backgrounds.routes.ts';

/** The merchant's background library under App settings, which the app form picks backgrounds from. */
export const appBackgroundsServer: ModulePlugin = {
  module: 'app-backgrounds',
  routes: (app, deps) => {
    appBackgroundsRoutes(app, deps);
  },
};
