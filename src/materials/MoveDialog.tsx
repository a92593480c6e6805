import { Alert, Modal, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../providers/http.ts';
import type { MaterialTreeNode } from '../../resources/materials/material-record.schema.ts';
import type { BatchResult } from '../../resources/wire/protocol.ts';
import { folderKey, folderOfKey, foldersWithin, keysToReveal, ROOT_KEY } from './folder-path.ts';
import { folderTreeData } from './tree-data.tsx';

interface Props {
  tree: readonly MaterialTreeNode[];
  ids: number[];
  /** The folder the materials are in now, unfolded to at first. */
  from: number | null;
  onMove: (pid: number | null) => Promise<BatchResult>;
  onClose: () => void;
}

/**
 * Chooses where materials go, in the library's folder tree. A folder cannot go into itself or
 * below itself, so those are greyed out; every other refusal (already there: 409, too deep) is the
 * server's, told here as it said it.
 */
export function MoveDialog({ tree, ids, from, onMove, onClose }: Props) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [moving, setMoving] = useState(false);
  const data = useMemo(() => folderTreeData(tree, t('resources.materials.library.root'), foldersWithin(tree, ids)), [tree, ids, t]);

  const move = async () => {
    if (target === undefined) return;
    setMoving(true);
    setRefusal(undefined);
    try {
      const result = await onMove(folderOfKey(target));
      if (result.ok.length) onClose();
      else setRefusal(result.failed[0]?.message);
    } catch (error) {
      setRefusal((error as ApiError).message);
    } finally {
      setMoving(false);
    }
  };

  return (
    <Modal
      open
      title={t('resources.materials.library.moveTitle')}
      okText={t('resources.materials.library.move')}
      cancelText={t('engine.cancel')}
      okButtonProps={{ disabled: target === undefined, loading: moving }}
      onOk={() => void move()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('resources.materials.library.moveHint', { count: ids.length })}</Typography.Paragraph>
      <div className="material-move-tree" data-testid="move-tree">
        <Tree
          treeData={data}
          showIcon
          blockNode
          defaultExpandedKeys={[ROOT_KEY, ...keysToReveal(tree, from), folderKey(from)]}
          selectedKeys={target === undefined ? [] : [target]}
          onSelect={(keys) => {
            setRefusal(undefined);
            setTarget(keys.length ? String(keys[0]) : undefined);
          }}
        />
      </div>
      {refusal && <Alert type="error" showIcon message={refusal} style={{ marginTop: 12 }} data-testid="move-refusal" />}
    </Modal>
  );
}
