import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatThousands } from '../../resources/format/numbers.ts';
import type { StatsRankRow } from '../../resources/stats/stats-query.schema.ts';
import { RankName } from '../home/RankLists.tsx';
import { formatDuration } from '../home/stats-format.ts';
import type { RankColumn } from './cockpit-pages.ts';

const DURATIONS: ReadonlySet<RankColumn> = new Set(['stay_time', 'use_time']);

/** Whether a ranking's column holds durations (seconds) rather than counts. */
export const isDurationColumn = (column: RankColumn) => DURATIONS.has(column);

/** How a ranking's value reads: durations in h/min, counts with thousands separators. */
export const rankValueFormat = (t: TFunction, column: RankColumn) => (value: number) =>
  isDurationColumn(column) ? formatDuration(t, value) : formatThousands(value);

/** A ranking's table: its place (from the page's first row), name (a link where `linkOf` has one), its metric and the other columns. */
export function rankColumns(
  t: TFunction,
  columns: readonly RankColumn[],
  withKind: boolean,
  firstPlace = 1,
  linkOf: (row: StatsRankRow) => string | undefined = () => undefined,
): ColumnsType<StatsRankRow> {
  return [
    { title: t('homePage.columns.rank'), key: 'rank', width: 64, render: (_, __, index) => firstPlace + index },
    {
      title: t('homePage.columns.name'),
      dataIndex: 'name',
      render: (_: string, row) => <RankName t={t} row={row} withKind={withKind} link={linkOf(row)} />,
    },
    ...columns.map((column) => ({
      title: t(`homePage.figures.${column}`),
      dataIndex: column,
      align: 'right' as const,
      render: (value: number | undefined) => rankValueFormat(t, column)(value ?? 0),
    })),
  ];
}
