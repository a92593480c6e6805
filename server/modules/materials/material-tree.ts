import type { MaterialTreeNode } from '../../../resources/materials/material-record.schema.ts';

type Folder = Pick<MaterialTreeNode, 'id' | 'pid' | 'sort' | 'name'>;

/** Nests a library's folders (already in display order) into the content tree of spec §3. */
export function buildTree(folders: Folder[]): MaterialTreeNode[] {
  const nodes = new Map<number, MaterialTreeNode>(folders.map((folder) => [folder.id, { ...folder, subGroups: 0, children: [] }]));
  const roots: MaterialTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.pid === null ? undefined : nodes.get(node.pid);
    if (parent) {
      parent.children.push(node);
      parent.subGroups += 1;
    } else roots.push(node);
  }
  return roots;
}
