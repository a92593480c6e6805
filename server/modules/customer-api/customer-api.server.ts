import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { customerApiRoutes, shareTokenRoutes } from './customer-api.routes.ts';

/**
 * The customer-facing API (`/app-api/customer/...`, issue 36): customers of showroom apps,
 * mini-programs and H5 pages sign in (identity-providers.ts), keep their profile, send intention
 * orders and DIY works; and the guides' share parameter (share-links.ts) that makes the customers
 * who arrive through their links theirs.
 */
export const customerApiServer: ModulePlugin = {
  module: 'customer-api',
  routes: (app, deps) => {
    customerApiRoutes(app, deps);
    shareTokenRoutes(app, deps);
  },
};
