import { EllipsisOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecycleBinItem } from '../../resources/recycle-bin/recycle-bin.schema.ts';
import type { BinOperation } from './useRecycleBinRun.ts';

interface Props {
  item: RecycleBinItem;
  canRestore: boolean;
  canPurge: boolean;
  /** A phone's width: one "More" menu instead of two links that fill the row. */
  narrow: boolean;
  onRow: (operation: BinOperation, item: RecycleBinItem) => void;
}

/**
 * A bin row's Restore (only while it can come back) and Delete permanently (after a warning), side by
 * side on a wide screen and in one "More" menu on a phone, like every list's row actions.
 */
export function RecycleBinRowActions({ item, canRestore, canPurge, narrow, onRow }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  if (narrow) {
    const items: MenuProps['items'] = [
      ...(canRestore ? [{ key: 'restore', label: t('recycleBinPage.restore'), disabled: !item.restorable }] : []),
      ...(canPurge ? [{ key: 'purge', label: t('recycleBinPage.purge'), danger: true }] : []),
    ];
    const onClick = ({ key }: { key: string }) => {
      if (key === 'restore') return onRow('restore', item);
      // A centred dialog: at 390 px a pop-over beside the row runs off screen.
      modal.confirm({
        title: t('recycleBinPage.purgeConfirm'),
        okText: t('recycleBinPage.purge'),
        cancelText: t('engine.cancel'),
        okButtonProps: { danger: true },
        onOk: () => onRow('purge', item),
      });
    };
    return (
      <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick }}>
        <Button type="text" size="small" icon={<EllipsisOutlined />} aria-label={t('engine.more')} title={t('engine.more')} />
      </Dropdown>
    );
  }
  return (
    <Space size={0} wrap>
      {canRestore && (
        <Button type="link" size="small" disabled={!item.restorable} onClick={() => onRow('restore', item)} data-testid="restore-one">
          {t('recycleBinPage.restore')}
        </Button>
      )}
      {canPurge && (
        <Popconfirm title={t('recycleBinPage.purgeConfirm')} placement="topRight" okButtonProps={{ danger: true }} onConfirm={() => onRow('purge', item)}>
          <Button type="link" size="small" danger data-testid="purge-one">
            {t('recycleBinPage.purge')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
