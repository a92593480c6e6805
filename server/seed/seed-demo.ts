import type pg from 'pg';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../modules/session/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_MERCHANTS, DEMO_PASSWORD, overdueDate } from './demo-accounts.ts';
import { seedOrganisationDemo } from './seed-organisation.ts';
import { seedShopsDemo } from './seed-shops.ts';
import { seedOrdersDemo } from './seed-orders.ts';
import { seedMerchantTermsDemo } from './seed-merchant-terms.ts';
import { type DemoRole, OWN_MERCHANT_ROLES, PLATFORM_ROLES, SHARED_MERCHANT_ROLES } from './demo-roles.ts';
import { seedEngineDemo } from './seed-engine.ts';
import { seedCommoditiesDemo } from './seed-commodities.ts';
import { seedMediaDemo } from './seed-media.ts';
import { seedPlansDemo } from './seed-plans.ts';
import { seedCustomersDemo } from './seed-customers.ts';
import { seedAppsDemo } from './seed-apps.ts';
import { seedAppBackgroundsDemo } from './seed-app-backgrounds.ts';
import { seedStyleTemplatesDemo } from './seed-style-templates.ts';
import { seedMarketingDemo } from './seed-marketing.ts';
import { seedSystemResourcesDemo } from './seed-system-resources.ts';
import { type DemoEventsOptions, seedDemoEvents } from './seed-stats.ts';
import { seedPublishableKeysDemo } from './seed-publishable-keys.ts';

/** True when no merchant and no account exist yet: only then is the demo seeded. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const account = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  const merchant = await db.selectFrom('merchants').select('id').limit(1).executeTakeFirst();
  return !account && !merchant;
}

export interface SeedDemoOptions {
  /**
   * The statistics events (seed-stats.ts), written with COPY on a connection of `pool` once the
   * rest is committed: 90 days up to now by default (`npm start`), a small week for the tests'
   * template. Without it, no events.
   */
  events?: DemoEventsOptions & { pool: pg.Pool };
}

/**
 * Seeds ACCESS.md's demo merchants, stores, roles and accounts in one transaction, then (when
 * asked) their statistics events.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const merchantIds = new Map<string, number>();
    const storeIds = new Map<string, number>();
    const roleIds = new Map<string, number>();
    const insertRoles = async (merchantKey: string, merchantId: number | null, roles: DemoRole[]) => {
      for (const role of roles) {
        const row = await trx
          .insertInto('roles')
          .values({
            merchant_id: merchantId,
            code: role.code,
            name: role.name,
            role_tag: role.roleTag,
            audience: role.roleTag === 'atrium' ? 'platform' : 'merchant',
            position: role.position,
            permissions: role.permissions,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        roleIds.set(`${merchantKey}:${role.code}`, row.id);
      }
    };
    await insertRoles('platform', null, PLATFORM_ROLES);
    await insertRoles('shared', null, SHARED_MERCHANT_ROLES);
    for (const merchant of DEMO_MERCHANTS) {
      const row = await trx
        .insertInto('merchants')
        .values({ name: merchant.name, overdue_time: overdueDate(merchant), settings: JSON.stringify({ school: Boolean(merchant.school) }) })
        .returning('id')
        .executeTakeFirstOrThrow();
      merchantIds.set(merchant.key, row.id);
      for (const store of merchant.stores) {
        const storeRow = await trx.insertInto('stores').values({ merchant_id: row.id, name: store }).returning('id').executeTakeFirstOrThrow();
        storeIds.set(`${merchant.key}:${store}`, storeRow.id);
      }
      await insertRoles(merchant.key, row.id, OWN_MERCHANT_ROLES[merchant.key] ?? []);
    }
    for (const account of DEMO_ACCOUNTS) {
      const merchantKey = account.merchant ?? 'platform';
      // A merchant's own role of that code, else the one offered to every merchant.
      const roleIdOf = (code: string) => roleIds.get(`${merchantKey}:${code}`) ?? (account.merchant ? roleIds.get(`shared:${code}`) : undefined);
      const row = await trx
        .insertInto('accounts')
        .values({
          merchant_id: account.merchant ? (merchantIds.get(account.merchant) ?? null) : null,
          store_id: account.store ? (storeIds.get(`${merchantKey}:${account.store}`) ?? null) : null,
          username: account.username,
          // .test is reserved for testing (RFC 2606) and passes the spec's 2–6 letter ending rule.
          email: `${account.username}@atrium.test`,
          password_hash: passwordHash,
          name: account.name,
          nickname: account.name.split(' ')[0],
          phone: account.phone,
          business_card_title: account.who,
          kind: account.merchant ? (account.roles[0] === 'master' ? 'master' : 'sub') : 'staff',
          role_id: account.roles.length ? (roleIdOf(account.roles[0]) ?? null) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [index, code] of account.roles.entries()) {
        const roleId = roleIdOf(code);
        if (roleId === undefined) throw new Error(`Demo role ${merchantKey}:${code} is missing`);
        await trx
          .insertInto('account_roles')
          .values({ account_id: row.id, role_id: roleId, is_default: index === 0 })
          .execute();
      }
      if (account.roles[0] === 'master' && account.merchant) {
        await trx
          .updateTable('merchants')
          .set({ account_id: row.id })
          .where('id', '=', merchantIds.get(account.merchant) ?? 0)
          .execute();
      }
    }
    await seedOrganisationDemo(trx, merchantIds, storeIds);
    await seedShopsDemo(trx, merchantIds);
    await seedOrdersDemo(trx, merchantIds);
    await seedMerchantTermsDemo(trx, merchantIds);
    await seedEngineDemo(trx, merchantIds.get(DEMO_MERCHANTS[0].key)!);
    await seedCommoditiesDemo(trx, merchantIds, storeIds);
    await seedMediaDemo(trx, [merchantIds.get('living')!, merchantIds.get('second')!]);
    await seedPlansDemo(trx, [merchantIds.get('living')!, merchantIds.get('second')!]);
    // Customers, their orders and works name the goods and plans above; the events after the commit name the customers.
    await seedCustomersDemo(trx, merchantIds);
    // Coupons' claims, sign-ups and appointments name the customers.
    await seedMarketingDemo(trx, merchantIds);
    await seedSystemResourcesDemo(trx, merchantIds);
    await seedPublishableKeysDemo(trx, merchantIds, options.events);
    // Apps show the content and marketing above, in the style templates and backgrounds they pick from.
    await seedStyleTemplatesDemo(trx, merchantIds);
    await seedAppBackgroundsDemo(trx, merchantIds);
    await seedAppsDemo(trx, merchantIds);
  });
  if (options.events) await seedDemoEvents(db, options.events.pool, options.events);
}
