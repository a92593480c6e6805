import { flattenRoutes, ROUTE_TABLE, type RouteEntry, type RouteGrant } from '../routes/route-table.ts';
import { READ } from './actions.ts';
import { ancestorPaths } from './expand.ts';
import { parsePermission } from './parse.ts';

/** Who the policies are for: the session's user id and the active role's permission list. */
export interface AccessProfile {
  id: number | string;
  permissions: readonly string[];
}

/** The route-table entries that name what grants them, in table order. */
export const GRANTED_ROUTES = flattenRoutes(ROUTE_TABLE).filter(
  (route): route is RouteEntry & Required<Pick<RouteEntry, 'grantedBy'>> => route.grantedBy !== undefined,
);

/** A casbin `p` rule: subject, object (keyMatch2 pattern), action (`read`, a vocabulary action or `*`). */
export type PolicyRule = [sub: string, obj: string, act: string];

/**
 * The casbin `p` rules for one profile (ACCESS.md "The casbin model"). This is the only place
 * permission strings turn into policies; invalid strings are ignored, duplicates dropped.
 */
export function policiesFor(profile: AccessProfile): PolicyRule[] {
  const sub = String(profile.id);
  const rules = new Map<string, PolicyRule>();
  const add = (obj: string, act: string): void => {
    rules.set(`${obj}\n${act}`, [sub, obj, act]);
  };
  const pages = new Set<string>();
  const actions = new Set<string>();
  const wildcards = new Set<string>();

  for (const permission of profile.permissions) {
    const parsed = parsePermission(permission);
    if (parsed.kind === 'page') {
      pages.add(parsed.page);
      add(parsed.page, READ);
    } else if (parsed.kind === 'action') {
      actions.add(`${parsed.page}\n${parsed.action}`);
      add(parsed.page, parsed.action);
    } else if (parsed.kind === 'wildcard') {
      // keyMatch2 reads `/page/*` as `/page/.*`, which misses the page itself: both rules needed.
      wildcards.add(parsed.page);
      add(parsed.page, '*');
      add(`${parsed.page}/*`, '*');
    } else if (parsed.kind === 'flag') {
      add(parsed.flag, READ);
    }
  }

  // Pages nobody lists in a role follow what the route table says grants them (`grantedBy`).
  const viaWildcard = (page: string) => ancestorPaths(page).some((path) => wildcards.has(path));
  const holds = (grant: RouteGrant) => (typeof grant === 'string' ? pages.has(grant) : actions.has(`${grant.page}\n${grant.action}`));
  for (const { path, grantedBy } of GRANTED_ROUTES) {
    const pagesOfGrants = grantedBy.map((grant) => (typeof grant === 'string' ? grant : grant.page));
    // A wildcard on a granting page or any ancestor grants every action of that page.
    const wildcard = pagesOfGrants.some(viaWildcard);
    if (wildcard || grantedBy.some(holds)) add(path, READ);
    if (wildcard) add(path, '*');
  }
  return [...rules.values()];
}
