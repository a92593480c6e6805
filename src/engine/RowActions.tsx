import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { EngineRecord } from './list-columns.tsx';
import { RowActionsMenu } from './RecordActionsMenu.tsx';
import type { RecordActions } from './useRecordActions.ts';
import type { ResourceAbilities } from './useResourceAbilities.ts';

export type RowAction = 'show' | 'edit' | 'tags';

interface Props {
  resource: ResourceDefinition;
  abilities: ResourceAbilities;
  id: number;
  onAction: (action: RowAction, id: number) => void;
  onDelete: (id: number) => void;
  /** The row, for its declared record actions (offered according to its state). */
  row?: EngineRecord;
  recordActions?: RecordActions;
}

/** A row's actions: view always; edit, delete, tags and the declared record actions where the list's abilities allow. */
export function RowActions({ resource, abilities, id, onAction, onDelete, row, recordActions }: Props) {
  const { t } = useTranslation();
  const record = t(`resources.${resource.name}.record`);
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => onAction('show', id)}>
        {t('engine.show')}
      </Button>
      {abilities.edit && (
        <Button type="link" size="small" onClick={() => onAction('edit', id)}>
          {t('engine.edit')}
        </Button>
      )}
      {abilities.tags && (
        <Button type="link" size="small" onClick={() => onAction('tags', id)}>
          {t('engine.tags')}
        </Button>
      )}
      {abilities.delete && (
        <Popconfirm
          title={t('engine.deleteConfirm', { record })}
          description={resource.deletion === 'soft' ? t('engine.softDeleteHint') : undefined}
          okText={t('engine.delete')}
          cancelText={t('engine.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(id)}
        >
          <Button type="link" size="small" danger>
            {t('engine.delete')}
          </Button>
        </Popconfirm>
      )}
      {row && recordActions && <RowActionsMenu record={row} recordActions={recordActions} />}
    </Space>
  );
}
