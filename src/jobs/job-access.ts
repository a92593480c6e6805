import type { AccessChecker } from '../../resources/access/enforcer.ts';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { flattenRoutes, type RouteEntry } from '../../resources/routes/route-table.ts';
import { resourceAbilities } from '../engine/useResourceAbilities.ts';

/** Whether the session can start any job at all: only then does the top bar offer the job centre. */
export function canRunJobs(resources: readonly ResourceDefinition[], routes: RouteEntry[], checker: AccessChecker): boolean {
  const paths = new Set(flattenRoutes(routes).map((route) => route.path));
  return resources.some((resource) => {
    if (!paths.has(resource.route)) return false;
    const abilities = resourceAbilities(resource, checker);
    return abilities.export || abilities.import;
  });
}
