import type { RolePosition } from '../../../resources/shared/account-kinds.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { lockedStoreCap, storeHolders } from './accounts.repository.ts';

// The count is the repository's (accounts.repository.ts); stores.server.ts reads it from here.
export { storeHolders };

/** The cap column of each capped store position: only managers and guides are capped (spec §6). */
export const STORE_CAP_COLUMNS = { manager: 'manager_cap', guide: 'guide_cap' } as const;
type CappedPosition = keyof typeof STORE_CAP_COLUMNS;
const isCapped = (position: RolePosition): position is CappedPosition => position in STORE_CAP_COLUMNS;

/**
 * Refuses a store manager or guide beyond the store's cap (spec §6, §8 "Store manager and guide
 * count caps reached"), with the store's row locked so parallel writes count one after another.
 */
export async function assertStoreSeat(trx: Db, storeId: number, position: RolePosition, accountId?: number): Promise<void> {
  if (!isCapped(position)) return;
  const cap = STORE_CAP_COLUMNS[position];
  const storeCap = await lockedStoreCap(trx, storeId, cap);
  if (storeCap === undefined) return;
  if ((await storeHolders(trx, storeId, position, accountId)) >= storeCap) throw new AppError(409, 'errors.storeCapsReached');
}
