import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../env.ts';
import { isApiPath } from '../http/envelope.ts';

/** Which page a policy is for: the back office (and every API answer), or the public showroom's page and its preview (issue 38). */
export type PolicyPage = 'app' | 'showroom' | 'showroom-preview';

/**
 * SECURITY.md §10: a strict CSP, frame-ancestors from configuration, and no caching of API answers.
 * The showroom's page takes the same policy widened only where a merchant's showroom needs it: its
 * pictures, videos and music may be http(s) links the merchant gave (media fields take them,
 * resources/media/media-url.ts), so img-src and media-src take any http(s) origin, while scripts,
 * styles, connections and workers stay this server's own. The preview is framed by the back
 * office's app preview page, so this origin (and the configured embedders) may frame it.
 */
export function helmetOptions(env: Pick<Env, 'embedOrigins'>, page: PolicyPage = 'app'): HelmetOptions {
  const embedding = env.embedOrigins.length > 0;
  const showroom = page !== 'app';
  const preview = page === 'showroom-preview';
  const outsideMedia = showroom ? ['https:', 'http:'] : [];
  const sameOriginFrames = preview ? ["'self'"] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: embedding ? [...sameOriginFrames, ...env.embedOrigins] : preview ? sameOriginFrames : ["'none'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time (CSS-in-JS), which needs inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...outsideMedia],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', ...outsideMedia],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        formAction: ["'self'"],
      },
    },
    // frame-ancestors governs framing; X-Frame-Options cannot name several origins.
    frameguard: embedding ? false : { action: preview ? 'sameorigin' : 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** Where the public showroom's pages are served (resources/routes/route-table.ts PUBLIC_PREFIXES). */
const SHOWROOM_PREFIX = '/smartStore/';
const SHOWROOM_PREVIEW_PREFIX = '/smartStore/preview/';

/**
 * The headers helmet sets for these options, worked out once: they are the same on every answer
 * (no nonces), and building helmet's middleware per request, as @fastify/helmet does, cost a list
 * request about a twentieth of its time (bench figure 1).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const headers = helmetHeaders(helmetOptions(env));
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  const showroomHeaders = helmetHeaders(helmetOptions(env, 'showroom'));
  const previewHeaders = helmetHeaders(helmetOptions(env, 'showroom-preview'));
  const headersOf = (url: string) => {
    if (url.startsWith(SHOWROOM_PREFIX)) return url.startsWith(SHOWROOM_PREVIEW_PREFIX) ? previewHeaders : showroomHeaders;
    return isApiPath(url) ? apiHeaders : headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersOf(request.url));
    reply.header('x-request-id', request.id);
    done();
  });
});
