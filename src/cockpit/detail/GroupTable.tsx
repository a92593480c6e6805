import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '../../../resources/format/numbers.ts';
import { formatDuration } from '../../home/stats-format.ts';
import { ShareBar } from '../ShareBar.tsx';
import { type DetailGrouping, type GroupRow, namesNothing } from './group-rows.ts';
import type { useStoreAndGuideNames } from './useDetailData.ts';

type Names = ReturnType<typeof useStoreAndGuideNames>;

/**
 * A group's name as a merchant reads it: the store's or guide's name (the answer's, else the
 * rankings'), "(deleted)" once it is gone, the event's or channel's word.
 */
export function groupLabel(t: TFunction, groupBy: DetailGrouping, row: Pick<GroupRow, 'key' | 'name' | 'deleted'>, names: Names): string {
  const { key } = row;
  if (groupBy === 'source_type') return t(`homePage.sourceTypes.${key}`, { defaultValue: key });
  if (groupBy === 'channel') return t(`cockpitDetail.channels.${key}`, { defaultValue: key });
  if (groupBy !== 'store' && groupBy !== 'sale') return key;
  if (namesNothing(key)) return t(groupBy === 'store' ? 'cockpitDetail.noStore' : 'cockpitDetail.noGuide');
  const name = row.name ?? names[groupBy].get(Number(key));
  if (row.deleted) return [name, t('resources.stats.deleted')].filter(Boolean).join(' ');
  // Named by the answer or the rankings; a store or guide neither knows is gone.
  return name ?? t('resources.stats.deleted');
}

function columns(t: TFunction, groupBy: DetailGrouping, names: Names, total: number, onDrill: (row: GroupRow) => void): ColumnsType<GroupRow> {
  const count = (value: number) => formatThousands(value);
  return [
    {
      title: t(`cockpitDetail.groupings.${groupBy}`),
      dataIndex: 'key',
      // A group the API can narrow to opens its events; an hour of the day cannot be (no hour filter).
      render: (_: string, row) =>
        row.drill ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onDrill(row)} data-testid="group-drill">
            {groupLabel(t, groupBy, row, names)}
          </Button>
        ) : (
          groupLabel(t, groupBy, row, names)
        ),
    },
    { title: t('cockpitDetail.columns.events'), dataIndex: 'events', align: 'right', render: count },
    {
      title: t('cockpitDetail.columns.share'),
      key: 'share',
      width: 180,
      render: (_, row) => <ShareBar part={row.events} whole={total} />,
    },
    { title: t('cockpitDetail.columns.views'), dataIndex: 'views', align: 'right', render: count },
    { title: t('cockpitDetail.columns.logins'), dataIndex: 'logins', align: 'right', render: count },
    { title: t('cockpitDetail.columns.use_time'), dataIndex: 'use_time', align: 'right', render: (value: number) => formatDuration(t, value) },
  ];
}

/** The grouped totals with each group's share of the events; a group that can list its events opens them. */
export function GroupTable({
  groupBy,
  rows,
  names,
  loading,
  onDrill,
}: {
  groupBy: DetailGrouping;
  rows: GroupRow[];
  names: Names;
  loading: boolean;
  onDrill: (row: GroupRow) => void;
}) {
  const { t } = useTranslation();
  const total = rows.reduce((sum, row) => sum + row.events, 0);
  return (
    <Table<GroupRow>
      size="middle"
      rowKey="key"
      data-testid="group-table"
      columns={columns(t, groupBy, names, total, onDrill)}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
    />
  );
}
