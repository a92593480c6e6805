import type { AccessChecker } from '../access/enforcer.ts';
import { isFlag } from '../access/flags.ts';
import { parsePermission } from '../access/parse.ts';
import type { RoleAudience } from '../shared/account-kinds.ts';
import { flattenRoutes } from '../routes/route-table.ts';

/** Sections and pages only the platform's staff may hold: merchants' roles never grant them. */
export const PLATFORM_ONLY_PAGES = ['/systemManagement', '/staffManagement', '/orderCenter', '/businessManagement', '/homeData/merchantOperateData'];

const KNOWN_PAGES = new Set(flattenRoutes().map((route) => route.path));

/** Whether a page (or a section) of the route table may be held by the audience. */
export function audienceMayHold(audience: RoleAudience, page: string): boolean {
  if (audience === 'platform') return true;
  return !PLATFORM_ONLY_PAGES.some((only) => page === only || page.startsWith(`${only}/`));
}

/** What is wrong with one permission string of a role, as a message key, or null when it may be granted. */
export function permissionIssue(permission: string, audience: RoleAudience, granter?: AccessChecker): string | null {
  const parsed = parsePermission(permission);
  if (parsed.kind === 'invalid') return 'validation.unknownPermission';
  if (parsed.kind === 'flag') return granter && !granter.can(parsed.flag, 'read') ? 'validation.permissionNotHeld' : null;
  if (!KNOWN_PAGES.has(parsed.page)) return 'validation.unknownPermission';
  if (!audienceMayHold(audience, parsed.page)) return 'validation.notForMerchants';
  if (!granter) return null;
  return holds(granter, permission) ? null : 'validation.permissionNotHeld';
}

/**
 * Whether the granter holds a permission itself (spec §6, ACCESS.md): a page needs its read, an
 * action that action, a wildcard every action of the page and of every page below it.
 */
export function holds(granter: AccessChecker, permission: string): boolean {
  if (isFlag(permission)) return granter.can(permission, 'read');
  const parsed = parsePermission(permission);
  switch (parsed.kind) {
    case 'page':
      return granter.can(parsed.page, 'read');
    case 'action':
      return granter.can(parsed.page, parsed.action);
    case 'wildcard':
      // A sub-page that no route names stands for every page below.
      return granter.can(parsed.page, '*') && granter.can(`${parsed.page}/any-page-below`, '*');
    default:
      return false;
  }
}
