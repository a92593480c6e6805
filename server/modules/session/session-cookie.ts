import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIES } from '../../../resources/constants.ts';
import type { LoginVariant } from '../../db/schema.ts';
import type { Env } from '../../env.ts';

/**
 * The session cookie of a login variant: HttpOnly, SameSite=Lax, Secure over https. When the app is
 * configured to be embedded by other origins it must travel in third-party frames, which needs
 * SameSite=None; Secure; Partitioned (API.md precedence 1).
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, env: Env, variant: LoginVariant, token: string): void {
  const embedded = env.embedOrigins.length > 0;
  reply.setCookie(SESSION_COOKIES[variant], token, {
    path: '/',
    httpOnly: true,
    sameSite: embedded ? 'none' : 'lax',
    secure: embedded || request.protocol === 'https',
    partitioned: embedded,
    maxAge: env.SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, variant: LoginVariant): void {
  reply.clearCookie(SESSION_COOKIES[variant], { path: '/' });
}
