import type { FastifyInstance } from 'fastify';
import { APP_PLATFORMS, CLIENT_CONFIG_PATH, clientConfigSchema } from '../../../resources/session/client-config.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { addRoute } from '../../http/route.ts';
import { publishedVersion } from './client-config.service.ts';

export function clientConfigRoutes(app: FastifyInstance, { env, db }: Pick<RouteDeps, 'env' | 'db'>): void {
  addRoute(app, {
    method: 'GET',
    url: CLIENT_CONFIG_PATH,
    access: 'public',
    summary: 'Browser configuration needed before login: the origins allowed to steer the app by window message, the host prefixes picking the login variant',
    tags: ['app'],
    response: clientConfigSchema,
    handler: async () => ({
      embedOrigins: env.embedOrigins,
      hostPrefixes: { superHostPrefixes: env.superHostPrefixes, subHostPrefixes: env.subHostPrefixes },
    }),
  });

  // Spec §7: version info is a static file per platform. Not under /api: a plain JSON file.
  app.get<{ Params: { platform: string } }>('/version/:platform', { schema: { hide: true } }, async (request, reply) => {
    const platform = request.params.platform.replace(/\.json$/, '');
    if (!(APP_PLATFORMS as readonly string[]).includes(platform)) return reply.code(404).send({ message: 'unknown platform' });
    const published = await publishedVersion(db, platform);
    if (!published) return reply.code(404).send({ message: 'no version published' });
    return reply.header('cache-control', 'no-cache').send(published);
  });
}
