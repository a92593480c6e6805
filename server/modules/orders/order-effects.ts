import { sql } from 'kysely';
import { EDITION_TERMS, type MerchantEdition, SERVICE_CAPS, type Service } from '../../../resources/shared/merchant-terms.ts';
import type { NotificationBus } from '../../bus/notification-bus.ts';
import type { Db } from '../../db/database.ts';
import { invalidateSessions } from '../session/session-invalidation.ts';

/** What an instance's effects need of its order. */
export interface OrderTerms {
  merchant_id: number;
  product: 'edition' | 'service';
  edition: MerchantEdition | null;
  service: Service | null;
  quantity: number;
}

type Bus = Pick<NotificationBus, 'publish'> | undefined;

/** The caps every service pack in effect adds for a merchant, by cap column (besides `except`). */
async function packsInEffect(trx: Db, merchantId: number, exceptInstance = 0): Promise<Record<string, number>> {
  const { rows } = await sql<{ service: Service; quantity: number }>`
    select o.service, sum(o.quantity)::int as quantity from order_instances i join orders o on o.id = i.order_id
    where i.merchant_id = ${merchantId} and i.status = 'effective' and o.product = 'service' and i.id <> ${exceptInstance}
    group by o.service`.execute(trx);
  const added: Record<string, number> = {};
  for (const row of rows) {
    const { column, unit } = SERVICE_CAPS[row.service];
    added[column] = (added[column] ?? 0) + row.quantity * unit;
  }
  return added;
}

/** Sets a version's terms on the merchant, plus the service packs in effect. */
async function setEditionTerms(trx: Db, merchantId: number, edition: MerchantEdition): Promise<void> {
  const terms = EDITION_TERMS[edition];
  const packs = await packsInEffect(trx, merchantId);
  const plus = (column: string, value: number) => value + (packs[column] ?? 0);
  await sql`update merchants set edition = ${edition}, plan_cap = ${plus('plan_cap', terms.plan_cap)}, template_cap = ${plus('template_cap', terms.template_cap)},
      goods_cap = ${terms.goods_cap}, account_quota = ${plus('account_quota', terms.account_quota)},
      material_capacity = ${plus('material_capacity', terms.material_capacity)}, template_privilege = ${terms.template_privilege},
      rendering = ${terms.rendering}, updated_at = now()
    where id = ${merchantId}`.execute(trx);
}

/** The latest end of the merchant's version periods in effect (besides `except`), if any. */
async function editionInEffect(trx: Db, merchantId: number, exceptInstance: number) {
  const { rows } = await sql<{ edition: MerchantEdition; ends_at: Date }>`
    select o.edition, i.ends_at from order_instances i join orders o on o.id = i.order_id
    where i.merchant_id = ${merchantId} and i.status = 'effective' and o.product = 'edition' and i.id <> ${exceptInstance}
    order by i.ends_at desc limit 1`.execute(trx);
  return rows[0];
}

/**
 * An instance takes effect: a version's terms become the merchant's and its expiry reaches at
 * least the period's end; a service adds its quantity to its cap. Every instance of the merchant
 * then reads its sessions afresh (the gate applies the new expiry).
 */
export async function takeEffect(trx: Db, bus: Bus, order: OrderTerms, instance: { id: number; ends_at: Date }): Promise<void> {
  const merchantId = order.merchant_id;
  await sql`select id from merchants where id = ${merchantId} for update`.execute(trx);
  if (order.product === 'edition' && order.edition) {
    await setEditionTerms(trx, merchantId, order.edition);
    await sql`update merchants set overdue_time = greatest(coalesce(overdue_time, ${instance.ends_at}), ${instance.ends_at}) where id = ${merchantId}`.execute(
      trx,
    );
  } else if (order.service) {
    const { column, unit } = SERVICE_CAPS[order.service];
    await sql`update merchants set ${sql.ref(column)} = ${sql.ref(column)} + ${order.quantity * unit}, updated_at = now() where id = ${merchantId}`.execute(
      trx,
    );
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
  await sql`select id from merchants where id = ${merchantId} for update`.execute(trx);
  if (order.product === 'service' && order.service) {
    const { column, unit } = SERVICE_CAPS[order.service];
    await sql`update merchants set ${sql.ref(column)} = greatest(${sql.ref(column)} - ${order.quantity * unit}, 0), updated_at = now() where id = ${merchantId}`.execute(
      trx,
    );
  } else {
    const remaining = await editionInEffect(trx, merchantId, instance.id);
    await setEditionTerms(trx, merchantId, remaining?.edition ?? 'trial');
    if (early) await sql`update merchants set overdue_time = ${remaining?.ends_at ?? sql`now()`} where id = ${merchantId}`.execute(trx);
  }
  if (bus) await invalidateSessions(bus, trx, { merchantIds: [merchantId] });
}
