import type { AccessChecker } from '../../../resources/access/enforcer.ts';
import { createAccessChecker } from '../../../resources/access/enforcer.ts';
import { expandPermissionPaths } from '../../../resources/access/expand.ts';
import { filterRoutes } from '../../../resources/routes/filter-routes.ts';
import { ROUTE_TABLE, type RouteEntry } from '../../../resources/routes/route-table.ts';

/** The routes and checker a session with these permissions gets, built as providers/session-store.ts builds them. */
export async function sessionFor(permissions: readonly string[], id = 1): Promise<{ routes: RouteEntry[]; checker: AccessChecker }> {
  const checker = await createAccessChecker({ id, permissions: [...permissions] });
  const expanded = expandPermissionPaths(permissions);
  return { checker, routes: filterRoutes(ROUTE_TABLE, (path) => expanded.has(path) || checker.can(path, 'read')) };
}
