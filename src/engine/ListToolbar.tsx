import { DeleteOutlined, DownloadOutlined, DownOutlined, PlusOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { Button, Dropdown, Popconfirm, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { BatchActionsMenu } from './RecordActionsMenu.tsx';
import type { RecordActions } from './useRecordActions.ts';
import { useBatchActions } from './useBatchActions.ts';
import type { ResourceAbilities } from './useResourceAbilities.ts';

interface Props {
  resource: ResourceDefinition;
  abilities: ResourceAbilities;
  selected: (number | string)[];
  filters: CrudFilter[];
  /** Visible field columns: what an export writes. */
  exportColumns: string[];
  onCreate: () => void;
  onRefresh: () => void;
  onDeleted: () => void;
  extra?: ReactNode;
  /** The declared record actions, offered on the selection. */
  recordActions?: RecordActions;
}

/** Create, batch delete, the declared batch actions, export and import, each shown only where the declaration and the session allow. */
export function ListToolbar({ resource, abilities, selected, filters, exportColumns, onCreate, onRefresh, onDeleted, extra, recordActions }: Props) {
  const { t } = useTranslation();
  const actions = useBatchActions(resource, onDeleted);
  const [confirming, setConfirming] = useState(false);
  const [importing, setImporting] = useState(false);

  const exportItems = [
    { key: 'selected', label: t('engine.exportSelected') },
    { key: 'all', label: t('engine.exportAll') },
  ];
  const onExport = ({ key }: { key: string }) =>
    void (key === 'selected' ? actions.exportSelected(selected, exportColumns) : actions.exportMatching(filters, exportColumns));

  return (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          {abilities.create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} data-testid="create">
              {t('engine.create')}
            </Button>
          )}
          {abilities.delete && (
            <Popconfirm
              open={confirming}
              onOpenChange={(open) => setConfirming(open && actions.hasSelection(selected))}
              title={t('engine.batchDeleteConfirm', { count: selected.length })}
              description={resource.deletion === 'soft' ? t('engine.softDeleteHint') : undefined}
              okText={t('engine.delete')}
              cancelText={t('engine.cancel')}
              okButtonProps={{ danger: true, loading: actions.busy }}
              onConfirm={() => actions.deleteSelected(selected)}
            >
              <Button danger icon={<DeleteOutlined />} data-testid="batch-delete">
                {t('engine.delete')}
              </Button>
            </Popconfirm>
          )}
          {recordActions && <BatchActionsMenu selected={selected as number[]} recordActions={recordActions} />}
          {abilities.export && (
            <Dropdown trigger={['click']} menu={{ items: exportItems, onClick: onExport }}>
              <Button icon={<DownloadOutlined />} loading={actions.busy} data-testid="export">
                {t('engine.export')} <DownOutlined />
              </Button>
            </Dropdown>
          )}
          {abilities.import && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import">
              {t('engine.import')}
            </Button>
          )}
          {selected.length > 0 && <Typography.Text type="secondary">{t('engine.selected', { count: selected.length })}</Typography.Text>}
        </Space>
        <Space wrap>
          <Button icon={<ReloadOutlined />} onClick={onRefresh} aria-label={t('engine.refresh')} />
          {extra}
        </Space>
      </Space>
      {abilities.import && <ImportDialog resource={resource} open={importing} onClose={() => setImporting(false)} />}
    </>
  );
}
