import { type InstanceMove, instanceTarget, type InstanceStatus } from '../../../resources/orders/order-instance-status.ts';
import type { RecordActionImpl } from '../../engine/record-actions.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { AppError, conflict } from '../../http/app-error.ts';
import { moveInstance } from './order-instances.ts';
import { currentInstance, loadOrder } from './orders.repository.ts';

/**
 * An operator's move of the order's current instance (freeze, unfreeze, end): refused with a 409
 * naming both states when the machine does not allow it from where the instance is
 * (resources/orders/order-instance-status.ts), audited on the order.
 */
export function instanceAction(move: Exclude<InstanceMove, 'expiry'>): RecordActionImpl {
  return {
    run: async (run) => {
      const { trx, ctx, record } = run;
      const id = record.id as number;
      const instance = await currentInstance(trx, id);
      if (!instance) throw conflict('errors.orderNoPeriod');
      const to = instanceTarget(instance.status, move);
      const name = (status: InstanceStatus) => run.t(`resources.orders.statuses.${status}`);
      if (!to)
        throw new AppError(409, 'errors.instanceMoveRefused', {
          params: { from: name(instance.status), to: name(move === 'unfreeze' ? 'effective' : move === 'end' ? 'ended' : 'frozen') },
        });
      if (to === 'effective' && instance.ends_at.getTime() <= Date.now()) throw conflict('errors.instancePeriodOver');
      await moveInstance(trx, ctx.bus, await loadOrder(trx, id), instance, to);
      const after = (await findRecord(trx, run.resource, ctx.scope, id))!;
      return after;
    },
  };
}
