import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { publishableKeysRoutes } from './publishable-keys.routes.ts';

/** The merchant's statistics key, shown and reissued under App settings. */
export const publishableKeysServer: ModulePlugin = {
  module: 'publishable-keys',
  routes: (app, deps) => {
    publishableKeysRoutes(app, deps);
  },
};
