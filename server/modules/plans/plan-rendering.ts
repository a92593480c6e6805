import type { Db } from '../../db/database.ts';
import { merchantRendering } from './plan-rendering.repository.ts';

/** Real-time rendering is for merchants whose terms include it (provider administration's `rendering`). */
export async function mayRender(trx: Db, merchantId: number): Promise<boolean> {
  return Boolean(await merchantRendering(trx, merchantId));
}
