import { sql } from 'kysely';
import type { RolePosition } from '../../../resources/shared/account-kinds.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';

/** The cap column of each capped store position: only managers and guides are capped (spec §6). */
export const STORE_CAP_COLUMNS = { manager: 'manager_cap', guide: 'guide_cap' } as const;
type CappedPosition = keyof typeof STORE_CAP_COLUMNS;
const isCapped = (position: RolePosition): position is CappedPosition => position in STORE_CAP_COLUMNS;

/** How many accounts of a store hold a role of one position, leaving one account out (the one being changed). */
export async function storeHolders(trx: Db, storeId: number, position: RolePosition, except = 0): Promise<number> {
  const result = await sql<{ count: number }>`select count(*)::int as count from accounts a join roles r on r.id = a.role_id
    where a.store_id = ${storeId} and r.position = ${position} and a.id <> ${except}`.execute(trx);
  return result.rows[0]?.count ?? 0;
}

/**
 * Refuses a store manager or guide beyond the store's cap (spec §6, §8 "Store manager and guide
 * count caps reached"), with the store's row locked so parallel writes count one after another.
 */
export async function assertStoreSeat(trx: Db, storeId: number, position: RolePosition, accountId?: number): Promise<void> {
  if (!isCapped(position)) return;
  const cap = STORE_CAP_COLUMNS[position];
  const store = await sql<{ cap: number }>`select ${sql.ref(cap)} as cap from stores where id = ${storeId} for update`.execute(trx);
  if (!store.rows[0]) return;
  if ((await storeHolders(trx, storeId, position, accountId)) >= store.rows[0].cap) throw new AppError(409, 'errors.storeCapsReached');
}
