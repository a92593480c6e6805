import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLISHABLE_KEY_HEADER } from '../../resources/constants.ts';

/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE = 600;

/**
 * CORS for `/app-api/...` only (issue 36, API.md §2): showroom H5 pages of any origin call it with
 * a publishable key and, for customers, a bearer token, never a cookie, so any origin is allowed
 * and credentials are not (`Access-Control-Allow-Origin: *`, no Allow-Credentials). Preflights are
 * answered before the gate. Every other path keeps the same-origin rule: no CORS headers at all.
 * Registered before the gate, so refusals (401, 429) carry the header too and pages can read them.
 */
export const appApiCorsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cors, {
    delegator: (request: FastifyRequest, callback) => {
      if (!request.url.startsWith('/app-api/')) return callback(null, { origin: false });
      callback(null, {
        origin: '*',
        credentials: false,
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: [PUBLISHABLE_KEY_HEADER, 'authorization', 'content-type', 'accept-language'],
        maxAge: PREFLIGHT_MAX_AGE,
      });
    },
  });
});
