import type { RouteEntry } from './route-table.ts';

/**
 * Spec §6: a route is kept when it has surviving children, is whitelisted, or is allowed. `allowed`
 * should accept the ancestor-expanded permission paths and anything the session's casbin checker
 * grants `read` on (wildcards reach pages that the expanded set cannot list).
 */
export function filterRoutes(routes: RouteEntry[], allowed: (path: string) => boolean): RouteEntry[] {
  const kept: RouteEntry[] = [];
  for (const route of routes) {
    const children = route.children ? filterRoutes(route.children, allowed) : undefined;
    const hasChildren = Boolean(children?.length);
    // A parent with children is a menu group: it survives only through its children.
    const selfAllowed = route.whitelist || (!route.children && allowed(route.path));
    if (hasChildren || selfAllowed) kept.push({ ...route, ...(route.children ? { children } : {}) });
  }
  return kept;
}

/**
 * What the menu shows of the permitted routes: no hidden route, and no group left without a
 * visible page. The operator keeps `/content` for the editor and publish pages it opens from its
 * template lists, but a "Content" entry with nothing under it would lead to a refusal.
 */
export function menuRoutes(routes: RouteEntry[]): RouteEntry[] {
  return routes.flatMap((route) => {
    if (route.hidden) return [];
    if (!route.children) return [route];
    const children = menuRoutes(route.children);
    return children.length ? [{ ...route, children }] : [];
  });
}

/** Where `/` leads (spec §2): the first permitted visible route, or its first visible child; else /405. */
export function landingPath(routes: RouteEntry[]): string {
  for (const route of routes) {
    if (route.hidden) continue;
    const visibleChildren = (route.children ?? []).filter((child) => !child.hidden);
    if (route.children) {
      if (visibleChildren.length) return landingPath(visibleChildren);
      continue;
    }
    return route.path;
  }
  return '/405';
}

/** The entry whose path pattern matches a concrete path (`/content/panoEditor/7` → `/content/panoEditor/:id`). */
export function matchRoute(routes: RouteEntry[], path: string): RouteEntry | undefined {
  for (const route of routes) {
    if (patternMatches(route.path, path)) return route;
    const child = route.children && matchRoute(route.children, path);
    if (child) return child;
  }
  return undefined;
}

function patternMatches(pattern: string, path: string): boolean {
  const expected = pattern.split('/');
  const actual = path.replace(/\/+$/, '').split('/');
  return expected.length === actual.length && expected.every((segment, i) => (segment.startsWith(':') ? actual[i] !== '' : segment === actual[i]));
}
