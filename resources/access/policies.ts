import { READ } from './actions.ts';
import { ancestorPaths } from './expand.ts';
import { parsePermission } from './parse.ts';

/** Who the policies are for: the session's user id and the active role's permission list. */
export interface AccessProfile {
  id: number | string;
  permissions: readonly string[];
}

/** A hidden parameterised route and the pages whose holders may open it (any one of them). */
export interface ParameterisedRoute {
  pattern: string;
  grantedBy: string | readonly string[];
}

/** The lists whose records the panorama editor and the publish page open (`?of=` names the list). */
const PLAN_LISTS = ['/content/planManagement', '/content/hallManagement', '/systemManagement/hallTemplate', '/systemManagement/realTimeRenderingPlanTemplate'];

/**
 * Hidden routes of the spec's route table that carry a parameter. Nobody lists them in a role,
 * so they follow the page a user reaches them from (ACCESS.md). `/redirect/*` is public and
 * therefore not here.
 */
export const PARAMETERISED_ROUTES: readonly ParameterisedRoute[] = [
  { pattern: '/content/panoEditor/:id', grantedBy: PLAN_LISTS },
  { pattern: '/content/publish/:id', grantedBy: PLAN_LISTS },
  { pattern: '/content/stats/:applicationId', grantedBy: '/content/appManagement' },
  { pattern: '/content/appAnalytics/:applicationId', grantedBy: '/content/appManagement' },
  { pattern: '/businessManagement/businessInfo/detail/:id', grantedBy: '/businessManagement/businessInfo' },
  { pattern: '/customManagement/detail/:id/:userId', grantedBy: '/customManagement/customList' },
  { pattern: '/customManagement/orderEdit/:id', grantedBy: '/customManagement/order' },
];

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
  const wildcards = new Set<string>();

  for (const permission of profile.permissions) {
    const parsed = parsePermission(permission);
    if (parsed.kind === 'page') {
      pages.add(parsed.page);
      add(parsed.page, READ);
    } else if (parsed.kind === 'action') {
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

  for (const { pattern, grantedBy } of PARAMETERISED_ROUTES) {
    const granting = typeof grantedBy === 'string' ? [grantedBy] : grantedBy;
    // A wildcard on a granting page or any ancestor grants every action of that page.
    const viaWildcard = granting.some((page) => ancestorPaths(page).some((path) => wildcards.has(path)));
    if (viaWildcard || granting.some((page) => pages.has(page))) add(pattern, READ);
    if (viaWildcard) add(pattern, '*');
  }
  return [...rules.values()];
}
