import { sql } from 'kysely';
import type { ContentAuthChannel } from '../../../resources/plans/content-auth.schema.ts';
import type { PlanStatus } from '../../../resources/plans/plans.resource.ts';
import { SHOP_STATUS } from '../../../resources/shops/shop-status.ts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/**
 * What content authorisation reads and writes: a merchant's plans and halls, their grants
 * (`content_auths`) and its marketplace shops, each through the merchant's tenant scope.
 */

/** One merchant's scope: grants are always a single merchant's. */
export type MerchantScope = Extract<Scope, { kind: 'merchant' }>;

/** Shops a grant may not name: switched off here or gone from the marketplace. */
export const UNUSABLE_SHOP_STATUSES: readonly number[] = [SHOP_STATUS.disabled, SHOP_STATUS.deleted];

export interface ContentRow {
  id: number;
  kind: 'plan' | 'hall';
  name: string;
  status: PlanStatus;
}

export interface GrantRow {
  channel: ContentAuthChannel;
  shop_id: number | null;
  expires_at: Date | null;
  /** Not expired now. */
  live: boolean;
}

/** A grant as stored. */
export interface NewGrant {
  channel: ContentAuthChannel;
  shop_id: number | null;
  expires_at: Date | null;
}

/** The merchant's own plan or hall (not a template, not in the recycle bin), optionally locked; or undefined. */
export async function findContent(db: Db, scope: MerchantScope, id: number, lock = false): Promise<ContentRow | undefined> {
  let query = tenantTable(db, 'plans', scope)
    .selectFrom()
    .select(['plans.id as id', 'plans.kind as kind', 'plans.name as name', 'plans.status as status'])
    .where('plans.id', '=', id)
    .where('plans.template', '=', false)
    .where('plans.deleted_at', 'is', null);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) as unknown as ContentRow | undefined;
}

/** A plan's grants: the mini-program first, then shops by id. */
export async function grantRows(db: Db, scope: MerchantScope, planId: number): Promise<GrantRow[]> {
  return (await tenantTable(db, 'content_auths', scope)
    .selectFrom()
    .select([
      'content_auths.channel as channel',
      'content_auths.shop_id as shop_id',
      'content_auths.expires_at as expires_at',
      sql<boolean>`(content_auths.expires_at is null or content_auths.expires_at > now())`.as('live'),
    ])
    .where('content_auths.plan_id', '=', planId)
    .orderBy(sql`content_auths.shop_id nulls first`)
    .execute()) as unknown as GrantRow[];
}

/** Replaces a plan's grants with these. */
export async function replaceGrantRows(trx: Db, scope: MerchantScope, planId: number, grants: readonly NewGrant[]): Promise<void> {
  await tenantTable(trx, 'content_auths', scope).deleteFrom().where('content_auths.plan_id', '=', planId).execute();
  const rows = grants.map((grant) => ({ plan_id: planId, ...grant }));
  if (rows.length) await tenantTable(trx, 'content_auths', scope).insertInto(rows).execute();
}

/** The merchant's shops of these ids, whatever their status. */
export async function shopsByIds(db: Db, scope: MerchantScope, ids: number[]): Promise<Map<number, { name: string; status: number }>> {
  const shops = new Map<number, { name: string; status: number }>();
  if (!ids.length) return shops;
  const found = await tenantTable(db, 'marketplace_shops', scope)
    .selectFrom()
    .select(['marketplace_shops.id as id', 'marketplace_shops.name as name', 'marketplace_shops.status as status'])
    .where('marketplace_shops.id', 'in', ids)
    .execute();
  for (const shop of found) shops.set(Number(shop.id), { name: String(shop.name), status: Number(shop.status) });
  return shops;
}

/** Which of these ids are the merchant's shops a grant may name. */
export async function usableShopIds(db: Db, scope: MerchantScope, ids: number[]): Promise<Set<number>> {
  const rows = await tenantTable(db, 'marketplace_shops', scope)
    .selectFrom()
    .select('marketplace_shops.id as id')
    .where('marketplace_shops.id', 'in', ids)
    .where('marketplace_shops.status', 'not in', UNUSABLE_SHOP_STATUSES)
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}

/** The merchant's shops a grant may name, by name (at most 500). */
export async function usableShops(db: Db, scope: MerchantScope): Promise<{ id: number; name: string }[]> {
  const rows = await tenantTable(db, 'marketplace_shops', scope)
    .selectFrom()
    .select(['marketplace_shops.id as id', 'marketplace_shops.name as name'])
    .where('marketplace_shops.status', 'not in', UNUSABLE_SHOP_STATUSES)
    .orderBy('marketplace_shops.name')
    .orderBy('marketplace_shops.id')
    .limit(500)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name) }));
}
