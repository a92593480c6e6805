import { sql } from 'kysely';
import { USAGE_STATS_TYPES } from '../../../resources/stats/stats-usage.schema.ts';
import type { Db } from '../../db/database.ts';

/**
 * When the merchant's apps last sent statistics: its newest event (`stats_events.use_at`, never in
 * the future) other than the back office's own usage timer, which sends with a session, not a key.
 * Read backwards through the events' (merchant_id, use_at) index, a row or two per partition; null
 * when none is kept (the events are kept for STATS_RETENTION_DAYS).
 */
export async function latestAppEventAt(db: Db, merchantId: number): Promise<Date | null> {
  const { rows } = await sql<{ use_at: Date }>`
    SELECT use_at FROM stats_events
    WHERE merchant_id = ${merchantId} AND source_type NOT IN (${sql.join([...USAGE_STATS_TYPES])})
    ORDER BY use_at DESC LIMIT 1`.execute(db);
  return rows[0]?.use_at ?? null;
}

/**
 * When a customer of the merchant last signed in through `/app-api/customer/login/...`: its newest
 * customer token (a login's; an identity's expired tokens are dropped at its next login, so its
 * newest always stays). Null when no customer ever signed in.
 */
export async function latestCustomerTokenAt(db: Db, merchantId: number): Promise<Date | null> {
  const { rows } = await sql<{ at: Date | null }>`SELECT max(created_at) AS at FROM customer_tokens WHERE merchant_id = ${merchantId}`.execute(db);
  return rows[0]?.at ?? null;
}

/** Holds the merchant's row until the transaction ends: its keys' issuers serialise on it (as replaceKey does). */
export async function lockMerchant(trx: Db, merchantId: number): Promise<void> {
  await sql`SELECT 1 FROM merchants WHERE id = ${merchantId} FOR UPDATE`.execute(trx);
}
