import { sql } from 'kysely';
import type { AppContentField } from '../../../resources/apps/apps.resource.ts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/**
 * Where each content field of an app finds its records: the merchant's own, live ones (not in the
 * recycle bin, not deleted coupons or activities, plans and halls of their own kind).
 */
export const CONTENT_SOURCES: Readonly<Record<AppContentField, { table: string; live: ReturnType<typeof sql<boolean>> }>> = {
  plan_ids: { table: 'plans', live: sql<boolean>`plans.kind = 'plan' AND NOT plans.template AND plans.deleted_at IS NULL` },
  hall_ids: { table: 'plans', live: sql<boolean>`plans.kind = 'hall' AND NOT plans.template AND plans.deleted_at IS NULL` },
  commodity_ids: { table: 'commodities', live: sql<boolean>`commodities.deleted_at IS NULL` },
  album_ids: { table: 'albums', live: sql<boolean>`true` },
  video_ids: { table: 'videos', live: sql<boolean>`true` },
  document_ids: { table: 'documents', live: sql<boolean>`true` },
  coupon_ids: { table: 'coupons', live: sql<boolean>`coupons.status <> 'deleted'` },
  activity_ids: { table: 'activities', live: sql<boolean>`activities.status <> 'deleted'` },
};

/** The records a content field may name, by name (`only`: just these ids), newest first. */
export async function contentNames(db: Db, scope: Scope, field: AppContentField, only: readonly number[] | undefined, limit: number) {
  const { table, live } = CONTENT_SOURCES[field];
  let query = tenantTable(db, table, scope)
    .selectFrom()
    .select([sql.ref(`${table}.id`).as('id'), sql.ref(`${table}.name`).as('name')])
    .where(live)
    .orderBy(sql.ref(`${table}.id`), 'desc')
    .limit(limit);
  if (only) query = query.where(sql.ref(`${table}.id`), 'in', only.length ? [...only] : [0]);
  const rows = (await query.execute()) as { id: unknown; name: unknown }[];
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name) }));
}

/** The ids of `ids` that are not live records of the merchant (another merchant's, deleted, or none at all). */
export async function foreignContent(db: Db, scope: Scope, field: AppContentField, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const found = new Set((await contentNames(db, scope, field, ids, ids.length)).map((row) => row.id));
  return new Set(ids.filter((id) => !found.has(id)));
}

/** The style templates an app of the merchant may pick: the open system ones and its own open ones (`only`: just these ids). */
export async function usableStyleTemplates(db: Db, merchantId: number, only?: readonly number[]) {
  const ids = only ? sql`AND id = ANY(${sql.val([...only])}::bigint[])` : sql``;
  const { rows } = await sql<{ id: string; name: string; merchant_id: string | null }>`
    SELECT id, name, merchant_id FROM style_templates
    WHERE status = 'open' AND (merchant_id IS NULL OR merchant_id = ${merchantId}) ${ids}
    ORDER BY merchant_id NULLS LAST, id DESC`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), name: row.name, system: row.merchant_id === null }));
}

/** Whether the merchant's background library holds this file. */
export async function inBackgroundLibrary(db: Db, merchantId: number, url: string): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM app_backgrounds WHERE merchant_id = ${merchantId} AND url = ${url} LIMIT 1`.execute(db);
  return rows.length > 0;
}
