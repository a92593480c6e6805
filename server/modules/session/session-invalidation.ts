import type { NotificationBus } from '../../bus/notification-bus.ts';
import type { Db } from '../../db/database.ts';
import { SESSIONS_CHANGED, type SessionChange } from '../../http/session-cache.ts';
import { revokeSessions } from './session.repository.ts';

/**
 * What changed about some sessions. `end` revokes them in the database (logout, a password change,
 * a stopped or deleted account, a removed role); without it they stay, and every instance reads
 * them afresh on their next request (a role's permissions edited, a merchant disabled or its
 * expiry moved, which the gate then applies).
 */
export interface SessionInvalidation extends Omit<SessionChange, 'all'> {
  end?: boolean;
  /** With `end` and `accountIds`: the one session that stays (the one that changed the password). */
  keepSessionId?: number;
}

/** Ids per bus message: a NOTIFY payload must stay under 8,000 bytes. */
const IDS_PER_MESSAGE = 500;

/**
 * The one call that ends or refreshes what sessions may do, on every instance within a second
 * (the session cache of each instance forgets them through the bus). Inside a transaction, pass
 * it as `executor`: the revocation and the message then take effect together at commit. Callers:
 * logout, role switch and password change today; the organisation and provider features (account
 * stopped or deleted, role edited or removed, merchant disabled or its expiry changed) tomorrow.
 */
export async function invalidateSessions(bus: Pick<NotificationBus, 'publish'>, executor: Db, what: SessionInvalidation): Promise<void> {
  if (what.end) await revokeSessions(executor, what);
  const lists = (['sessionIds', 'accountIds', 'roleIds', 'merchantIds'] as const).filter((name) => what[name]?.length);
  for (const name of lists) {
    const ids = what[name]!;
    for (let start = 0; start < ids.length; start += IDS_PER_MESSAGE) {
      const change: SessionChange = { [name]: ids.slice(start, start + IDS_PER_MESSAGE) };
      await bus.publish(SESSIONS_CHANGED, change, executor);
    }
  }
}
