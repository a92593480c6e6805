import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { migrationVersions } from '../../db/migrate.ts';
import { AppError } from '../../http/app-error.ts';
import type { InstanceState } from '../../http/instance-state.ts';
import { addRoute } from '../../http/route.ts';

/** Why an instance is not ready, in the `x-not-ready` header of its 503 (for whoever runs it). */
export const NOT_READY_REASONS = ['draining', 'database', 'migrations'] as const;

export function healthRoutes(app: FastifyInstance, { db, instance }: { db: Db; instance: InstanceState }): void {
  addRoute(app, {
    method: 'GET',
    url: '/api/health',
    access: 'public',
    summary: 'Liveness and database reachability (503 while the database cannot be reached)',
    tags: ['health'],
    response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
    handler: async () => {
      try {
        await sql`SELECT 1`.execute(db);
      } catch {
        throw new AppError(503, 'errors.unavailable');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  });

  // Migrations bundled with this build: the database must hold every one of them.
  const bundled = migrationVersions();
  addRoute(app, {
    method: 'GET',
    url: '/api/health/ready',
    access: 'public',
    summary:
      'Readiness for a load balancer: 200 when the database is reachable, its migrations are those of this build and the instance is not draining; else 503 with the reason in x-not-ready (draining, database, migrations)',
    tags: ['health'],
    response: z.object({ status: z.literal('ready'), database: z.literal('ok'), migrations: z.literal('current'), draining: z.literal(false) }),
    handler: async (request, reply) => {
      const notReady = (reason: (typeof NOT_READY_REASONS)[number]) => {
        reply.header('x-not-ready', reason);
        return new AppError(503, 'errors.unavailable');
      };
      if (instance.draining) throw notReady('draining');
      let applied: Set<string>;
      try {
        const { rows } = await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(db);
        applied = new Set(rows.map((row) => row.version));
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: the database check failed');
        throw notReady('database');
      }
      if (bundled.some((version) => !applied.has(version))) throw notReady('migrations');
      return { status: 'ready' as const, database: 'ok' as const, migrations: 'current' as const, draining: false as const };
    },
  });
}
