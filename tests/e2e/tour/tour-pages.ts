import { createAccessChecker } from '../../../resources/access/enforcer.ts';
import { expandPermissionPaths } from '../../../resources/access/expand.ts';
import { filterRoutes } from '../../../resources/routes/filter-routes.ts';
import { flattenRoutes, ROUTE_TABLE } from '../../../resources/routes/route-table.ts';
import { PAGE_LOADERS } from '../../../src/routes/page-loaders.ts';

/**
 * The built pages a session may open, derived as the app derives its routes (providers/session-store.ts):
 * the route table filtered by the session's permissions, kept where a screen is built. Pages whose
 * path takes a parameter need a record, so the tour reaches them from their lists instead.
 */
export async function builtPagesFor(profile: { id: number; permission: string[] }): Promise<string[]> {
  const checker = await createAccessChecker({ id: profile.id, permissions: profile.permission });
  const expanded = expandPermissionPaths(profile.permission);
  const routes = filterRoutes(ROUTE_TABLE, (path) => expanded.has(path) || checker.can(path, 'read'));
  return flattenRoutes(routes)
    .filter((route) => !route.children && !route.path.includes(':') && PAGE_LOADERS[route.path])
    .map((route) => route.path);
}
