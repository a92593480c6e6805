import { Empty, Skeleton, Tree } from 'antd';
import { type Key, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialTreeNode } from '../../resources/materials/material-record.schema.ts';
import { folderKey, folderOfKey, keysToReveal } from './folder-path.ts';
import { folderTreeData } from './tree-data.tsx';

interface Props {
  tree: readonly MaterialTreeNode[];
  folder: number | null | undefined;
  loading: boolean;
  onOpen: (folder: number | null) => void;
  /** The class of the scrolling box the tree lives in. */
  className?: string;
}

/** A little longer than antd's unfolding animation (0.2 s). */
const UNFOLD_MS = 300;

/** How far to scroll a box sideways so that an element inside it shows whole (its start first), with a little air. */
export function horizontalScroll(box: { left: number; right: number }, element: { left: number; right: number }, air = 8): number {
  if (element.left < box.left) return element.left - box.left - air;
  if (element.right > box.right) return Math.min(element.right - box.right + air, element.left - box.left - air);
  return 0;
}

/** The library's folders: the open one highlighted and unfolded to; a click opens another. */
export function FolderTree({ tree, folder, loading, onOpen, className }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<Key[]>([]);
  const box = useRef<HTMLDivElement>(null);
  const shownFor = useRef<number | null | undefined>(undefined);
  const data = useMemo(() => folderTreeData(tree, t('resources.materials.library.root')), [tree, t]);

  // Whenever another folder opens (from a card or the breadcrumb too), unfold the way to it.
  useEffect(() => {
    if (folder === undefined) return;
    setExpanded((keys) => [...new Set([...keys, ...keysToReveal(tree, folder), folderKey(folder)])]);
  }, [tree, folder]);

  // Ten levels deep, the open folder's name lies beyond the box's right edge: scroll it into view,
  // once per folder opened, not again when the user unfolds something else. After the unfolding
  // animation: until it ends, its clipped box hides how wide the rows are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: an unfolding is a trigger to measure again, not an input
  useEffect(() => {
    const timer = setTimeout(() => {
      const scroller = box.current;
      const title = scroller?.querySelector('.ant-tree-treenode-selected .material-tree__title');
      if (!scroller || !title || shownFor.current === folder) return;
      shownFor.current = folder;
      scroller.scrollLeft += horizontalScroll(scroller.getBoundingClientRect(), title.getBoundingClientRect());
    }, UNFOLD_MS);
    return () => clearTimeout(timer);
  }, [folder, expanded]);

  return (
    <div ref={box} className={className}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : (
        <Tree.DirectoryTree
          className="material-tree"
          treeData={data}
          selectedKeys={folder === undefined ? [] : [folderKey(folder)]}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys)}
          onSelect={(_, info) => onOpen(folderOfKey(info.node.key as string))}
          expandAction={false}
          data-testid="folder-tree"
        />
      )}
      {!loading && tree.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resources.materials.library.empty')} />}
    </div>
  );
}
