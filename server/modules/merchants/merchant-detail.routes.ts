import type { FastifyInstance } from 'fastify';
import { merchantDetailPath, merchantDetailSchema } from '../../../resources/merchants/merchant-detail.schema.ts';
import { merchants } from '../../../resources/merchants/merchants.resource.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { idParams, requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { merchantDetail } from './merchant-detail.service.ts';

/**
 * `GET /api/merchants/:id/detail` (issue 19): the merchant with its shops, accounts, usage against
 * its caps and last audit entries, for `/businessManagement/businessInfo/detail/{id}`. Read access
 * on the merchants page, so the operator's only; a missing merchant is 404.
 */
export function merchantDetailRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>): void {
  addRoute(app, {
    method: 'GET',
    url: merchantDetailPath(':id'),
    access: { page: merchants.route, action: 'read' },
    summary: 'One merchant with its shops, orders, accounts, usage against its caps and its last audit entries',
    tags: [merchants.name],
    params: idParams,
    response: merchantDetailSchema,
    handler: async (request) => merchantDetail(db, requestScope(request), request.params.id, request.language),
  });
}
