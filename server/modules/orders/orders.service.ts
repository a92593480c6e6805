import { EDITION_TERMS, type MerchantEdition, SERVICE_CAPS } from '../../../resources/shared/merchant-terms.ts';
import type { NotificationBus } from '../../bus/notification-bus.ts';
import type { Db } from '../../db/database.ts';
import { invalidateSessions } from '../session/session-invalidation.ts';
import {
  addToMerchantCap,
  editionInEffect,
  extendMerchantExpiry,
  lockMerchant,
  type OrderTerms,
  servicesInEffect,
  setMerchantExpiry,
  setMerchantTerms,
  takeFromMerchantCap,
} from './orders.repository.ts';

type Bus = Pick<NotificationBus, 'publish'> | undefined;

/** The caps every service pack in effect adds for a merchant, by cap column (besides `except`). */
async function packsInEffect(trx: Db, merchantId: number, exceptInstance = 0): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  for (const row of await servicesInEffect(trx, merchantId, exceptInstance)) {
    const { column, unit } = SERVICE_CAPS[row.service];
    added[column] = (added[column] ?? 0) + row.quantity * unit;
  }
  return added;
}

/** Sets a version's terms on the merchant, plus the service packs in effect. */
async function setEditionTerms(trx: Db, merchantId: number, edition: MerchantEdition): Promise<void> {
  const terms = EDITION_TERMS[edition];
  const packs = await packsInEffect(trx, merchantId);
  const plus = (column: 'plan_cap' | 'template_cap' | 'account_quota' | 'material_capacity') => terms[column] + (packs[column] ?? 0);
  await setMerchantTerms(trx, merchantId, edition, {
    ...terms,
    plan_cap: plus('plan_cap'),
    template_cap: plus('template_cap'),
    account_quota: plus('account_quota'),
    material_capacity: plus('material_capacity'),
  });
}

/**
 * An instance takes effect: a version's terms become the merchant's and its expiry reaches at
 * least the period's end; a service adds its quantity to its cap. Every instance of the merchant
 * then reads its sessions afresh (the gate applies the new expiry).
 */
export async function takeEffect(trx: Db, bus: Bus, order: OrderTerms, instance: { id: number; ends_at: Date }): Promise<void> {
  const merchantId = order.merchant_id;
  await lockMerchant(trx, merchantId);
  if (order.product === 'edition' && order.edition) {
    await setEditionTerms(trx, merchantId, order.edition);
    await extendMerchantExpiry(trx, merchantId, instance.ends_at);
  } else if (order.service) {
    const { column, unit } = SERVICE_CAPS[order.service];
    await addToMerchantCap(trx, merchantId, column, order.quantity * unit);
  }
  if (bus) await invalidateSessions(bus, trx, { merchantIds: [merchantId] });
}

/**
 * An instance stops giving its terms (normal or manual expiration, frozen). A service takes its
 * quantity back (never below zero). A version leaves the merchant on the version still in effect,
 * if another is, else on the trial's terms; ended early or frozen, the merchant's expiry comes back
 * to the latest period still in effect, or to now.
 */
export async function withdraw(trx: Db, bus: Bus, order: OrderTerms, instance: { id: number }, early: boolean): Promise<void> {
  const merchantId = order.merchant_id;
  await lockMerchant(trx, merchantId);
  if (order.product === 'service' && order.service) {
    const { column, unit } = SERVICE_CAPS[order.service];
    await takeFromMerchantCap(trx, merchantId, column, order.quantity * unit);
  } else {
    const remaining = await editionInEffect(trx, merchantId, instance.id);
    await setEditionTerms(trx, merchantId, remaining?.edition ?? 'trial');
    if (early) await setMerchantExpiry(trx, merchantId, remaining?.ends_at ?? null);
  }
  if (bus) await invalidateSessions(bus, trx, { merchantIds: [merchantId] });
}
