import type { Db } from '../../db/database.ts';
import { findPreference, upsertPreference } from './preferences.repository.ts';

/** One of the account's preferences; null when it was never saved. */
export async function preferenceOf(db: Db, accountId: number, key: string): Promise<{ value: unknown }> {
  const row = await findPreference(db, accountId, key);
  return { value: row?.value ?? null };
}

/** Saves one of the account's preferences and answers the value saved. */
export async function savePreference<T>(db: Db, accountId: number, key: string, value: T): Promise<{ value: T }> {
  await upsertPreference(db, accountId, key, JSON.stringify(value));
  return { value };
}
