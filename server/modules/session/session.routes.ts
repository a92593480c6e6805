import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loginBodySchema, loginQuerySchema, roleSwitchBodySchema, tokenPairSchema } from '../../../resources/session/session.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { addRoute } from '../../http/route.ts';
import { variantForHost } from '../../../resources/session/login-variant.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { login, logout, switchRole } from './session.service.ts';

const tags = ['session'];

export function sessionRoutes(app: FastifyInstance, { db, env, bus }: Pick<RouteDeps, 'db' | 'env' | 'bus'>): void {
  addRoute(app, {
    method: 'POST',
    url: '/api/login',
    access: 'public',
    summary: 'Log in with username (or e-mail) and password; sets the HttpOnly session cookie of the login variant',
    tags,
    querystring: loginQuerySchema,
    body: loginBodySchema,
    response: tokenPairSchema,
    handler: async (request, reply) => {
      const variant = request.query.variant ?? variantForHost(request.hostname, env);
      const login_ = request.body.username ?? request.body.email ?? '';
      const pair = await login(db, env.SESSION_TTL_SECONDS, { login: login_, password: request.body.password, variant, clientIp: request.ip });
      setSessionCookie(request, reply, env, variant, pair.token);
      return pair;
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/logout',
    access: 'session',
    allowLapsedMerchant: true,
    summary: 'Log out: revokes both tokens of this session and clears its cookie',
    tags,
    response: z.null(),
    handler: async (request, reply) => {
      const session = request.session!;
      await logout(db, bus, session.id);
      clearSessionCookie(reply, session.variant);
      return null;
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/user/role',
    access: 'session',
    summary: 'Switch to another held role: a fresh token pair (and cookie) for that role; the old pair is revoked',
    tags,
    body: roleSwitchBodySchema,
    response: tokenPairSchema,
    handler: async (request, reply) => {
      const session = request.session!;
      const pair = await switchRole(db, bus, env.SESSION_TTL_SECONDS, session, request.body.role);
      if (session.via === 'cookie') setSessionCookie(request, reply, env, session.variant, pair.token);
      return pair;
    },
  });
}
