import { EllipsisOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Grid, Popconfirm, Space } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { EngineRecord } from './list-columns.tsx';
import { rowActionsWidth } from './list-widths.ts';
import { isNarrow } from './query-form-layout.ts';
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

/**
 * A row's actions: view always; edit, delete, tags and the declared record actions where the list's
 * abilities allow. Side by side on a wide screen; at phone width one "More" menu, since a row of
 * links would wrap the actions column over half the screen.
 */
export function RowActions(props: Props) {
  return isNarrow(Grid.useBreakpoint()) ? <RowActionsMore {...props} /> : <RowActionLinks {...props} />;
}

/**
 * The width the Actions column needs for what `RowActions` shows: the links' words in the current
 * language side by side and the declared actions' "…" (at phone width, the "More" button alone),
 * so the table's width is known and its links never wrap under one another.
 */
export function useRowActionsWidth(abilities: ResourceAbilities, declaredActions: boolean): number {
  const { t } = useTranslation();
  if (isNarrow(Grid.useBreakpoint())) return rowActionsWidth([], true);
  const links = [
    t('engine.show'),
    ...(abilities.edit ? [t('engine.edit')] : []),
    ...(abilities.tags ? [t('engine.tags')] : []),
    ...(abilities.delete ? [t('engine.delete')] : []),
  ];
  return rowActionsWidth(links, declaredActions);
}

/** The delete confirmation's words: "Delete this album?", with the recycle bin hint for a soft delete. */
function useDeleteWords(resource: ResourceDefinition) {
  const { t } = useTranslation();
  return {
    title: t('engine.deleteConfirm', { record: t(`resources.${resource.name}.record`) }),
    description: resource.deletion === 'soft' ? t('engine.softDeleteHint') : undefined,
    okText: t('engine.delete'),
    cancelText: t('engine.cancel'),
  };
}

function RowActionLinks({ resource, abilities, id, onAction, onDelete, row, recordActions }: Props) {
  const { t } = useTranslation();
  const words = useDeleteWords(resource);
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
        // The actions column is fixed at the right edge: open leftwards so the pop-up stays in view.
        <Popconfirm {...words} placement="topRight" autoAdjustOverflow okButtonProps={{ danger: true }} onConfirm={() => onDelete(id)}>
          <Button type="link" size="small" danger>
            {t('engine.delete')}
          </Button>
        </Popconfirm>
      )}
      {row && recordActions && <RowActionsMenu record={row} recordActions={recordActions} />}
    </Space>
  );
}

function RowActionsMore({ resource, abilities, id, onAction, onDelete, row, recordActions }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const words = useDeleteWords(resource);
  const declared = row && recordActions ? recordActions.rowActions(row) : [];
  const items: MenuProps['items'] = [
    { key: 'show', label: t('engine.show') },
    ...(abilities.edit ? [{ key: 'edit', label: t('engine.edit') }] : []),
    ...(abilities.tags ? [{ key: 'tags', label: t('engine.tags') }] : []),
    ...declared.map((action) => ({ key: `action:${action.name}`, label: action.label })),
    ...(abilities.delete ? [{ key: 'delete', label: t('engine.delete'), danger: true }] : []),
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key === 'delete') {
      // A centred dialog rather than a pop-over: at 390 px a pop-over beside the row runs off screen.
      modal.confirm({
        title: words.title,
        content: words.description,
        okText: words.okText,
        cancelText: words.cancelText,
        okButtonProps: { danger: true },
        onOk: () => onDelete(id),
      });
    } else if (key.startsWith('action:') && row && recordActions) {
      const action = declared.find((candidate) => `action:${candidate.name}` === key);
      if (action) recordActions.start(action, [row.id], row);
    } else onAction(key as RowAction, id);
  };
  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick }}>
      <Button type="text" size="small" icon={<EllipsisOutlined />} aria-label={t('engine.more')} title={t('engine.more')} />
    </Dropdown>
  );
}
