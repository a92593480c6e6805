import { sql } from 'kysely';
import type { InstanceStatus } from '../../../resources/orders/order-instance-status.ts';
import type { EditionTerms, MerchantEdition, Service } from '../../../resources/shared/merchant-terms.ts';
import type { Db } from '../../db/database.ts';

// Orders, their periods (order_instances) and merchants' terms are the platform's: no tenant scope.

/** What an instance's effects need of its order. */
export interface OrderTerms {
  merchant_id: number;
  product: 'edition' | 'service';
  edition: MerchantEdition | null;
  service: Service | null;
  quantity: number;
}

export interface OrderRow extends OrderTerms {
  id: number;
  number: string;
  period_months: number;
  periods: number;
}

export interface InstanceRow {
  id: number;
  order_id: number;
  seq: number;
  status: InstanceStatus;
  starts_at: Date;
  ends_at: Date;
}

/** OC, the day (UTC) and a six-digit serial: OC20261124000042. */
export async function nextOrderNumber(trx: Db): Promise<string> {
  const { rows } = await sql<{
    number: string;
  }>`select 'OC' || to_char(now() at time zone 'UTC', 'YYYYMMDD') || lpad(nextval('order_number_seq')::text, 6, '0') as number`.execute(trx);
  return rows[0]!.number;
}

export async function loadOrder(trx: Db, orderId: number): Promise<OrderRow> {
  const { rows } =
    await sql<OrderRow>`select id, number, merchant_id, product, edition, service, quantity, period_months, periods from orders where id = ${orderId}`.execute(
      trx,
    );
  return rows[0]!;
}

/** The order's current (latest) instance, locked. */
export async function currentInstance(trx: Db, orderId: number): Promise<InstanceRow | undefined> {
  const { rows } = await sql<InstanceRow>`select id, order_id, seq, status, starts_at, ends_at from order_instances
    where order_id = ${orderId} order by seq desc limit 1 for update`.execute(trx);
  return rows[0];
}

/** The instance in effect that ended first, locked, skipping any another transaction holds. */
export async function nextDueInstance(trx: Db): Promise<InstanceRow | undefined> {
  const { rows } = await sql<InstanceRow>`select id, order_id, seq, status, starts_at, ends_at from order_instances
    where status = 'effective' and ends_at <= now() order by ends_at limit 1 for update skip locked`.execute(trx);
  return rows[0];
}

/** Period `seq` of an order from `from`, in effect at once. */
export async function insertInstance(trx: Db, order: OrderRow, seq: number, from: Date): Promise<InstanceRow> {
  const start = sql`${from}::timestamptz`;
  const { rows } = await sql<InstanceRow>`
    insert into order_instances (order_id, merchant_id, seq, starts_at, ends_at, status)
    values (${order.id}, ${order.merchant_id}, ${seq}, ${start}, ${start} + make_interval(months => ${order.period_months}), 'effective')
    returning id, order_id, seq, status, starts_at, ends_at`.execute(trx);
  return rows[0]!;
}

export async function setInstanceStatus(trx: Db, instanceId: number, to: InstanceStatus): Promise<void> {
  await sql`update order_instances set status = ${to}, changed_at = now() where id = ${instanceId}`.execute(trx);
}

/** Locks the merchant's row: its terms change one order at a time. */
export async function lockMerchant(trx: Db, merchantId: number): Promise<void> {
  await sql`select id from merchants where id = ${merchantId} for update`.execute(trx);
}

/** The quantity of each service in effect for a merchant (besides instance `except`). */
export async function servicesInEffect(trx: Db, merchantId: number, exceptInstance: number) {
  const { rows } = await sql<{ service: Service; quantity: number }>`
    select o.service, sum(o.quantity)::int as quantity from order_instances i join orders o on o.id = i.order_id
    where i.merchant_id = ${merchantId} and i.status = 'effective' and o.product = 'service' and i.id <> ${exceptInstance}
    group by o.service`.execute(trx);
  return rows;
}

/** The version in effect for a merchant that ends last (besides instance `except`), if any. */
export async function editionInEffect(trx: Db, merchantId: number, exceptInstance: number) {
  const { rows } = await sql<{ edition: MerchantEdition; ends_at: Date }>`
    select o.edition, i.ends_at from order_instances i join orders o on o.id = i.order_id
    where i.merchant_id = ${merchantId} and i.status = 'effective' and o.product = 'edition' and i.id <> ${exceptInstance}
    order by i.ends_at desc limit 1`.execute(trx);
  return rows[0];
}

/** Gives the merchant a version and its terms (the caps with the service packs in effect added). */
export async function setMerchantTerms(trx: Db, merchantId: number, edition: MerchantEdition, terms: EditionTerms): Promise<void> {
  await sql`update merchants set edition = ${edition}, plan_cap = ${terms.plan_cap}, template_cap = ${terms.template_cap},
      goods_cap = ${terms.goods_cap}, account_quota = ${terms.account_quota},
      material_capacity = ${terms.material_capacity}, template_privilege = ${terms.template_privilege},
      rendering = ${terms.rendering}, updated_at = now()
    where id = ${merchantId}`.execute(trx);
}

/** Moves the merchant's expiry to `until` unless it already reaches further. */
export async function extendMerchantExpiry(trx: Db, merchantId: number, until: Date): Promise<void> {
  await sql`update merchants set overdue_time = greatest(coalesce(overdue_time, ${until}), ${until}) where id = ${merchantId}`.execute(trx);
}

/** Sets the merchant's expiry to `until`, or to now. */
export async function setMerchantExpiry(trx: Db, merchantId: number, until: Date | null): Promise<void> {
  await sql`update merchants set overdue_time = ${until ?? sql`now()`} where id = ${merchantId}`.execute(trx);
}

/** Adds `amount` to one cap column of the merchant. */
export async function addToMerchantCap(trx: Db, merchantId: number, column: string, amount: number): Promise<void> {
  await sql`update merchants set ${sql.ref(column)} = ${sql.ref(column)} + ${amount}, updated_at = now() where id = ${merchantId}`.execute(trx);
}

/** Takes `amount` back from one cap column of the merchant, never below zero. */
export async function takeFromMerchantCap(trx: Db, merchantId: number, column: string, amount: number): Promise<void> {
  await sql`update merchants set ${sql.ref(column)} = greatest(${sql.ref(column)} - ${amount}, 0), updated_at = now() where id = ${merchantId}`.execute(trx);
}
