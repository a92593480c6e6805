import type { WriteContext } from '../../engine/resource.service.ts';

/**
 * Who writes when a customer acts through `/app-api` (an order, a profile, an appointment): no
 * account, named in the audit log as the customer. The engine's write context types its session
 * by the back office's (an account id); the audit log already keeps `null` for writers without one,
 * as the recycle bin's system actor does.
 */
export function customerActor(customerId: number): WriteContext['session'] {
  return { accountId: null as unknown as number, username: `customer #${customerId}` };
}
