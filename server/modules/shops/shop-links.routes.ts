import type { FastifyInstance, FastifySchema } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { SHOP_DUE_DAYS, SHOP_STATUS, SHOP_STATUSES } from '../../../resources/shops/shop-status.ts';
import { marketplaceShops, VIEWUUID_PATTERN } from '../../../resources/shops/shops.resource.ts';
import type { Db } from '../../db/database.ts';
import { listRecords } from '../../engine/list-page.ts';
import { toListQuery } from '../../engine/list-query.ts';
import { requestScope } from '../../engine/request-context.ts';
import type { Env } from '../../env.ts';
import { AppError, conflict } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';
import { marketplaceMiniLink } from './marketplace.ts';
import { WechatError, wechatFrom } from './wechat.ts';

const viewBody = z.strictObject({ viewuuid: z.string().trim().regex(VIEWUUID_PATTERN, { error: 'validation.viewuuid' }) });
const pageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});
/** The mini-program page that shows a view (its scene is the view's id). */
const WECHAT_VIEW_PAGE = 'pages/view/index';

/** Where a view opens: VIEW_URL with the id put in, or this server's own /view/<id>. */
export function viewUrl(env: Env, origin: string, viewuuid: string): string {
  return env.VIEW_URL ? env.VIEW_URL.replace('{viewuuid}', encodeURIComponent(viewuuid)) : `${origin}/view/${encodeURIComponent(viewuuid)}`;
}

/**
 * The shops' routes beyond the engine's (spec §7 "Shops"): the shops about to expire, a view's
 * marketplace mini-program link, and its WeChat mini-program code as a PNG.
 */
export function shopLinksRoutes(app: FastifyInstance, { db, env }: { db: Db; env: Env }): void {
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
    handler: async (request) => {
      const live = SHOP_STATUSES.filter((status) => status !== SHOP_STATUS.disabled && status !== SHOP_STATUS.deleted);
      const query = toListQuery(served, { ...request.query, expiry_status: 3, status_in: live, sort: 'expire_at' });
      return (await listRecords(db, served, requestScope(request), query)) as unknown as { list: []; page: number; pageSize: number };
    },
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
    handler: async (request) => {
      if (!env.MARKETPLACE_MINI_APP_ID) throw conflict('errors.miniProgramNotConfigured');
      return { link: marketplaceMiniLink(env.MARKETPLACE_MINI_APP_ID, request.body.viewuuid) };
    },
  });
  const wechat = wechatFrom(env);
  app.route({
    method: 'POST',
    url: '/api/wechat/mini/getwxacodeunlimit',
    config: { access: 'session', readOnly: true },
    schema: {
      summary:
        "A view's mini-program code as a PNG: from WeChat when WECHAT_APP_ID is set, else a QR code of the view's URL drawn here. A JSON answer is a failure ('Export QR code failed; try later').",
      tags,
      body: viewBody,
      'x-download': 'png',
    } as FastifySchema,
    handler: async (request, reply) => {
      const { viewuuid } = request.body as z.infer<typeof viewBody>;
      let png: Buffer;
      try {
        png = wechat
          ? await wechat.unlimitedCode(viewuuid.replaceAll('-', ''), WECHAT_VIEW_PAGE)
          : await QRCode.toBuffer(viewUrl(env, `${request.protocol}://${request.host}`, viewuuid), { type: 'png', margin: 2, width: 430 });
      } catch (error) {
        if (!(error instanceof WechatError)) throw error;
        request.log.warn({ err: error }, 'WeChat refused a mini-program code');
        throw new AppError(502, 'errors.qrCodeFailed');
      }
      return reply.type('image/png').header('content-disposition', `inline; filename="${viewuuid}.png"`).send(png);
    },
  });
}
