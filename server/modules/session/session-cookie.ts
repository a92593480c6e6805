import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIES } from '../../../resources/constants.ts';
import { sessionHintCookie } from '../../../resources/session/session-hint.ts';
import type { LoginVariant } from '../../db/schema.ts';
import type { Env } from '../../env.ts';

/**
 * The session cookie of a login variant: HttpOnly, SameSite=Lax, Secure over https. When the app is
 * configured to be embedded by other origins it must travel in third-party frames, which needs
 * SameSite=None; Secure; Partitioned (API.md precedence 1). Beside it, with the same lifetime, a
 * marker the page can read (resources/session/session-hint.ts): without it the page does not ask
 * for a session it cannot have.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, env: Env, variant: LoginVariant, token: string): void {
  const embedded = env.embedOrigins.length > 0;
  const options = {
    path: '/',
    sameSite: embedded ? ('none' as const) : ('lax' as const),
    secure: embedded || request.protocol === 'https',
    partitioned: embedded,
    maxAge: env.SESSION_TTL_SECONDS,
  };
  reply.setCookie(SESSION_COOKIES[variant], token, { ...options, httpOnly: true });
  reply.setCookie(sessionHintCookie(variant), '1', { ...options, httpOnly: false });
}

export function clearSessionCookie(reply: FastifyReply, variant: LoginVariant): void {
  reply.clearCookie(SESSION_COOKIES[variant], { path: '/' });
  reply.clearCookie(sessionHintCookie(variant), { path: '/' });
}
