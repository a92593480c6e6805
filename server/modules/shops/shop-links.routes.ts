import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { SHOP_DUE_DAYS } from '../../../resources/shops/shop-status.ts';
import { marketplaceShops, VIEWUUID_PATTERN } from '../../../resources/shops/shops.resource.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { SHARE_PATTERN } from '../customer-api/share-links.ts';
import { miniProgramLink, shopsAboutToExpire, viewCodes } from './shops.service.ts';

const viewBody = z.strictObject({ viewuuid: z.string().trim().regex(VIEWUUID_PATTERN, { error: 'validation.viewuuid' }) });
/** A code may carry a guide's share parameter (GET /api/customers/share-token), put on the view's URL of a local QR code. */
const codeBody = viewBody.extend({
  share: z.string().regex(SHARE_PATTERN, { error: 'validation.shareParameter' }).optional().meta({
    description:
      "A guide's share parameter (GET /api/customers/share-token): the local QR code's URL carries it as `share=`; WeChat's code cannot (its scene is the view id)",
  }),
});
const pageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});

/**
 * The shops' routes beyond the engine's (spec §7 "Shops"): the shops about to expire, a view's
 * marketplace mini-program link, and its WeChat mini-program code as a PNG.
 */
export function shopLinksRoutes(app: FastifyInstance, { db, env }: Pick<RouteDeps, 'db' | 'env'>): void {
  const tags = [marketplaceShops.name];
  const served = marketplaceShops;
  addRoute(app, {
    method: 'GET',
    url: `${served.path}/about/to/expire`,
    access: { page: served.route, action: 'read' },
    summary: `Shops whose expiry date falls within ${SHOP_DUE_DAYS} days (expiry status 3), soonest first; disabled and deleted shops left out`,
    tags,
    querystring: pageQuery,
    response: z.object({ list: z.array(served.listRecordSchema), total: z.number().int().optional(), page: z.number().int(), pageSize: z.number().int() }),
    handler: async (request) =>
      // The page's rows come as JSON text (list-page.ts `RawJson`), sent as they are: the response type cannot see them as rows.
      (await shopsAboutToExpire(db, requestScope(request), request.query)) as unknown as { list: []; page: number; pageSize: number },
  });
  addRoute(app, {
    method: 'POST',
    url: '/api/taobao/mini/link',
    access: 'session',
    readOnly: true,
    summary: "A view's page in the marketplace mini-program (MARKETPLACE_MINI_APP_ID); the client sends nothing without a view id",
    tags,
    body: viewBody,
    response: z.object({ link: z.url() }),
    handler: async (request) => ({ link: miniProgramLink(env, request.body.viewuuid) }),
  });
  const codeOf = viewCodes(env);
  app.route({
    method: 'POST',
    url: '/api/wechat/mini/getwxacodeunlimit',
    config: { access: 'session', readOnly: true },
    schema: {
      summary:
        "A view's mini-program code as a PNG: from WeChat when WECHAT_APP_ID is set (its scene the view id: a guide's share cannot ride on it), else a QR code of the view's URL drawn here, with `share=` on it when a share is given. A JSON answer is a failure ('Export QR code failed; try later').",
      tags,
      body: codeBody,
      'x-download': 'png',
    } as FastifySchema,
    handler: async (request, reply) => {
      const view = request.body as z.infer<typeof codeBody>;
      const png = await codeOf(view, `${request.protocol}://${request.host}`, request.log);
      return reply.type('image/png').header('content-disposition', `inline; filename="${view.viewuuid}.png"`).send(png);
    },
  });
}
