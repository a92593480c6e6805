import type { Db } from '../db/database.ts';

/**
 * What the shops' seed (seed-shops.ts: versions, plan and template caps) leaves to the merchants
 * page: goods caps that differ by version, well above what the demo holds, and maintainers shared
 * between the operator and the support staff. Quotas and material capacities keep their defaults,
 * which the organisation and materials tests count on.
 */
const TERMS: Readonly<Record<string, { goods_cap: number; maintainer: string }>> = {
  living: { goods_cap: 5_000, maintainer: 'operator' },
  second: { goods_cap: 2_000, maintainer: 'staff' },
  soon: { goods_cap: 500, maintainer: 'staff' },
  lapsed: { goods_cap: 200, maintainer: 'operator' },
  academy: { goods_cap: 3_000, maintainer: 'operator' },
};

/** Sets the demo merchants' goods caps and maintainers (after seedShopsDemo). */
export async function seedMerchantTermsDemo(trx: Db, merchantIds: ReadonlyMap<string, number>): Promise<void> {
  for (const [key, { goods_cap, maintainer }] of Object.entries(TERMS)) {
    const merchantId = merchantIds.get(key);
    if (merchantId === undefined) continue;
    const staff = await trx.selectFrom('accounts').select('id').where('username', '=', maintainer).where('kind', '=', 'staff').executeTakeFirst();
    await trx
      .updateTable('merchants')
      .set({ goods_cap, ...(staff ? { maintainer_id: staff.id } : {}) })
      .where('id', '=', merchantId)
      .execute();
  }
}
