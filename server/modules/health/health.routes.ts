import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';

export function healthRoutes(app: FastifyInstance, { db }: { db: Db }): void {
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
}
