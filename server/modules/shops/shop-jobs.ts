import { SHOP_STATUS } from '../../../resources/shops/shop-status.ts';
import { marketplaceShops } from '../../../resources/shops/shops.resource.ts';
import type { Db } from '../../db/database.ts';
import { recordSystemAudit } from '../../engine/audit.ts';
import type { ScheduledJob } from '../../engine/entity-plugin.ts';
import type { JobKind } from '../../jobs/job-kinds.ts';
import { MarketplaceError, marketplaceFrom } from './marketplace.ts';
import { endShopSwitch, expireDueShops, shopCredentials } from './shops.repository.ts';

/**
 * Moves every shop whose expiry date has passed from "authorisation succeeded" to "authorisation
 * expired" (7), each with its audit entry; answers how many moved.
 */
export async function expireShops(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await expireDueShops(trx);
    for (const shop of rows)
      await recordSystemAudit(trx, {
        entity: marketplaceShops.name,
        recordId: shop.id,
        action: 'update',
        merchantId: shop.merchant_id,
        title: shop.name,
        before: { status: shop.status },
        after: { status: SHOP_STATUS.authorisationExpired },
      });
    return rows.length;
  });
}

/** Hourly, a few minutes past the hour: a shop expires within the hour its date passes. */
export const shopExpiryJob: ScheduledJob = {
  name: 'marketplace-shop-expiry',
  cron: '5 * * * *',
  run: async ({ db, log }) => {
    const expired = await expireShops(db);
    if (expired) log.info({ expired }, 'marketplace shops: authorisations expired');
  },
};

/**
 * Opens or closes a shop on its marketplace (the switch action queued it). Whatever the
 * marketplace answers, the shop stops showing "opening" or "closing": opened as asked, or as it
 * was with the job failed and the marketplace's reason in the job centre.
 */
export const shopSwitchKind: JobKind = {
  run: async ({ db, env, params, report }) => {
    const id = Number(params.shop);
    const opened = params.opened === true;
    const shop = await shopCredentials(db, id);
    const marketplace = marketplaceFrom(env);
    let failure: string | null = null;
    if (!shop?.token || !marketplace) failure = 'The marketplace is not configured, or the shop has no token.';
    else
      try {
        await marketplace.setOpen({ shopId: shop.shop_id, styleId: shop.style_id }, shop.token, opened);
      } catch (error) {
        if (!(error instanceof MarketplaceError)) throw error;
        failure = error.message;
      }
    await endShopSwitch(db, id, failure ? null : opened);
    if (failure) await report({ status: 'failed', message: failure });
    else
      await report({
        status: 'done',
        summary: { key: opened ? 'resources.marketplace-shops.switched.opened' : 'resources.marketplace-shops.switched.closed', params: {} },
      });
  },
};
