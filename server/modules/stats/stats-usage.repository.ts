import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The instant (ISO, UTC) a bare local time names in the merchant's time zone (`merchants.time_zone`,
 * default Asia/Shanghai), read by PostgreSQL like the rollups read their days.
 */
export async function instantInMerchantZone(db: Db, merchantId: number, local: string): Promise<string> {
  const { rows } = await sql<{ at: string }>`
    SELECT to_char((${local}::timestamp AT TIME ZONE time_zone) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
    FROM merchants WHERE id = ${merchantId}`.execute(db);
  if (!rows[0]) throw new Error(`merchant ${merchantId} of a live session is missing`);
  return rows[0].at;
}
