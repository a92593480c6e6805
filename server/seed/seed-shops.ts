import { sql } from 'kysely';
import type { MerchantEdition, TemplatePrivilege } from '../../resources/shared/merchant-terms.ts';
import type { Db } from '../db/database.ts';

const DAY_MS = 86_400_000;

/** One demo shop: its merchant (by demo key), its status and how far its expiry date lies. */
interface DemoShop {
  merchant: string;
  name: string;
  status: number;
  expiresInDays: number;
  styleId: number;
  channel: number;
  failReason?: string;
  opened?: boolean;
}

/**
 * A shop in every status of spec §3 (0–7), spread over the demo merchants: one authorised shop
 * due within a week ("about to expire"), one whose authorisation has expired.
 */
const DEMO_SHOPS: readonly DemoShop[] = [
  { merchant: 'living', name: 'Demo Living Tmall Flagship', status: 3, expiresInDays: 200, styleId: 19, channel: 1, opened: true },
  { merchant: 'living', name: 'Demo Living Youzan', status: 3, expiresInDays: 4, styleId: 16, channel: 3, opened: true },
  { merchant: 'living', name: 'Demo Living Mini Mall', status: 0, expiresInDays: 365, styleId: 12, channel: 2 },
  { merchant: 'second', name: 'Second Home Tmall', status: 1, expiresInDays: 300, styleId: 0, channel: 1 },
  { merchant: 'second', name: 'Second Home Weimob', status: 2, expiresInDays: 300, styleId: 21, channel: 5, failReason: 'The business licence is unreadable.' },
  {
    merchant: 'soon',
    name: 'Soon Home Youzan',
    status: 4,
    expiresInDays: 20,
    styleId: 16,
    channel: 3,
    failReason: 'The authorisation token is invalid or expired',
  },
  { merchant: 'lapsed', name: 'Lapsed Co Tmall', status: 7, expiresInDays: -10, styleId: 0, channel: 1 },
  { merchant: 'lapsed', name: 'Lapsed Co Micro Mall', status: 5, expiresInDays: 60, styleId: 23, channel: 4 },
  { merchant: 'academy', name: 'Demo Academy Old Shop', status: 6, expiresInDays: 30, styleId: 25, channel: 0 },
];

/** Each demo merchant's terms and caps: versions and caps that differ, a maintainer for most. */
const TERMS: Readonly<
  Record<string, { edition: MerchantEdition; plan_cap: number; template_cap: number; template_privilege: TemplatePrivilege; rendering: boolean }>
> = {
  living: { edition: 'flagship', plan_cap: 500, template_cap: 50, template_privilege: 'all', rendering: true },
  second: { edition: 'professional', plan_cap: 200, template_cap: 30, template_privilege: 'all', rendering: false },
  soon: { edition: 'standard', plan_cap: 100, template_cap: 20, template_privilege: 'basic', rendering: false },
  lapsed: { edition: 'trial', plan_cap: 20, template_cap: 5, template_privilege: 'none', rendering: false },
  academy: { edition: 'professional', plan_cap: 300, template_cap: 40, template_privilege: 'basic', rendering: true },
};

/** The marketplace shops' demo, and the demo merchants' terms (maintained by the platform's staff account). */
export async function seedShopsDemo(trx: Db, merchantIds: ReadonlyMap<string, number>): Promise<void> {
  const maintainer = await trx.selectFrom('accounts').select('id').where('kind', '=', 'staff').orderBy('id').limit(1).executeTakeFirst();
  for (const [key, terms] of Object.entries(TERMS)) {
    const merchantId = merchantIds.get(key);
    if (merchantId === undefined) continue;
    await trx
      .updateTable('merchants')
      .set({ ...terms, maintainer_id: maintainer?.id ?? null })
      .where('id', '=', merchantId)
      .execute();
  }
  let serial = 0;
  for (const shop of DEMO_SHOPS) {
    const merchantId = merchantIds.get(shop.merchant);
    if (merchantId === undefined) continue;
    serial += 1;
    const authorised = shop.status === 3 || shop.status === 7;
    await sql`insert into marketplace_shops (merchant_id, name, expire_at, status, fail_reason, liaison, shop_id, style_id, channel, style, viewuuid, opened, token, authorised_at)
      values (${merchantId}, ${shop.name}, ${new Date(Date.now() + shop.expiresInDays * DAY_MS)}, ${shop.status}, ${shop.failReason ?? ''}, ${'Li Lei'},
        ${String(10_000_000 + serial * 7919)}, ${shop.styleId}, ${shop.channel}, ${serial % 2 ? 'simple' : 'technology'}, ${`demo${serial}view`},
        ${shop.opened ?? false}, ${authorised ? `demo-token-${serial}` : null}, ${authorised ? new Date(Date.now() - 60 * DAY_MS) : null})`.execute(trx);
  }
}
