import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STATS_BATCH_MAX, statsRecordBodySchema } from '../../../resources/stats/stats-event.schema.ts';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { invalid } from '../../http/app-error.ts';
import type { RateLimiter } from '../../http/rate-windows.ts';
import { addRoute } from '../../http/route.ts';
import { EventWriter } from './stats-event-writer.ts';
import { foreignIds, knownRecords } from './stats-events.repository.ts';

/**
 * Events in (spec §7 `POST /app-api/system/stats/record`): showroom apps, mini-programs and H5
 * pages send batches of events, naming their merchant by its publishable ingestion key (API.md §2).
 * Limited per key and per address by events per minute (RateLimiter: counted in memory, summed
 * across instances in PostgreSQL every second); every id in an event must name one of the key's
 * merchant's records, or the batch is refused and nothing is kept. A batch of known content and a
 * cached key is one statement, shared with the calls that arrive with it (EventWriter, figure 8a).
 */
export function statsIngestionRoutes(app: FastifyInstance, { db, env, limits }: { db: Db; env: Env; limits: RateLimiter }): void {
  const known = knownRecords();
  const writer = new EventWriter(db);
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
      limits.spend(
        [
          { bucket: `ingest:key:${holder.keyId}`, limit: env.STATS_INGEST_PER_KEY_PER_MINUTE },
          { bucket: `ingest:ip:${request.ip}`, limit: env.STATS_INGEST_PER_ADDRESS_PER_MINUTE },
        ],
        events.length,
        60,
      );
      const wrong = await foreignIds(db, holder.merchantId, events, known);
      if (wrong.length) throw invalid(Object.fromEntries(wrong.map((path) => [path, ['validation.unknownRecord']])));
      await writer.write({ merchantId: holder.merchantId, events });
      return { accepted: events.length };
    },
  });
}
