import { pageOf, parsePermission } from './parse.ts';

/** One node of the user's `permission_tree`: a page path and the permitted pages below it. */
export interface PermissionNode {
  path: string;
  children: PermissionNode[];
}

/** `/a/b/c` → `/a`, `/a/b`, `/a/b/c`. */
export function ancestorPaths(page: string): string[] {
  const segments = page.slice(1).split('/');
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
}

/**
 * The expanded permission set of spec §6 route filtering: every page a permission names (also
 * the page of an action or wildcard) plus all its ancestors, so a parent route such as
 * `/content` survives when only `/content/commodityManagement` is held. Flags and invalid
 * strings add nothing. Routes below a wildcard are not enumerable here; a route filter asks
 * the access checker (`can(path, 'read')`) for those.
 */
export function expandPermissionPaths(permissions: readonly string[]): Set<string> {
  const expanded = new Set<string>();
  for (const permission of permissions) {
    const page = pageOf(parsePermission(permission));
    if (page) for (const path of ancestorPaths(page)) expanded.add(path);
  }
  return expanded;
}

// Plain code-unit order, so the tree is identical in every browser and on the server.
function byPath(a: PermissionNode, b: PermissionNode): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

function sortTree(nodes: PermissionNode[]): PermissionNode[] {
  nodes.sort(byPath);
  for (const node of nodes) sortTree(node.children);
  return nodes;
}

/** The expanded page paths as a nested tree sorted by path (`permission_tree` of the profile). */
export function permissionTree(permissions: readonly string[]): PermissionNode[] {
  const nodes = new Map<string, PermissionNode>();
  const roots: PermissionNode[] = [];
  // Shorter paths first, so every parent exists before its children are attached.
  const paths = [...expandPermissionPaths(permissions)].sort((a, b) => a.length - b.length);
  for (const path of paths) {
    const node: PermissionNode = { path, children: [] };
    nodes.set(path, node);
    const parent = nodes.get(path.slice(0, path.lastIndexOf('/')));
    (parent ? parent.children : roots).push(node);
  }
  return sortTree(roots);
}
