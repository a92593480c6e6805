import { FolderOpenOutlined, FolderOutlined, HomeOutlined } from '@ant-design/icons';
import type { TreeDataNode } from 'antd';
import type { MaterialTreeNode } from '../../resources/materials/material-record.schema.ts';
import { folderKey, ROOT_KEY } from './folder-path.ts';

// A folder's name is the user's data (translate="no"); the root's is the interface's word.
const title = (name: string, userData = true) => (
  <span className="material-tree__title" title={name} translate={userData ? 'no' : undefined}>
    {name}
  </span>
);
// Every node is a folder, with or without sub-folders (a directory tree would draw a leaf as a file).
const folderIcon = ({ expanded }: { expanded?: boolean }) => (expanded ? <FolderOpenOutlined /> : <FolderOutlined />);

/** A library's folders as antd tree data under one root node ("All"); `disabled` folders cannot be chosen. */
export function folderTreeData(tree: readonly MaterialTreeNode[], rootLabel: string, disabled: ReadonlySet<number> = new Set()): TreeDataNode[] {
  const nodes = (list: readonly MaterialTreeNode[]): TreeDataNode[] =>
    list.map((node) => ({
      key: folderKey(node.id),
      title: title(node.name),
      icon: folderIcon as TreeDataNode['icon'],
      disabled: disabled.has(node.id),
      isLeaf: node.subGroups === 0,
      children: nodes(node.children),
    }));
  return [{ key: ROOT_KEY, title: title(rootLabel, false), icon: <HomeOutlined />, children: nodes(tree) }];
}
