import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { APP_PLATFORMS, clientConfigSchema, versionFileSchema } from '../../../resources/session/client-config.schema.ts';
import type { Env } from '../../env.ts';
import { addRoute } from '../../http/route.ts';

/** Where the published version file of a platform lives (written when a version is published). */
export function versionFilePath(dataDir: string, platform: string): string {
  return path.join(dataDir, 'versions', `${platform}.json`);
}

export function clientConfigRoutes(app: FastifyInstance, { env }: { env: Env }): void {
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
    const text = await readFile(versionFilePath(env.DATA_DIR, platform), 'utf8').catch(() => undefined);
    const parsed = text ? versionFileSchema.safeParse(parseJson(text)) : undefined;
    if (!parsed?.success) return reply.code(404).send({ message: 'no version published' });
    return reply.header('cache-control', 'no-cache').send(parsed.data);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
