import type { FastifyInstance } from 'fastify';
import { APP_PLATFORMS, clientConfigSchema, versionFileSchema } from '../../../resources/session/client-config.schema.ts';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { addRoute } from '../../http/route.ts';

/**
 * The published version of a platform: the one released last (update_time not in the future) of
 * the versions operators keep at /systemManagement/version. Read from the database, so every
 * instance serves the same file the moment a version is saved.
 */
export async function publishedVersion(db: Db, platform: string) {
  const row = await db
    .selectFrom('versions')
    .select(['version', 'update_time', 'download_link'])
    .where('platform', '=', platform)
    .where('update_time', '<=', new Date())
    .orderBy('update_time', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && versionFileSchema.parse({ version: row.version, updateTime: row.update_time.toISOString(), downloadLink: row.download_link });
}

export function clientConfigRoutes(app: FastifyInstance, { env, db }: { env: Env; db: Db }): void {
  addRoute(app, {
    method: 'GET',
    url: '/api/client-config',
    access: 'public',
    summary: 'Browser configuration needed before login: the origins allowed to steer the app by window message',
    tags: ['app'],
    response: clientConfigSchema,
    handler: async () => ({ embedOrigins: env.embedOrigins }),
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
