import { type AccessChecker, createAccessChecker } from '../../resources/access/enforcer.ts';
import type { SessionContext } from '../http/session-context.types.ts';

const MAX_CACHED = 5_000;

/**
 * One casbin enforcer per session, built once and reused (ACCESS.md). The key holds the
 * permissions themselves, read with the session on every request, so any change to a role builds
 * a fresh one at once, whether or not the editing code bumped `updated_at` (or two edits fell in
 * one millisecond). Oldest entries go first when the cache is full.
 */
export class AccessCheckers {
  private readonly cache = new Map<string, Promise<AccessChecker>>();

  for(session: SessionContext): Promise<AccessChecker> {
    const key = `${session.id}:${session.roleId ?? 0}:${session.permissions.join('\n')}`;
    let checker = this.cache.get(key);
    if (!checker) {
      checker = createAccessChecker({ id: session.accountId, permissions: session.permissions });
      if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, checker);
    }
    return checker;
  }
}
