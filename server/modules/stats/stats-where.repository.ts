import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * What a statistics call's named ids are, in one statement (stats-where.ts checks them against the
 * scope): whether the merchant exists and its zone, and the merchant of the store and of the guide
 * (sale) named. Each is null when its id is null or names no row.
 */
export async function statsOwners(db: Db, merchantId: number | null, storeId: number | null, saleId: number | null) {
  const { rows } = await sql<{ merchant: string | null; time_zone: string | null; store_merchant: string | null; sale_merchant: string | null }>`
    SELECT
      (SELECT id FROM merchants WHERE id = ${merchantId}) AS merchant,
      (SELECT time_zone FROM merchants WHERE id = ${merchantId}) AS time_zone,
      (SELECT merchant_id FROM stores WHERE id = ${storeId}) AS store_merchant,
      (SELECT merchant_id FROM accounts WHERE id = ${saleId}) AS sale_merchant`.execute(db);
  return rows[0]!;
}

/** A period's bounds as instants: the first day's start and the instant after the last day, both in `timeZone`. */
export async function periodBounds(db: Db, firstDay: string, lastDay: string, timeZone: string): Promise<{ begin_at: Date; end_at: Date }> {
  const bounds = await sql<{ begin_at: Date; end_at: Date }>`
    SELECT ${firstDay}::date::timestamp AT TIME ZONE ${timeZone} AS begin_at, (${lastDay}::date + 1)::timestamp AT TIME ZONE ${timeZone} AS end_at`.execute(db);
  return bounds.rows[0]!;
}
