/**
 * An order instance's states (issue 19, spec §4 "Order instance: takes effect, normal expiration,
 * manual expiration, frozen") and the moves between them, which the spec does not show. Ours:
 * - effective ("takes effect"): the period is running and its terms are the merchant's;
 * - expired ("normal expiration"): its end passed (the hourly job only), final;
 * - ended ("manual expiration"): an operator ended it early, final;
 * - frozen: suspended by an operator (its terms withdrawn); unfrozen it takes effect again, if its
 *   end has not passed, or is ended for good.
 */
export const INSTANCE_STATUSES = ['effective', 'expired', 'ended', 'frozen'] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

/**
 * Why this machine is not declared on the orders resource (resources/engine/machines.ts), as
 * shops, goods and plans are: its states belong to a period, an `order_instances` row, and the
 * order only shows its current period's (`orders.instance_status`, a view's column). The engine's
 * guard judges the record it locks; here the move must judge the period row, which it locks
 * itself, refuses differently when there is none or its end has passed, names the period in its
 * 409 ("A period cannot move…"), and the expiry job moves periods of orders nobody reads. Declaring
 * it would need a machine over a child row, which no other entity needs yet.
 */

/** Who makes a move: an operator's action on the order (by action name), or the expiry job. */
export type InstanceMove = 'freeze' | 'unfreeze' | 'end' | 'expiry';

export const INSTANCE_MOVES: Readonly<Record<InstanceStatus, Partial<Record<InstanceStatus, InstanceMove>>>> = {
  effective: { expired: 'expiry', ended: 'end', frozen: 'freeze' },
  frozen: { effective: 'unfreeze', ended: 'end' },
  expired: {},
  ended: {},
};

/** The status a move takes an instance to from `from`, or undefined when the machine refuses it. */
export function instanceTarget(from: InstanceStatus, move: InstanceMove): InstanceStatus | undefined {
  return INSTANCE_STATUSES.find((to) => INSTANCE_MOVES[from][to] === move);
}

/** Whether an instance in this status gives the merchant its terms. */
export const isInEffect = (status: InstanceStatus): boolean => status === 'effective';
