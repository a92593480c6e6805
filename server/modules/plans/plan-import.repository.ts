import type { Db } from '../../db/database.ts';
import type { PlanOwner } from './plans.repository.ts';

/** The original names of those of these storage keys the owner uploaded (its own `files` rows only). */
export async function ownUploadNames(db: Db, owner: PlanOwner, keys: string[]): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  if (!keys.length) return known;
  let query = db.selectFrom('files').select(['storage_key', 'original_name']).where('storage_key', 'in', keys);
  query = owner === null ? query.where('merchant_id', 'is', null) : query.where('merchant_id', '=', owner);
  for (const row of await query.execute()) known.set(row.storage_key, row.original_name);
  return known;
}
