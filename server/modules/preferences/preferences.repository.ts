import type { Db } from '../../db/database.ts';

// Preferences belong to one account (no merchant's table): every statement names the account.

/** The stored JSON of one of an account's preferences, or undefined when never saved. */
export async function findPreference(db: Db, accountId: number, key: string) {
  return db.selectFrom('user_preferences').select('value').where('account_id', '=', accountId).where('pref_key', '=', key).executeTakeFirst();
}

/** Writes one of an account's preferences (JSON text), replacing the value saved before. */
export async function upsertPreference(db: Db, accountId: number, key: string, json: string): Promise<void> {
  await db
    .insertInto('user_preferences')
    .values({ account_id: accountId, pref_key: key, value: json })
    .onConflict((oc) => oc.columns(['account_id', 'pref_key']).doUpdateSet({ value: json, updated_at: new Date() }))
    .execute();
}
