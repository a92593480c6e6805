import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { storeNames } from './stores.repository.ts';

/** The scope's stores as `{ id, name }`, by name: never another merchant's (ACCESS.md). */
export async function storeOptions(db: Db, scope: Scope): Promise<{ list: { id: number; name: string }[] }> {
  const rows = await storeNames(db, scope);
  return { list: rows.map((row) => ({ id: Number(row.id), name: String(row.name) })) };
}
