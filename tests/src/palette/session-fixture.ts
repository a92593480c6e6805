import { deriveSession } from '../../../providers/session-store.ts';
import type { AccessChecker } from '../../../resources/access/enforcer.ts';
import type { RouteEntry } from '../../../resources/routes/route-table.ts';
import type { UserProfile } from '../../../resources/session/session.schema.ts';

/** The routes and checker a session with these permissions gets, from the app's own deriveSession. */
export async function sessionFor(permissions: readonly string[], id = 1): Promise<{ routes: RouteEntry[]; checker: AccessChecker }> {
  const { checker, routes } = await deriveSession({ id, permission: [...permissions] } as UserProfile, null);
  return { checker, routes };
}
