import type { InstanceStatus } from '../../../resources/orders/order-instance-status.ts';
import { orders } from '../../../resources/orders/orders.resource.ts';
import type { NotificationBus } from '../../bus/notification-bus.ts';
import type { Db } from '../../db/database.ts';
import { recordSystemAudit } from '../../engine/audit.ts';
import { currentInstance, type InstanceRow, insertInstance, loadOrder, nextDueInstance, type OrderRow, setInstanceStatus } from './orders.repository.ts';
import { takeEffect, withdraw } from './orders.service.ts';

// An order's periods (its instances) and their moves: what each move does to the merchant is orders.service.ts's.

type Bus = Pick<NotificationBus, 'publish'> | undefined;

/** Starts period `seq` of an order at `from`: a new instance that takes effect at once. */
export async function startPeriod(trx: Db, bus: Bus, order: OrderRow, seq: number, from: Date): Promise<InstanceRow> {
  const instance = await insertInstance(trx, order, seq, from);
  await takeEffect(trx, bus, order, instance);
  return instance;
}

/** A new order's first period (the view's trigger made it with the order) takes effect now. */
export async function firstPeriodTakesEffect(trx: Db, bus: Bus, orderId: number): Promise<void> {
  const first = await currentInstance(trx, orderId);
  if (first) await takeEffect(trx, bus, await loadOrder(trx, orderId), first);
}

/** Moves an instance to `to`, applying what that means for the merchant, in the caller's transaction. */
export async function moveInstance(trx: Db, bus: Bus, order: OrderRow, instance: InstanceRow, to: InstanceStatus): Promise<void> {
  await setInstanceStatus(trx, instance.id, to);
  if (to === 'effective') await takeEffect(trx, bus, order, instance);
  // A frozen instance's terms were withdrawn when it froze: ending it changes nothing more.
  else if (instance.status === 'effective') await withdraw(trx, bus, order, instance, to !== 'expired');
}

/** Expires the instance in effect that ended first, if any, and starts its order's next period; answers whether one expired. */
async function expireNextDue(trx: Db, bus: Bus): Promise<boolean> {
  const instance = await nextDueInstance(trx);
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
}

/**
 * Normal expiration (the hourly job): each instance in effect whose end has passed expires, and the
 * order's next period, if it has one, starts where it ended. Instances are taken one at a time,
 * each in its own transaction, skipping any another instance's job holds. Answers how many expired.
 */
export async function expireDueInstances(db: Db, bus: Bus): Promise<number> {
  let expired = 0;
  while (await db.transaction().execute((trx) => expireNextDue(trx, bus))) expired += 1;
  return expired;
}
