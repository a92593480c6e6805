import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { publishableKeysRoutes } from './publishable-keys.routes.ts';

/** The merchant's publishable keys (statistics, customer), shown and reissued under App settings; `ensureCustomerKey` for apps. */
export const publishableKeysServer: ModulePlugin = {
  module: 'publishable-keys',
  routes: (app, deps) => {
    publishableKeysRoutes(app, deps);
  },
};
