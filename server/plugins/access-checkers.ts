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

  /**
   * The last checker found for a list of permissions: a cached session (session-cache.ts) hands
   * every request the very same list, so its checker is found without joining the list again.
   */
  private readonly byList = new WeakMap<readonly string[], { key: string; checker: Promise<AccessChecker> }>();

  for(session: SessionContext): Promise<AccessChecker> {
    const prefix = `${session.id}:${session.roleId ?? 0}:`;
    const known = this.byList.get(session.permissions);
    if (known?.key.startsWith(prefix) && this.cache.get(known.key) === known.checker) return known.checker;
    const key = prefix + session.permissions.join('\n');
    let checker = this.cache.get(key);
    if (!checker) {
      checker = createAccessChecker({ id: session.accountId, permissions: session.permissions });
      if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, checker);
    }
    this.byList.set(session.permissions, { key, checker });
    return checker;
  }
}
