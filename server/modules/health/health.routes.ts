import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { AppError } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';
import { assertLive, readinessCheck } from './health.service.ts';

export function healthRoutes(app: FastifyInstance, { db, instance }: Pick<RouteDeps, 'db' | 'instance'>): void {
  addRoute(app, {
    method: 'GET',
    url: '/api/health',
    access: 'public',
    summary: 'Liveness and database reachability (503 while the database cannot be reached)',
    tags: ['health'],
    response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
    handler: async () => {
      await assertLive(db);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  });

  const notReadyReason = readinessCheck(db, instance);
  addRoute(app, {
    method: 'GET',
    url: '/api/health/ready',
    access: 'public',
    summary:
      'Readiness for a load balancer: 200 when the database is reachable, its migrations are those of this build and the instance is not draining; else 503 with the reason in x-not-ready (draining, database, migrations)',
    tags: ['health'],
    response: z.object({ status: z.literal('ready'), database: z.literal('ok'), migrations: z.literal('current'), draining: z.literal(false) }),
    handler: async (request, reply) => {
      const reason = await notReadyReason((error) => request.log.warn({ err: error }, 'readiness: the database check failed'));
      if (reason) {
        reply.header('x-not-ready', reason);
        throw new AppError(503, 'errors.unavailable');
      }
      return { status: 'ready' as const, database: 'ok' as const, migrations: 'current' as const, draining: false as const };
    },
  });
}
