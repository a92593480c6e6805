import type { MaterialTreeNode } from '../../resources/materials/material-record.schema.ts';

/** The tree's key of the library's root ("All") and of each folder. */
export const ROOT_KEY = 'root';
export const folderKey = (id: number | null): string => (id === null ? ROOT_KEY : String(id));
export const folderOfKey = (key: string | number): number | null => (key === ROOT_KEY ? null : Number(key));

/**
 * The folders from the root down to `id`, itself included: [] for the root (null), undefined
 * when the tree has no such folder (deleted meanwhile, or another library's).
 */
export function folderPath(tree: readonly MaterialTreeNode[], id: number | null): MaterialTreeNode[] | undefined {
  if (id === null) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = folderPath(node.children, id);
    if (below) return [node, ...below];
  }
  return undefined;
}

/** The given folders and every folder below them: where a move of them cannot go. */
export function foldersWithin(tree: readonly MaterialTreeNode[], ids: readonly number[]): Set<number> {
  const found = new Set<number>();
  const collect = (nodes: readonly MaterialTreeNode[], inside: boolean) => {
    for (const node of nodes) {
      const within = inside || ids.includes(node.id);
      if (within) found.add(node.id);
      collect(node.children, within);
    }
  };
  collect(tree, false);
  return found;
}

/** The tree keys to unfold so that `id` is visible: the root and its ancestors. */
export function keysToReveal(tree: readonly MaterialTreeNode[], id: number | null): string[] {
  const path = folderPath(tree, id) ?? [];
  return [ROOT_KEY, ...path.slice(0, -1).map((node) => folderKey(node.id))];
}

/**
 * A path short enough for one line: paths of up to `tail` + 2 levels whole; longer ones as the
 * first level, the middle ones (`hidden`, shown behind "…"), and the last `tail`.
 */
export function collapsePath<T>(levels: readonly T[], tail = 3): { head: T[]; hidden: T[]; last: T[] } {
  if (levels.length <= tail + 2) return { head: [...levels], hidden: [], last: [] };
  return { head: levels.slice(0, 1), hidden: levels.slice(1, -tail), last: levels.slice(-tail) };
}
