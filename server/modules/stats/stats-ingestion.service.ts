import type { StatsEvent } from '../../../resources/stats/stats-event.schema.ts';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { invalid } from '../../http/app-error.ts';
import type { RateLimiter } from '../../http/rate-windows.ts';
import { EventWriter } from './stats-event-writer.ts';
import { foreignIds, knownRecords } from './stats-events.repository.ts';
import { normaliseRegions } from './stats-regions.ts';

/** A batch of events as it arrived: the ingestion key that named the merchant, and the sender's address. */
export interface IngestedBatch {
  keyId: number;
  merchantId: number;
  address: string;
  events: StatsEvent[];
}

type IngestionDeps = { db: Db; env: Pick<Env, 'STATS_INGEST_PER_KEY_PER_MINUTE' | 'STATS_INGEST_PER_ADDRESS_PER_MINUTE'>; limits: RateLimiter };

/**
 * The instance's ingestion: records a batch and answers how many events it kept. Limited per key
 * and per address by events per minute (RateLimiter: counted in memory, summed across instances
 * in PostgreSQL every second); every id in an event must name one of the key's merchant's
 * records, or the batch is refused and nothing is kept. Known records and the writer live as long
 * as the instance, so a batch of known content is one statement, shared with the batches that
 * arrive with it (EventWriter, figure 8a).
 */
export function statsIngestion({ db, env, limits }: IngestionDeps): (batch: IngestedBatch) => Promise<number> {
  const known = knownRecords();
  const writer = new EventWriter(db);
  return async ({ keyId, merchantId, address, events }) => {
    limits.spend(
      [
        { bucket: `ingest:key:${keyId}`, limit: env.STATS_INGEST_PER_KEY_PER_MINUTE },
        { bucket: `ingest:ip:${address}`, limit: env.STATS_INGEST_PER_ADDRESS_PER_MINUTE },
      ],
      events.length,
      60,
    );
    const wrong = await foreignIds(db, merchantId, events, known);
    if (wrong.length) throw invalid(Object.fromEntries(wrong.map((path) => [path, ['validation.unknownRecord']])));
    // Regions are stored as codes, whatever form the app sent them in (issue 34, stats-regions.ts).
    await normaliseRegions(events);
    await writer.write({ merchantId, events });
    return events.length;
  };
}
