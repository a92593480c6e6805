import type { FastifyInstance } from 'fastify';
import { intentionOrders } from '../../../resources/intention-orders/intention-orders.resource.ts';
import {
  SELLER_CUSTOMER_ORDERS_PATH,
  sellerOrdersPage,
  sellerOrdersParams,
  sellerOrdersQuery,
} from '../../../resources/intention-orders/seller-orders.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { mpUserOrders } from './intention-orders.service.ts';

/** The intention orders' own route beside the generated ones: spec §7's orders of one mini-program user. */
export function intentionOrdersRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>): void {
  addRoute(app, {
    method: 'GET',
    url: SELLER_CUSTOMER_ORDERS_PATH,
    access: { page: intentionOrders.route, action: 'read' },
    saleScoped: true,
    summary: "One mini-program user's intention orders (its customer's), newest first, in the caller's scope: a guide gets its own customers' only",
    tags: ['intention-orders'],
    params: sellerOrdersParams,
    querystring: sellerOrdersQuery,
    response: sellerOrdersPage,
    handler: async (request) => mpUserOrders(db, requestScope(request), request.params.mpUserId, request.query),
  });
}
