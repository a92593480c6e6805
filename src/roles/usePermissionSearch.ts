import { type Key, useCallback, useMemo, useState } from 'react';
import { branchKeys, filterPermissionTree, type PermissionNode } from './permission-tree.ts';

/**
 * The picker's search by page title (or path): the nodes shown, and which are open. A search opens
 * everything it finds; clearing it closes the tree again.
 */
export function usePermissionSearch(nodes: readonly PermissionNode[], titleOf: (node: PermissionNode) => string) {
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Key[]>([]);
  const shownFor = useCallback(
    (text: string): readonly PermissionNode[] => {
      const wanted = text.trim().toLowerCase();
      if (!wanted) return nodes;
      return filterPermissionTree(nodes, (node) => titleOf(node).toLowerCase().includes(wanted) || node.path.toLowerCase().includes(wanted));
    },
    [nodes, titleOf],
  );
  const shown = useMemo(() => shownFor(query), [shownFor, query]);
  const search = (text: string) => {
    setQuery(text);
    setExpanded(text.trim() ? branchKeys(shownFor(text)) : []);
  };
  return { query, search, shown, expanded, setExpanded };
}
