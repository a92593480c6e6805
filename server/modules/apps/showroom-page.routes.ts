import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ShowroomPageConfig } from '../../../resources/apps/showroom.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { showroomPages } from './showroom-page.ts';
import { showroomService } from './showroom.service.ts';

const APP_ID = /^[1-9]\d{0,15}$/;
const NO_KEYS = { ingestion: null, customer: null };

/**
 * The showroom's page (issue 38): `/smartStore/<viewuuid>`, public, and the back office's preview
 * `/smartStore/preview/<appId>?mode=pc|mobile`, framed by the app's preview page. Both are the built
 * showroom page with its configuration in it (showroom-page.ts), never cached: the keys in it are
 * read at every request, so a rotation reaches a published page at its next load. The preview
 * carries no keys: it reads the app through the session and records nothing for the merchant.
 * Their security headers (a CSP of their own) come from server/plugins/security-headers.ts.
 */
export function showroomPageRoutes(app: FastifyInstance, deps: Pick<RouteDeps, 'db' | 'limits' | 'env'>): void {
  const pages = showroomPages(deps.env.DIST_DIR);
  const service = showroomService(deps);

  const send = async (reply: FastifyReply, status: number, config: ShowroomPageConfig) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await pages.render(config));

  // A deeper path (a link into one of its plans, say) is the same page: the page reads the rest itself.
  for (const url of ['/smartStore/:viewuuid', '/smartStore/:viewuuid/*']) {
    app.route({
      method: 'GET',
      url,
      config: { access: 'public' },
      schema: { hide: true },
      handler: async (request, reply) => {
        const { status, config } = await service.pageConfig((request.params as { viewuuid: string }).viewuuid);
        return send(reply, status, config);
      },
    });
  }
  app.route({
    method: 'GET',
    url: '/smartStore/preview/:appId',
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const { appId } = request.params as { appId: string };
      const mode = (request.query as { mode?: unknown }).mode === 'mobile' ? 'mobile' : 'pc';
      if (!APP_ID.test(appId)) return send(reply, 404, { viewuuid: null, preview: null, keys: NO_KEYS });
      return send(reply, 200, { viewuuid: null, preview: { appId: Number(appId), mode }, keys: NO_KEYS });
    },
  });
}
