import { sql } from 'kysely';
import type { InstanceStatus } from '../../../resources/orders/order-instance-status.ts';
import type { NotificationBus } from '../../bus/notification-bus.ts';
import { orders } from '../../../resources/orders/orders.resource.ts';
import type { Db } from '../../db/database.ts';
import { recordSystemAudit } from '../../engine/audit.ts';
import { type OrderTerms, takeEffect, withdraw } from './order-effects.ts';

type Bus = Pick<NotificationBus, 'publish'> | undefined;

export interface InstanceRow {
  id: number;
  order_id: number;
  seq: number;
  status: InstanceStatus;
  starts_at: Date;
  ends_at: Date;
}

export interface OrderRow extends OrderTerms {
  id: number;
  number: string;
  period_months: number;
  periods: number;
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

/** Starts period `seq` of an order at `from`: a new instance that takes effect at once. */
export async function startPeriod(trx: Db, bus: Bus, order: OrderRow, seq: number, from: Date): Promise<InstanceRow> {
  const start = sql`${from}::timestamptz`;
  const { rows } = await sql<InstanceRow>`
    insert into order_instances (order_id, merchant_id, seq, starts_at, ends_at, status)
    values (${order.id}, ${order.merchant_id}, ${seq}, ${start}, ${start} + make_interval(months => ${order.period_months}), 'effective')
    returning id, order_id, seq, status, starts_at, ends_at`.execute(trx);
  const instance = rows[0]!;
  await takeEffect(trx, bus, order, instance);
  return instance;
}

/** Moves an instance to `to`, applying what that means for the merchant, in the caller's transaction. */
export async function moveInstance(trx: Db, bus: Bus, order: OrderRow, instance: InstanceRow, to: InstanceStatus): Promise<void> {
  await sql`update order_instances set status = ${to}, changed_at = now() where id = ${instance.id}`.execute(trx);
  if (to === 'effective') await takeEffect(trx, bus, order, instance);
  // A frozen instance's terms were withdrawn when it froze: ending it changes nothing more.
  else if (instance.status === 'effective') await withdraw(trx, bus, order, instance, to !== 'expired');
}

/**
 * Normal expiration (the hourly job): each instance in effect whose end has passed expires, and the
 * order's next period, if it has one, starts where it ended. Instances are taken one at a time,
 * each in its own transaction, skipping any another instance's job holds. Answers how many expired.
 */
export async function expireDueInstances(db: Db, bus: Bus): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<InstanceRow>`select id, order_id, seq, status, starts_at, ends_at from order_instances
        where status = 'effective' and ends_at <= now() order by ends_at limit 1 for update skip locked`.execute(trx);
      const instance = rows[0];
      if (!instance) return false;
      const order = await loadOrder(trx, instance.order_id);
      await moveInstance(trx, bus, order, instance, 'expired');
      if (instance.seq < order.periods) await startPeriod(trx, bus, order, instance.seq + 1, instance.ends_at);
      await recordSystemAudit(trx, {
        entity: orders.name,
        recordId: order.id,
        action: 'update',
        merchantId: order.merchant_id,
        title: order.number,
        before: { period: instance.seq, instance_status: 'effective' },
        after: { period: instance.seq, instance_status: 'expired' },
      });
      return true;
    });
    if (!done) return expired;
    expired += 1;
  }
}
