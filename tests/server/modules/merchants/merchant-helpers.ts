import type { Session, TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';

export { ok };

export type MerchantRow = Record<string, unknown> & { id: number; name: string };

/** The merchants list as the operator reads it, by name. */
export async function merchantsByName(operator: Session): Promise<Record<string, MerchantRow>> {
  const page = await ok<{ list: MerchantRow[] }>(operator.bearer({ method: 'GET', url: '/api/merchants?pageSize=100' }));
  return Object.fromEntries(page.list.map((row) => [row.name, row]));
}

/** A demo merchant's id, straight from the database. */
export async function merchantId(t: TestApp, name: string): Promise<number> {
  return (await t.database.db.selectFrom('merchants').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

let serial = 0;
/** A whole merchant body (every cap given), with a unique name and master login. */
export function newMerchant(extra: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  return {
    name: `Merchant ${tag}`,
    master_username: `m-${tag}`,
    password: 'secret-1',
    overdue_time: new Date(Date.now() + 100 * 86_400_000).toISOString(),
    edition: 'standard',
    template_privilege: 'basic',
    goods_cap: 10,
    plan_cap: 10,
    template_cap: 5,
    account_quota: 3,
    material_capacity: 1024 ** 3,
    ...extra,
  };
}
