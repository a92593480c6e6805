import type { Db } from '../../db/database.ts';

/** Real-time rendering is for merchants whose terms include it (provider administration's `rendering`). */
export async function mayRender(trx: Db, merchantId: number): Promise<boolean> {
  const merchant = await trx.selectFrom('merchants').select('rendering').where('id', '=', merchantId).executeTakeFirst();
  return Boolean(merchant?.rendering);
}
