import { type ShopStatus, SHOP_STATUS } from '../../../resources/shops/shop-status.ts';
import { SHOP_REASON_MAX } from '../../../resources/shops/shops.resource.ts';
import { type ActionRun, type RecordActionImpl, setFields } from '../../engine/record-actions.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { AppError, conflict, invalid } from '../../http/app-error.ts';
import { type Marketplace, MarketplaceError, marketplaceFrom } from './marketplace.ts';
import { keepShopToken, refuseShopToken, shopCredentials } from './shops.repository.ts';

/** The job kind that opens or closes a shop on its marketplace. */
export const SHOP_SWITCH_KIND = 'shop-switch';

/** Pass (1) or fail (2, with its reason) a review, or send the shop back to review (0): the `audit` permission. */
export const auditShop: RecordActionImpl = {
  run: async (run) => {
    // The machine has judged the move (shops.resource.ts `machines`, machine-guard.ts).
    const to = run.body.status as ShopStatus;
    const reason = String(run.body.reason ?? '');
    if (to === SHOP_STATUS.reviewFailed && !reason) throw invalid({ reason: ['validation.failReason'] });
    return setFields(() => ({ status: to, fail_reason: to === SHOP_STATUS.reviewFailed ? reason : '' }))(run);
  },
};

/** Disable (5) or mark deleted on the marketplace (6): the `status` permission, POST /api/taobao/shop/change/status/{id}. */
export const changeShopStatus: RecordActionImpl = {
  run: async (run) => {
    const to = run.body.status as ShopStatus;
    return setFields(() => ({ status: to }))(run);
  },
};

function configuredMarketplace(run: ActionRun): Marketplace {
  const marketplace = marketplaceFrom(run.env);
  if (!marketplace) throw conflict('errors.marketplaceNotConfigured');
  return marketplace;
}

/**
 * A new marketplace token (POST /api/taobao/shop/add/token/{id}): the marketplace accepts it (3,
 * the token kept) or refuses it (4, with the marketplace's reason). A shop past its expiry date is
 * refused until the date is extended, or the expiry job would take it straight back to 7.
 */
export const addShopToken: RecordActionImpl = {
  run: async (run) => {
    const { trx, record } = run;
    const id = record.id as number;
    if (new Date(String(record.expire_at)).getTime() <= Date.now()) throw conflict('errors.shopExpired');
    const marketplace = configuredMarketplace(run);
    const token = String(run.body.token);
    const shop = await shopCredentials(trx, id);
    const answer = await marketplace.authorise({ shopId: shop.shop_id, styleId: shop.style_id }, token).catch((error: unknown) => {
      if (error instanceof MarketplaceError) throw new AppError(502, 'errors.marketplaceUnreachable', { params: { reason: error.message } });
      throw error;
    });
    if (answer.ok) await keepShopToken(trx, id, token);
    else await refuseShopToken(trx, id, { code: answer.code, detail: answer.detail.slice(0, SHOP_REASON_MAX) });
    const after = (await findRecord(trx, run.resource, run.ctx.scope, id))!;
    return after;
  },
};

/**
 * Opens or closes the shop on its marketplace: the record shows "opening" or "closing" at once and
 * a `shop-switch` job makes the call. Only an authorised shop switches; an expired authorisation
 * gets spec §8's "Account authorization expired; re-authorize".
 */
export const switchShop: RecordActionImpl = {
  run: async (run) => {
    const { record } = run;
    const opened = run.body.opened === true;
    if (record.status === SHOP_STATUS.authorisationExpired) throw conflict('errors.shopAuthorisationExpired');
    if (record.status !== SHOP_STATUS.authorised) throw conflict('errors.shopNotAuthorised');
    if (record.switching) throw conflict('errors.shopSwitching');
    if (record.opened === opened) throw conflict('errors.statusUnchanged');
    configuredMarketplace(run);
    const after = await setFields(() => ({ switching: opened ? 'opening' : 'closing' }))(run);
    await run.queueJob(SHOP_SWITCH_KIND, { shop: record.id as number, opened });
    return after;
  },
};
