import type { Db } from '../../db/database.ts';

/** A merchant's `rendering` term (merchants.rendering: real-time rendering allowed); undefined for a missing merchant. */
export async function merchantRendering(db: Db, merchantId: number): Promise<boolean | undefined> {
  const merchant = await db.selectFrom('merchants').select('rendering').where('id', '=', merchantId).executeTakeFirst();
  return merchant?.rendering;
}
