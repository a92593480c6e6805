import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STATS_BATCH_MAX, statsRecordBodySchema } from '../../../resources/stats/stats-event.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { addRoute } from '../../http/route.ts';
import { statsIngestion } from './stats-ingestion.service.ts';

/**
 * Events in (spec §7 `POST /app-api/system/stats/record`): showroom apps, mini-programs and H5
 * pages send batches of events, naming their merchant by its publishable ingestion key (API.md §2).
 * The limits and the check of every id are the service's (stats-ingestion.service.ts).
 */
export function statsIngestionRoutes(app: FastifyInstance, deps: Pick<RouteDeps, 'db' | 'env' | 'limits'>): void {
  const ingest = statsIngestion(deps);
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
      const accepted = await ingest({ keyId: holder.keyId, merchantId: holder.merchantId, address: request.ip, events: request.body.events });
      return { accepted };
    },
  });
}
