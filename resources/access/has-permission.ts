import { isFlag } from './flags.ts';
import { parsePermission } from './parse.ts';

/** What the browser knows when it asks whether to show a control. */
export interface HasPermissionOptions {
  permissions: readonly string[];
  currentPath: string;
  /** Match an absolute `s` as a substring of a held permission (spec §6 page flag). */
  pageFlag?: boolean;
}

/** `s` appended to the current route path with exactly one slash between them. */
export function joinToPath(currentPath: string, s: string): string {
  return currentPath.endsWith('/') ? currentPath + s : `${currentPath}/${s}`;
}

/**
 * Exact match, widened by wildcards. Decision: a held `<page>/*` satisfies `<page>` and
 * `<page>/<anything>`, because the casbin policies of the same wildcard grant exactly those
 * objects; otherwise a control would hide although the server would allow the call.
 */
function holdsExactly(permissions: readonly string[], target: string): boolean {
  return permissions.some((held) => {
    if (held === target) return true;
    // Only a well-formed wildcard widens: a malformed `/*` must not unlock every control.
    const parsed = parsePermission(held);
    return parsed.kind === 'wildcard' && (target === parsed.page || target.startsWith(`${parsed.page}/`));
  });
}

/**
 * The spec's client string check (ACCESS.md "The spec's string check"), used only to show or
 * hide controls; the server decides with casbin. An absolute `s` is matched exactly, or as a
 * substring with `pageFlag`; a relative `s` is joined to the current route path first.
 */
export function hasPermission(s: string, options: HasPermissionOptions): boolean {
  const { permissions, currentPath, pageFlag = false } = options;
  if (s.startsWith('/')) {
    return pageFlag ? permissions.some((held) => held.includes(s)) : holdsExactly(permissions, s);
  }
  // Flags are not paths (`appDownload`, `settingCenter/language`): joining them to the route
  // would make them impossible to hold, so they are looked up as they are.
  if (isFlag(s)) return permissions.includes(s);
  return holdsExactly(permissions, joinToPath(currentPath, s));
}
