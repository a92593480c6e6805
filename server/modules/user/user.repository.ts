import { sql } from 'kysely';
import { GUIDE_ROLE_TAG } from '../../../resources/constants.ts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

export async function findAccount(db: Db, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'username', 'name', 'nickname', 'business_card_title', 'avatar', 'email', 'phone', 'merchant_id', 'store_id', 'password_hash'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
}

export async function updateProfile(db: Db, accountId: number, values: { avatar?: string; nickname: string; name: string; phone: string; email: string }) {
  await db
    .updateTable('accounts')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', accountId)
    .execute();
}

export async function updatePasswordHash(db: Db, accountId: number, passwordHash: string) {
  await db.updateTable('accounts').set({ password_hash: passwordHash, updated_at: sql`now()` }).where('id', '=', accountId).execute();
}

export async function findMerchant(db: Db, merchantId: number) {
  return db
    .selectFrom('merchants')
    .select(['id', 'name', 'account_id', 'overdue_time', 'status', 'material_capacity', 'settings', 'time_zone'])
    .where('id', '=', merchantId)
    .executeTakeFirst();
}

export interface SaleLookup {
  accountId?: number;
  phone?: string;
}

/**
 * A sale — an account of a merchant holding a shopping guide's role (role_tag `seller_sale`; spec §1
 * "returned for a sale"), whichever role it is signed in with — within the caller's scope. A master
 * account, a store manager or a designer is no sale: none is found.
 */
export async function findSale(db: Db, scope: Scope, lookup: SaleLookup) {
  const guideRole = sql<boolean>`EXISTS (SELECT 1 FROM account_roles ar JOIN roles r ON r.id = ar.role_id
    WHERE ar.account_id = accounts.id AND r.role_tag = ${GUIDE_ROLE_TAG})`;
  let query = tenantTable(db, 'accounts', scope, { saleColumn: 'id' })
    .selectFrom()
    .innerJoin('merchants as m', 'm.id', 'accounts.merchant_id')
    .leftJoin('stores as st', 'st.id', 'accounts.store_id')
    .select([
      'accounts.id as sale_id',
      'accounts.name',
      'accounts.nickname',
      'accounts.phone',
      'accounts.avatar',
      'accounts.business_card_title',
      'accounts.merchant_id',
      'm.name as merchant_name',
      'accounts.store_id',
      'st.name as store_name',
      // The tag of its sale identity, whatever its default role.
      sql<string>`${GUIDE_ROLE_TAG}::text`.as('role_tag'),
    ])
    .where(guideRole);
  if (lookup.accountId !== undefined) query = query.where('accounts.id', '=', lookup.accountId);
  if (lookup.phone !== undefined) query = query.where('accounts.phone', '=', lookup.phone);
  return query.orderBy('accounts.id').executeTakeFirst() as Promise<
    | {
        sale_id: number;
        name: string;
        nickname: string;
        phone: string;
        avatar: string;
        business_card_title: string;
        merchant_id: number;
        merchant_name: string;
        store_id: number | null;
        store_name: string | null;
        role_tag: 'seller_sale';
      }
    | undefined
  >;
}
