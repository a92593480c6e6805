import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.ts';
import { isApiPath } from '../http/envelope.ts';
import { sendFailure } from './errors.ts';

/**
 * Serves the built browser app: hashed assets cached for a year, index.html never cached, and
 * every other non-API GET answered with index.html (history-mode routing). Unknown API paths
 * get the 404 envelope of their API.
 */
export const browserAppPlugin = fp(async (app: FastifyInstance, { distDir }: { distDir: string }) => {
  const indexFile = path.join(distDir, 'index.html');
  const hasApp = existsSync(indexFile);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // Our setHeaders decides caching; send's default would overwrite it with max-age=0.
      cacheControl: false,
      // Directory paths ("/", "/assets/") would be a 403 from send: they fall back to the app instead.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset is a stale page asking for an old build: a 404, not the app's HTML.
    const isAsset = request.url.startsWith('/assets/');
    if (!isApiPath(request.url) && !isAsset && wantsPage && hasApp) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
    }
    return sendFailure(request, reply, new AppError(404, 'errors.routeNotFound'));
  });
});
