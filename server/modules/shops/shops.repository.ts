import { sql } from 'kysely';
import { EXPIRING_STATUSES, SHOP_STATUS } from '../../../resources/shops/shop-status.ts';
import type { Db } from '../../db/database.ts';
import type { TokenRefusalCode } from './marketplace.ts';

// marketplace_shops is the platform's (operators manage every merchant's shops): no tenant scope.

/** The marketplace's shop id, type and stored token, which the view never shows. */
export async function shopCredentials(db: Db, id: number) {
  const { rows } = await sql<{ shop_id: string; style_id: number; token: string | null }>`
    select shop_id, style_id, token from marketplace_shops where id = ${id}`.execute(db);
  return rows[0];
}

/** The marketplace accepted a token: kept, and the shop authorised (3). */
export async function keepShopToken(db: Db, id: number, token: string): Promise<void> {
  await sql`update marketplace_shops set token = ${token}, status = ${SHOP_STATUS.authorised}, fail_reason = '', fail_code = '', authorised_at = now(), updated_at = now()
    where id = ${id}`.execute(db);
}

/** A token was refused: the shop's authorisation failed (4), with why (a code the interface words) and the refusal's own text. */
export async function refuseShopToken(db: Db, id: number, refusal: { code: TokenRefusalCode; detail: string }): Promise<void> {
  await sql`update marketplace_shops set status = ${SHOP_STATUS.authorisationFailed}, fail_code = ${refusal.code}, fail_reason = ${refusal.detail},
      updated_at = now()
    where id = ${id}`.execute(db);
}

/**
 * Moves every shop the machine lets expire (`EXPIRING_STATUSES`) whose expiry date has passed to
 * "authorisation expired" (7); answers those moved, each with status 3, the one its audit says it left.
 */
export async function expireDueShops(db: Db) {
  const { rows } = await sql<{ id: number; merchant_id: number; name: string; status: number }>`
    update marketplace_shops set status = ${SHOP_STATUS.authorisationExpired}, updated_at = now()
    where status = any(${sql.val([...EXPIRING_STATUSES])}::smallint[]) and expire_at <= now()
    returning id, merchant_id, name, ${sql.lit(SHOP_STATUS.authorised)}::smallint as status`.execute(db);
  return rows;
}

/** A switch is over: the shop stops showing "opening" or "closing", and is `opened` (null: as it was). */
export async function endShopSwitch(db: Db, id: number, opened: boolean | null): Promise<void> {
  await sql`update marketplace_shops set switching = null, opened = ${opened === null ? sql`opened` : opened}, updated_at = now() where id = ${id}`.execute(db);
}
