import { isAction } from '../../resources/access/actions.ts';

/** A widget's value as permission strings (the form's value is `unknown`). */
export const permissionStrings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** What a role holds on one page: everything (its wildcard), or viewing and some actions. */
export interface PageGrant {
  path: string;
  all: boolean;
  read: boolean;
  actions: string[];
}

/** A role's permissions grouped for reading: one entry per page in first-seen order, then the flags. */
export interface PermissionSummary {
  pages: PageGrant[];
  flags: string[];
}

/**
 * Groups permission strings by page (ACCESS.md's grammar) without the vocabulary, so the detail
 * view shows titles at once: `<page>/*` is everything, `<page>/<action>` an action, a path its View,
 * anything not a path a flag.
 */
export function summarisePermissions(value: readonly string[]): PermissionSummary {
  const pages = new Map<string, PageGrant>();
  const flags: string[] = [];
  const grantOf = (path: string) => {
    const grant = pages.get(path) ?? { path, all: false, read: false, actions: [] };
    pages.set(path, grant);
    return grant;
  };
  for (const permission of value) {
    if (!permission.startsWith('/')) {
      flags.push(permission);
      continue;
    }
    const cut = permission.lastIndexOf('/');
    const last = permission.slice(cut + 1);
    if (last === '*') grantOf(permission.slice(0, cut)).all = true;
    else if (cut > 0 && isAction(last)) grantOf(permission.slice(0, cut)).actions.push(last);
    else grantOf(permission).read = true;
  }
  return { pages: [...pages.values()], flags };
}
