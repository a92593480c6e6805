import { Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { RecycleBinItem } from '../../resources/recycle-bin/recycle-bin.schema.ts';
import { formatDateTime } from '../engine/date-format.ts';
import { businessZoneTitle } from '../engine/list-columns.tsx';
import { daysLeft, type ItemRef } from './recycle-bin-items.ts';
import { RecycleBinRowActions } from './RecycleBinRowActions.tsx';
import type { BinOperation } from './useRecycleBinRun.ts';

interface Options {
  t: TFunction;
  language: string;
  kindTitle: (kind: string) => string;
  canRestore: boolean;
  canPurge: boolean;
  /** A phone's width: the row actions fold into "More" and are not pinned over the data. */
  narrow: boolean;
  /** Runs an operation on one row. */
  onRow: (operation: BinOperation, item: ItemRef) => void;
}

/** Why an item can or cannot come back: restorable, expired, or its upload failed. */
function stateOf(item: RecycleBinItem, t: TFunction) {
  if (item.restorable) return <Tag color="success">{t('recycleBinPage.restorable')}</Tag>;
  return new Date(item.expires_at).getTime() <= Date.now() ? (
    <Tag>{t('recycleBinPage.expired')}</Tag>
  ) : (
    <Tag color="error">{t('recycleBinPage.uploadFailed')}</Tag>
  );
}

/** The bin's columns: name, type, when deleted, when purged (days left, the date on hover), state and the row's actions. */
export function recycleBinColumns({ t, language, kindTitle, canRestore, canPurge, narrow, onRow }: Options): ColumnsType<RecycleBinItem> {
  const columns: ColumnsType<RecycleBinItem> = [
    { title: t('recycleBinPage.name'), dataIndex: 'name', ellipsis: { showTitle: true }, render: (name: string) => <span translate="no">{name}</span> },
    { title: t('recycleBinPage.kind'), dataIndex: 'kind', width: 120, render: (kind: string) => kindTitle(kind) },
    {
      title: businessZoneTitle(t('recycleBinPage.deletedAt')),
      dataIndex: 'deleted_at',
      width: 180,
      render: (value: string) => formatDateTime(value, language),
    },
    {
      title: t('recycleBinPage.expiresAt'),
      dataIndex: 'expires_at',
      width: 160,
      render: (value: string) => {
        const left = daysLeft(value, Date.now());
        return (
          <Tooltip title={formatDateTime(value, language)}>{left > 0 ? t('recycleBinPage.daysLeft', { count: left }) : t('recycleBinPage.lastDay')}</Tooltip>
        );
      },
    },
    { title: t('recycleBinPage.state'), key: 'state', width: 200, render: (_, item) => stateOf(item, t) },
  ];
  if (!canRestore && !canPurge) return columns;
  return [
    ...columns,
    {
      title: t('engine.actions'),
      key: 'actions',
      fixed: narrow ? undefined : 'right',
      render: (_, item) => <RecycleBinRowActions item={item} canRestore={canRestore} canPurge={canPurge} narrow={narrow} onRow={onRow} />,
    },
  ];
}
