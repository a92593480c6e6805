import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STATS_BATCH_MAX, statsRecordBodySchema } from '../../../resources/stats/stats-event.schema.ts';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { invalid } from '../../http/app-error.ts';
import { spendRateLimits } from '../../http/rate-windows.ts';
import { addRoute } from '../../http/route.ts';
import { foreignIds, recordEvents } from './stats-events.repository.ts';

/**
 * Events in (spec §7 `POST /app-api/system/stats/record`): showroom apps, mini-programs and H5
 * pages send batches of events, naming their merchant by its publishable ingestion key (API.md §2).
 * Limited per key and per address by events per minute, counted in PostgreSQL; every id in an
 * event must name one of the key's merchant's records, or the batch is refused and nothing is kept.
 */
export function statsIngestionRoutes(app: FastifyInstance, { db, env }: { db: Db; env: Env }): void {
  addRoute(app, {
    method: 'POST',
    url: '/app-api/system/stats/record',
    access: 'public',
    publishableKey: 'ingestion',
    summary: `Record statistics events (1–${STATS_BATCH_MAX} a call, at most 7 days old), named by the merchant's ingestion key; limited per key (STATS_INGEST_PER_KEY_PER_MINUTE events) and per address (STATS_INGEST_PER_ADDRESS_PER_MINUTE), code 429 past either`,
    tags: ['statistics'],
    body: statsRecordBodySchema,
    response: z.object({ accepted: z.number().int().describe('Events recorded') }),
    handler: async (request) => {
      const holder = request.keyHolder!;
      const { events } = request.body;
      await spendRateLimits(
        db,
        [
          { bucket: `ingest:key:${holder.keyId}`, limit: env.STATS_INGEST_PER_KEY_PER_MINUTE },
          { bucket: `ingest:ip:${request.ip}`, limit: env.STATS_INGEST_PER_ADDRESS_PER_MINUTE },
        ],
        events.length,
        60,
      );
      const wrong = await foreignIds(db, holder.merchantId, events);
      if (wrong.length) throw invalid(Object.fromEntries(wrong.map((path) => [path, ['validation.unknownRecord']])));
      await recordEvents(db, holder.merchantId, events);
      return { accepted: events.length };
    },
  });
}
