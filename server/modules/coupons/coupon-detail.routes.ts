import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  couponClaimsExportQuery,
  couponClaimsPage,
  couponClaimsPath,
  couponClaimsQuery,
  couponSummary,
  couponSummaryPath,
} from '../../../resources/coupons/coupon-claims.schema.ts';
import { coupons } from '../../../resources/coupons/coupons.resource.ts';
import { XLSX_MEDIA_TYPE } from '../../../resources/jobs/job.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { idParams, requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { couponClaimsPage as claimsPage, couponClaimsSheet, couponSummaryOf } from './coupon-claims.service.ts';

const TAGS = [coupons.name];

/**
 * The coupon detail page's data (issue 37, `detail/{id}`): its claimed copies (a guide: its own
 * customers' only), the same as an xlsx file, and its claims and redemptions over time with the
 * redemption rate. A coupon of another merchant, or none, is 404.
 */
export function couponDetailRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>): void {
  addRoute(app, {
    method: 'GET',
    url: couponClaimsPath(':id'),
    access: { page: coupons.route, action: 'read' },
    saleScoped: true,
    summary:
      "A page of the coupon's claimed copies, newest first: the customer, code, state (unused, used, expired), when claimed, until when, when used and on which order",
    tags: TAGS,
    params: idParams,
    querystring: couponClaimsQuery,
    response: couponClaimsPage,
    handler: async (request) => claimsPage(db, requestScope(request), request.params.id, request.query),
  });
  addRoute(app, {
    method: 'GET',
    url: `${couponClaimsPath(':id')}/export`,
    access: { page: coupons.route, action: 'export' },
    saleScoped: true,
    summary:
      "The coupon's claimed copies (all of them the caller sees: at most 1,000) as an xlsx file in the caller's language, answered at once; times in the merchant's zone",
    tags: TAGS,
    params: idParams,
    querystring: couponClaimsExportQuery,
    response: z.unknown(),
    handler: async (request, reply) => {
      const file = await couponClaimsSheet(db, requestScope(request), request.params.id, request.query.state, request.language);
      reply
        .header('content-type', XLSX_MEDIA_TYPE)
        .header('content-disposition', `attachment; filename="coupon-${request.params.id}-claims.xlsx"`)
        .header('x-content-type-options', 'nosniff');
      return reply.send(file) as never;
    },
  });
  addRoute(app, {
    method: 'GET',
    url: couponSummaryPath(':id'),
    access: { page: coupons.route, action: 'read' },
    summary:
      "The coupon's copies claimed and used, the redemption rate (used ÷ claimed), and claims and redemptions per day of the merchant's zone over the coupon's life",
    tags: TAGS,
    params: idParams,
    response: couponSummary,
    handler: async (request) => couponSummaryOf(db, requestScope(request), request.params.id),
  });
}
