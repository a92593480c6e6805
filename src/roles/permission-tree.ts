import type { VocabularyNode } from '../../resources/roles/permission-vocabulary.ts';

/**
 * One box of the permission picker. Its key is the permission string it stands for: a branch's
 * wildcard `<path>/*`, a leaf's page (View) or `<page>/<action>`, so checked keys are permissions.
 */
export interface PermissionNode {
  key: string;
  /** The page (or section) the box belongs to: its title is `routes.<path>`. */
  path: string;
  /** A section or page groups boxes; `read` and `action` are a page's own; a page with nothing below is a leaf itself. */
  kind: 'section' | 'page' | 'read' | 'action';
  action?: string;
  children?: PermissionNode[];
}

/** The vocabulary's pages in order, parents first, each once (its actions merged). */
function flatten(tree: readonly VocabularyNode[], into = new Map<string, string[]>()): Map<string, string[]> {
  for (const node of tree) {
    into.set(node.path, [...new Set([...(into.get(node.path) ?? []), ...node.actions])]);
    flatten(node.children ?? [], into);
  }
  return into;
}

/** The nearest page above `path` by path prefix, which is what a wildcard covers (not the route table's nesting). */
function parentOf(path: string, pages: ReadonlyMap<string, unknown>): string | undefined {
  const segments = path.split('/');
  for (let end = segments.length - 1; end > 1; end--) {
    const candidate = segments.slice(0, end).join('/');
    if (pages.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The picker's tree: sections, pages below them by path prefix (so that checking a page, which
 * stores `<page>/*`, checks exactly what that wildcard grants, sub-pages included), each page's
 * View and action boxes. A page with no actions and no sub-pages is a single box.
 */
export function buildPermissionTree(tree: readonly VocabularyNode[]): PermissionNode[] {
  const pages = flatten(tree);
  const below = new Map<string | undefined, string[]>();
  for (const path of pages.keys()) {
    const parent = parentOf(path, pages);
    below.set(parent, [...(below.get(parent) ?? []), path]);
  }
  const node = (path: string, topLevel: boolean): PermissionNode => {
    const subPages = (below.get(path) ?? []).map((child) => node(child, false));
    const actions = (pages.get(path) ?? []).map((action): PermissionNode => ({ key: `${path}/${action}`, path, kind: 'action', action }));
    if (!subPages.length && !actions.length) return { key: path, path, kind: 'page' };
    // A section is a group of pages: holding it alone opens nothing, so it has no View box.
    const section = topLevel && subPages.length > 0;
    const own = section ? actions : [{ key: path, path, kind: 'read' as const }, ...actions];
    return { key: `${path}/*`, path, kind: section ? 'section' : 'page', children: [...own, ...subPages] };
  };
  return (below.get(undefined) ?? []).map((path) => node(path, true));
}

/** Every leaf key (permission string) under the nodes, in tree order. */
export function leafKeys(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((node) => (node.children ? leafKeys(node.children) : [node.key]));
}

/** Every node path (section or page) of the tree. */
function nodePaths(nodes: readonly PermissionNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.kind === 'section' || node.kind === 'page') into.add(node.path);
    nodePaths(node.children ?? [], into);
  }
  return into;
}

/** A role's permissions read against the picker: the boxes they check, its flags, and what it does not know. */
export interface SplitPermissions {
  checked: Set<string>;
  flags: string[];
  /** Strings neither the tree nor the flags offer: kept exactly as stored. */
  unknown: string[];
}

/** Reads stored permissions: a wildcard checks every box below its page, a page its View box, an action its own box. */
export function splitPermissions(value: readonly string[], nodes: readonly PermissionNode[], flags: readonly string[]): SplitPermissions {
  const leaves = leafKeys(nodes);
  const leafSet = new Set(leaves);
  const paths = nodePaths(nodes);
  const result: SplitPermissions = { checked: new Set(), flags: [], unknown: [] };
  for (const permission of value) {
    const wildcardOf = permission.endsWith('/*') ? permission.slice(0, -2) : undefined;
    if (flags.includes(permission)) result.flags.push(permission);
    else if (leafSet.has(permission)) result.checked.add(permission);
    else if (wildcardOf !== undefined && paths.has(wildcardOf)) {
      for (const leaf of leaves) if (leaf === wildcardOf || leaf.startsWith(`${wildcardOf}/`)) result.checked.add(leaf);
    } else result.unknown.push(permission);
  }
  return result;
}

/**
 * The permission strings of the checked boxes, compressed: a section or page whose boxes are all
 * checked is stored as its wildcard alone. A single-box page stored as a wildcard stays one
 * (`previous`), so an unrelated edit does not rewrite it.
 */
export function permissionsFromChecked(nodes: readonly PermissionNode[], checked: ReadonlySet<string>, previous: readonly string[] = []): string[] {
  return nodes.flatMap((node): string[] => {
    if (node.children) {
      const leaves = leafKeys(node.children);
      return leaves.every((leaf) => checked.has(leaf)) ? [node.key] : permissionsFromChecked(node.children, checked, previous);
    }
    if (!checked.has(node.key)) return [];
    return node.kind === 'page' && previous.includes(`${node.key}/*`) ? [`${node.key}/*`] : [node.key];
  });
}

/**
 * The nodes a search keeps: a section or page that matches with everything below it, else only
 * its pages below that match (with the way down to them).
 */
export function filterPermissionTree(nodes: readonly PermissionNode[], matches: (node: PermissionNode) => boolean): PermissionNode[] {
  return nodes.flatMap((node): PermissionNode[] => {
    if (node.kind === 'read' || node.kind === 'action') return [];
    if (matches(node)) return [node];
    const children = filterPermissionTree(node.children ?? [], matches);
    return children.length ? [{ ...node, children }] : [];
  });
}

/** Every branch key (wildcard) of the nodes: what "expand all" opens. */
export function branchKeys(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((node) => (node.children ? [node.key, ...branchKeys(node.children)] : []));
}

/** The role's permissions once the boxes changed: the tree's strings, then its flags and unknown strings as they were. */
export function withCheckedBoxes(value: readonly string[], nodes: readonly PermissionNode[], flags: readonly string[], checked: ReadonlySet<string>): string[] {
  const unknown = new Set(splitPermissions(value, nodes, flags).unknown);
  return [...permissionsFromChecked(nodes, checked, value), ...value.filter((permission) => flags.includes(permission) || unknown.has(permission))];
}

/** The role's permissions once the flags changed: everything else as it was, then the chosen flags in the vocabulary's order. */
export function withFlags(value: readonly string[], flags: readonly string[], chosen: readonly string[]): string[] {
  return [...value.filter((permission) => !flags.includes(permission)), ...flags.filter((flag) => chosen.includes(flag))];
}
