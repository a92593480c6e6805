import { DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatchControlsProps } from './batch-control-types.ts';
import { useBatchActions } from './useBatchActions.ts';

interface Props extends BatchControlsProps {
  /** Offered last in the menu when the list imports (the toolbar's Import, folded in with the rest). */
  onImport?: () => void;
}

/**
 * The bulk actions at phone width: one "Bulk actions" menu instead of a row of buttons that wraps
 * over several lines. Same actions as side by side: delete (asked in a centred dialog, which stays
 * on a phone's screen), the declared actions, export, import; with nothing selected each of the
 * first says "select first" (spec §8).
 */
export function BulkActionsMenu({ resource, abilities, selected, filters, exportColumns, onDeleted, recordActions, onImport }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const actions = useBatchActions(resource, onDeleted);
  const declared = recordActions?.actions ?? [];
  const items: MenuProps['items'] = [
    ...(abilities.delete ? [{ key: 'delete', label: t('engine.delete'), danger: true }] : []),
    ...declared.map((action) => ({ key: `action:${action.name}`, label: action.label })),
    ...(abilities.export
      ? [
          { key: 'export-selected', label: t('engine.exportSelected') },
          { key: 'export-all', label: t('engine.exportAll') },
        ]
      : []),
    ...(onImport ? [{ key: 'import', label: t('engine.import') }] : []),
  ];
  if (!items.length) return null;

  const confirmDelete = () =>
    actions.hasSelection(selected) &&
    modal.confirm({
      title: actions.deleteQuestion(selected.length),
      content: resource.deletion === 'soft' ? t('engine.softDeleteHint') : undefined,
      okText: t('engine.delete'),
      cancelText: t('engine.cancel'),
      okButtonProps: { danger: true },
      onOk: () => actions.deleteSelected(selected),
    });
  const onClick = ({ key }: { key: string }) => {
    if (key === 'delete') confirmDelete();
    else if (key === 'export-selected') void actions.exportSelected(selected, exportColumns);
    else if (key === 'export-all') void actions.exportMatching(filters, exportColumns);
    else if (key === 'import') onImport?.();
    else {
      const action = declared.find((candidate) => `action:${candidate.name}` === key);
      if (action && recordActions) recordActions.start(action, selected as number[]);
    }
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }}>
      <Button loading={actions.busy || recordActions?.busy} data-testid="bulk-actions">
        {t('engine.bulkActions')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
