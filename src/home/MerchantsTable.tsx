import { Table, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '../../resources/format/numbers.ts';
import type { StatsRankRow } from '../../resources/stats/stats-query.schema.ts';
import { formatDuration } from './stats-format.ts';

const COUNTS = ['views', 'events', 'logins', 'active_sales'] as const;
const DURATIONS = ['stay_time', 'use_time'] as const;

function merchantColumns(t: TFunction): ColumnsType<StatsRankRow> {
  return [
    {
      title: t('homePage.columns.merchant'),
      dataIndex: 'name',
      ellipsis: true,
      fixed: 'left',
      width: 180,
      render: (name: string) => <span translate="no">{name}</span>,
    },
    ...COUNTS.map((key) => ({
      title: t(`homePage.figures.${key}`),
      dataIndex: key,
      align: 'right' as const,
      render: (value: number | undefined) => formatThousands(value ?? 0),
    })),
    ...DURATIONS.map((key) => ({
      title: t(`homePage.figures.${key}`),
      dataIndex: key,
      align: 'right' as const,
      render: (value: number | undefined) => formatDuration(t, value ?? 0),
    })),
  ];
}

/** Each merchant's figures for the period (`merchantComprehensiveData`): the operator's overview and its full page. */
export function MerchantsTable({ rows, loading, pagination = false }: { rows: StatsRankRow[]; loading?: boolean; pagination?: TablePaginationConfig | false }) {
  const { t } = useTranslation();
  return (
    <div data-testid="merchants-table">
      <Table<StatsRankRow>
        size="middle"
        rowKey="key"
        columns={merchantColumns(t)}
        dataSource={rows}
        loading={loading}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
