import type { FastifyInstance } from 'fastify';
import { couponClaim, customerClaimsList, customerCouponClaimsPath, redeemBody } from '../../../resources/coupons/coupon-claims.schema.ts';
import { customers } from '../../../resources/customers/customers.resource.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { idParams, requestScope, writeContext } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { customerClaims, redeemByCode } from './coupon-claims.service.ts';

/**
 * A customer's coupon copies in the back office (issue 37): the customer detail page's Coupons tab
 * reads them, and a guide or manager redeems one by the code the customer shows at the store (the
 * customer list's `edit`). Each first finds the customer in the caller's scope, so a guide gets
 * 404 for a customer not its own, as for another merchant's or a missing one.
 */
export function couponRedeemRoutes(app: FastifyInstance, { db, resources }: Pick<RouteDeps, 'db' | 'resources'>): void {
  addRoute(app, {
    method: 'GET',
    url: customerCouponClaimsPath(':id'),
    access: { page: customers.route, action: 'read' },
    saleScoped: true,
    summary: "One customer's coupon copies, newest first (at most 500): each with its coupon's name and value, its code and state (unused, used, expired)",
    tags: [customers.name],
    params: idParams,
    response: customerClaimsList,
    handler: async (request) => customerClaims(db, requestScope(request), request.params.id),
  });
  addRoute(app, {
    method: 'POST',
    url: `${customerCouponClaimsPath(':id')}/redeem`,
    access: { page: customers.route, action: 'edit' },
    saleScoped: true,
    summary:
      "Redeems one of the customer's copies by its code, once: 422 on `code` when the customer holds no copy with it, 409 when the copy is already used or has expired. Audited as the coupon's `redeem`",
    tags: [customers.name],
    params: idParams,
    body: redeemBody,
    response: couponClaim,
    handler: async (request) => redeemByCode(writeContext(db, request), resources, request.params.id, request.body.code),
  });
}
