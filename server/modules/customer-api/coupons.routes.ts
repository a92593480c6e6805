import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  couponClaim,
  customerClaimsPage,
  customerClaimsQuery,
  customerCouponsPage,
  customerCouponsQuery,
} from '../../../resources/coupons/coupon-claims.schema.ts';
import { CUSTOMER_API_PREFIX, CUSTOMER_TOKEN_KEYWORD } from '../../../resources/customers/customer-api.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { idParams } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { type Claimant, claimableCouponsPage, claimCoupon, ownClaimsPage } from '../coupons/coupon-claims.service.ts';
import { customerApi } from './customer-api.service.ts';

const TAGS = ['customer-api'];
const LIMITS_NOTE = 'Limited per customer (CUSTOMER_API_PER_IDENTITY_PER_MINUTE) and per address (CUSTOMER_API_PER_ADDRESS_PER_MINUTE), code 429 past either';

/** The key's merchant and the caller's customer (none for a guest that has not left its phone: 403 on every route here). */
const claimantOf = (request: FastifyRequest): Claimant => ({ merchantId: request.keyHolder!.merchantId, customerId: request.customerIdentity!.customer_id });

/**
 * Coupons on the customer-facing API (issue 37 "On the customer-facing API"): the merchant's
 * coupons a customer may claim now, a claim (exact under races: server/modules/coupons), and the
 * customer's own copies. Past the same gate as customer-api.routes.ts's signed-in routes: the
 * `customer` key names the merchant, the Bearer token the customer (401 otherwise), and every call
 * counts against the customer's and the address's limits.
 */
export function customerCouponRoutes(app: FastifyInstance, deps: Pick<RouteDeps, 'db' | 'env' | 'limits' | 'storage' | 'resources'>): void {
  const api = customerApi(deps);
  const { db } = deps;
  void app.register(async (signedIn) => {
    signedIn.decorateRequest('customerIdentity', null);
    signedIn.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, [CUSTOMER_TOKEN_KEYWORD]: true } as typeof route.schema;
    });
    signedIn.addHook('onRequest', async (request) => {
      request.customerIdentity = await api.authenticate(request.keyHolder!, request.headers.authorization);
    });
    signedIn.addHook('preHandler', async (request) => api.spend(request.customerIdentity!, request.ip));

    addRoute(signedIn, {
      method: 'GET',
      url: `${CUSTOMER_API_PREFIX}/coupons`,
      access: 'public',
      publishableKey: 'customer',
      summary: `The merchant's coupons the customer may claim now (live, within their validity, copies left), newest first, each with the copies the customer holds; \`place\` keeps those shown at one display place. ${LIMITS_NOTE}`,
      tags: TAGS,
      querystring: customerCouponsQuery,
      response: customerCouponsPage,
      handler: async (request) => claimableCouponsPage(db, claimantOf(request), request.query),
    });
    addRoute(signedIn, {
      method: 'POST',
      url: `${CUSTOMER_API_PREFIX}/coupons/:id/claim`,
      access: 'public',
      publishableKey: 'customer',
      summary: `Claim a copy of a coupon: answers the copy with its code and expiry. 409 when the coupon is not live or outside its validity (paused and deleted coupons are not claimed), when every copy is claimed, or when the customer holds its limit per person. Exact under parallel claims. ${LIMITS_NOTE}`,
      tags: TAGS,
      params: idParams,
      response: couponClaim,
      handler: async (request) => claimCoupon(db, claimantOf(request), request.params.id),
    });
    addRoute(signedIn, {
      method: 'GET',
      url: `${CUSTOMER_API_PREFIX}/coupon-claims`,
      access: 'public',
      publishableKey: 'customer',
      summary: `The customer's own coupon copies, newest first, with their coupon's name and value and their state (unused, used, expired: unused past its expiry). Copies of a coupon paused or deleted since stay usable within their validity. ${LIMITS_NOTE}`,
      tags: TAGS,
      querystring: customerClaimsQuery,
      response: customerClaimsPage,
      handler: async (request) => ownClaimsPage(db, claimantOf(request), request.query),
    });
  });
}
