import type { AccessChecker } from '../../resources/access/enforcer.ts';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { flattenRoutes, type RouteEntry } from '../../resources/routes/route-table.ts';

/** Whether the session can start any job at all: only then does the top bar offer the job centre. */
export function canRunJobs(resources: readonly ResourceDefinition[], routes: RouteEntry[], checker: AccessChecker): boolean {
  const paths = new Set(flattenRoutes(routes).map((route) => route.path));
  return resources.some(
    (resource) => paths.has(resource.route) && ((resource.export && checker.can(resource.route, 'export')) || (resource.import !== undefined && checker.can(resource.route, 'import'))),
  );
}
