import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { CUSTOMER_DAY_TABLE, DAY_ROLLUP_TABLES, refreshCustomerVisits } from './stats-rollups.repository.ts';

// The merchant's statistics zone lives on its own row (merchants.id is the tenant), and every
// statement on the statistics tables names that merchant.

/** The merchant's zone, its row locked for the rest of the transaction; undefined when it is missing. */
export async function lockedTimeZone(trx: Db, merchantId: number): Promise<string | undefined> {
  const { rows } = await sql<{ time_zone: string }>`SELECT time_zone FROM merchants WHERE id = ${merchantId} FOR UPDATE`.execute(trx);
  return rows[0]?.time_zone;
}

/** The merchant's zone (merchants.time_zone); undefined when it is missing. */
export async function timeZoneOf(db: Db, merchantId: number): Promise<string | undefined> {
  const { rows } = await sql<{ time_zone: string }>`SELECT time_zone FROM merchants WHERE id = ${merchantId}`.execute(db);
  return rows[0]?.time_zone;
}

/** Whether PostgreSQL knows the zone (its list may lag the browser's). */
export async function isKnownZone(db: Db, zone: string): Promise<boolean> {
  const { rows } = await sql<{ known: boolean }>`SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = ${zone}) AS known`.execute(db);
  return Boolean(rows[0]?.known);
}

export async function setTimeZone(trx: Db, merchantId: number, zone: string): Promise<void> {
  await trx.updateTable('merchants').set({ time_zone: zone }).where('id', '=', merchantId).execute();
}

/** Marks every hour holding the merchant's production events to be rolled again; answers how many. */
export async function markEventHours(trx: Db, merchantId: number): Promise<number> {
  const marked = await sql<{ hours: string }>`
    WITH hours AS (
      SELECT DISTINCT date_trunc('hour', use_at) AS hour FROM stats_events WHERE merchant_id = ${merchantId} AND environment = 'production'
    ), marked AS (
      INSERT INTO stats_dirty_hours (merchant_id, hour) SELECT ${merchantId}, hour FROM hours RETURNING hour
    )
    SELECT count(*) AS hours FROM marked`.execute(trx);
  return Number(marked.rows[0]?.hours ?? 0);
}

/**
 * Drops the merchant's day rollups that no marked hour will recount in `zone` (days the zone does
 * not have); the customers who lose a day of visits read their visits again.
 */
export async function dropDaysOutside(trx: Db, merchantId: number, zone: string): Promise<void> {
  const outside = (table: string) => sql`
      DELETE FROM ${sql.table(table)} r
      WHERE r.merchant_id = ${merchantId}
        AND NOT EXISTS (
          SELECT 1 FROM stats_dirty_hours d
          WHERE d.merchant_id = r.merchant_id
            AND d.hour >= r.day::timestamp AT TIME ZONE ${zone} AND d.hour < (r.day + 1)::timestamp AT TIME ZONE ${zone}
        )`;
  for (const table of DAY_ROLLUP_TABLES) await outside(table).execute(trx);
  const { rows } = await sql<{ merchant_id: string; customer_id: string }>`
    WITH gone AS (${outside(CUSTOMER_DAY_TABLE)} RETURNING r.merchant_id, r.customer_id)
    SELECT DISTINCT merchant_id, customer_id FROM gone`.execute(trx);
  await refreshCustomerVisits(trx, rows);
}
