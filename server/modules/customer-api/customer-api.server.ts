import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { customerActivityRoutes } from './activities.routes.ts';
import { customerCouponRoutes } from './coupons.routes.ts';
import { customerApiRoutes, shareTokenRoutes } from './customer-api.routes.ts';

/**
 * The customer-facing API (`/app-api/customer/...`, issue 36): customers of showroom apps,
 * mini-programs and H5 pages sign in (identity-providers.ts), keep their profile, send intention
 * orders and DIY works; and the guides' share parameter (share-links.ts) that makes the customers
 * who arrive through their links theirs; and coupons (coupons.routes.ts, issue 37).
 */
export const customerApiServer: ModulePlugin = {
  module: 'customer-api',
  routes: (app, deps) => {
    customerApiRoutes(app, deps);
    shareTokenRoutes(app, deps);
    // Activities' sign-ups and sign-ins, and appointments (activities.routes.ts, issue 37).
    customerActivityRoutes(app, deps);
    customerCouponRoutes(app, deps);
  },
};
