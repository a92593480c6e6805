import { sql } from 'kysely';
import { APP_BACKGROUNDS_MAX, type AppBackgroundKind } from '../../../resources/apps/app-backgrounds.schema.ts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

const backgrounds = (db: Db, scope: Scope) => tenantTable(db, 'app_backgrounds', scope);

export interface BackgroundRow {
  id: number;
  kind: AppBackgroundKind;
  url: string;
  name: string;
  created_at: Date;
}

const asRow = (row: Record<string, unknown>): BackgroundRow => ({
  id: Number(row.id),
  kind: row.kind as AppBackgroundKind,
  url: String(row.url),
  name: String(row.name),
  created_at: row.created_at as Date,
});

/** The scope's library, oldest first. */
export async function backgroundRows(db: Db, scope: Scope): Promise<BackgroundRow[]> {
  const rows = await backgrounds(db, scope)
    .selectFrom()
    .select(['id', 'kind', 'url', 'name', 'created_at'])
    .orderBy('id')
    .limit(APP_BACKGROUNDS_MAX * 2)
    .execute();
  return rows.map(asRow);
}

export async function findBackground(db: Db, scope: Scope, id: number): Promise<BackgroundRow | undefined> {
  const row = await backgrounds(db, scope).selectFrom().select(['id', 'kind', 'url', 'name', 'created_at']).where('id', '=', id).executeTakeFirst();
  return row && asRow(row);
}

export async function insertBackground(db: Db, scope: Scope, values: { kind: AppBackgroundKind; url: string; name: string }): Promise<BackgroundRow> {
  const row = await backgrounds(db, scope).insertInto(values).returning(['id', 'kind', 'url', 'name', 'created_at']).executeTakeFirstOrThrow();
  return asRow(row);
}

export async function deleteBackground(db: Db, scope: Scope, id: number): Promise<void> {
  await backgrounds(db, scope).deleteFrom().where('id', '=', id).execute();
}

/**
 * Holds the merchant's row until the transaction ends: two adds at once count the library one
 * after the other, so neither slips past the limit.
 */
export async function lockLibrary(trx: Db, merchantId: number): Promise<void> {
  await sql`SELECT 1 FROM merchants WHERE id = ${merchantId} FOR UPDATE`.execute(trx);
}

/** What the merchant's upload with this storage key is (its type and size), or undefined when it uploaded none. */
export async function ownUpload(db: Db, merchantId: number, storageKey: string): Promise<{ mime: string; size: number } | undefined> {
  const row = await db
    .selectFrom('files')
    .select(['mime', 'size'])
    .where('storage_key', '=', storageKey)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row && { mime: row.mime, size: Number(row.size) };
}

/** The merchant's apps (not in the recycle bin) showing this file as their PC or mobile background, by name. */
export async function appsShowing(db: Db, scope: Scope, url: string): Promise<string[]> {
  const rows = await tenantTable(db, 'apps', scope)
    .selectFrom()
    .select('name')
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('pc_background', '=', url), eb('mobile_background', '=', url)]))
    .orderBy('id')
    .execute();
  return rows.map((row) => String(row.name));
}
