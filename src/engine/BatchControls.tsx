import { DeleteOutlined, DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Grid, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchControlsProps } from './batch-control-types.ts';
import { BulkActionsMenu } from './BulkActionsMenu.tsx';
import { isNarrow } from './query-form-layout.ts';
import { BatchActionsMenu } from './RecordActionsMenu.tsx';
import { useBatchActions } from './useBatchActions.ts';

/**
 * The bulk actions on the selection: delete, the declared batch actions, export (selected or all
 * matching), each shown only where the declaration and the session allow. With nothing selected
 * each says "select first" (spec §8) and sends nothing. Side by side on a wide screen, one menu on a phone.
 */
export function BatchControls(props: BatchControlsProps) {
  // At phone width a row of buttons would wrap over several lines: one menu holds them.
  return isNarrow(Grid.useBreakpoint()) ? <BulkActionsMenu {...props} /> : <BatchButtons {...props} />;
}

function BatchButtons({ resource, abilities, selected, filters, exportColumns, onDeleted, recordActions }: BatchControlsProps) {
  const { t } = useTranslation();
  const actions = useBatchActions(resource, onDeleted);
  const [confirming, setConfirming] = useState(false);
  const exportItems = [
    { key: 'selected', label: t('engine.exportSelected') },
    { key: 'all', label: t('engine.exportAll') },
  ];
  const onExport = ({ key }: { key: string }) =>
    void (key === 'selected' ? actions.exportSelected(selected, exportColumns) : actions.exportMatching(filters, exportColumns));

  // One Space of its own: inside a toolbar's Space the buttons would otherwise share one slot, unspaced.
  return (
    <Space wrap>
      {abilities.delete && (
        <Popconfirm
          open={confirming}
          onOpenChange={(open) => setConfirming(open && actions.hasSelection(selected))}
          title={actions.deleteQuestion(selected.length)}
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
    </Space>
  );
}
