import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.ts';
import { isApiPath } from '../http/envelope.ts';

/** SECURITY.md §10: a strict CSP, frame-ancestors from configuration, and no caching of API answers. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const embedding = env.embedOrigins.length > 0;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: embedding ? env.embedOrigins : ["'none'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time (CSS-in-JS), which needs inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        formAction: ["'self'"],
      },
    },
    // frame-ancestors governs framing; X-Frame-Options cannot name several origins.
    frameguard: embedding ? false : { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    reply.header('x-request-id', request.id);
  });
});
