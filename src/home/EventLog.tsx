import { Alert, Table, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '../../resources/format/numbers.ts';
import { STATS_DETAIL_WINDOW } from '../../resources/stats/stats-query.schema.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { kindLabel } from './RankLists.tsx';
import { StatsError } from './StatsStates.tsx';
import { formatDuration, zonedDateTime } from './stats-format.ts';
import { type PeriodChoice, periodSearch } from './stats-period.ts';
import { type StatsEventPage, useStatsHistory } from './useStatsData.ts';
import { useWindowedPaging } from './useWindowedPaging.ts';

type EventRow = StatsEventPage['list'][number];

const idText = (id: number | null) => (id === null ? '' : `#${id}`);
/** Names of stores and guides, where the page knows them: an id alone says little to a merchant. */
export type EventNames = { store?: ReadonlyMap<number, string>; sale?: ReadonlyMap<number, string> };
const named = (names: ReadonlyMap<number, string> | undefined) => (id: number | null) => (id === null ? '' : (names?.get(id) ?? idText(id)));
/** One event's seconds are few: under a minute they are told exactly. */
const seconds = (t: TFunction, value: number | null) =>
  value === null ? '' : value < 60 ? t('homePage.duration.seconds', { seconds: value }) : formatDuration(t, value);

function eventColumns(t: TFunction, timeZone: string, allMerchants: boolean, names: EventNames): ColumnsType<EventRow> {
  return [
    { title: t('homePage.columns.time'), dataIndex: 'use_at', width: 170, render: (at: string) => zonedDateTime(at, timeZone) },
    ...(allMerchants ? [{ title: t('homePage.columns.merchant'), dataIndex: 'merchant_id', render: idText }] : []),
    { title: t('homePage.columns.event'), dataIndex: 'source_type', render: (type: string) => t(`homePage.sourceTypes.${type}`, { defaultValue: type }) },
    {
      title: t('homePage.columns.content'),
      key: 'content',
      render: (_, row) => (row.content_kind ? `${kindLabel(t, row.content_kind)} ${idText(row.content_id)}` : ''),
    },
    { title: t('homePage.columns.channel'), dataIndex: 'channel', align: 'right' },
    { title: t('homePage.columns.store'), dataIndex: 'store_id', render: named(names.store) },
    { title: t('homePage.columns.guide'), dataIndex: 'sale_id', render: named(names.sale) },
    { title: t('homePage.columns.viewer'), dataIndex: 'viewer_id', ellipsis: true, width: 140 },
    { title: t('homePage.columns.region'), key: 'region', render: (_, row) => [row.province, row.city].filter(Boolean).join(' ') },
    { title: t('homePage.figures.stay_time'), dataIndex: 'stay_time', align: 'right', render: (value: number | null) => seconds(t, value) },
    { title: t('homePage.figures.use_time'), dataIndex: 'use_time', align: 'right', render: (value: number | null) => seconds(t, value) },
  ];
}

type EventQuery = { isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };

/** A page of events, newest first, with the 10,000-window note and the error with its retry: every event list's table. */
export function EventTable({
  data,
  query,
  pagination,
  names = {},
  emptyText,
}: {
  data?: StatsEventPage;
  query: EventQuery;
  pagination: (total: number) => TablePaginationConfig;
  names?: EventNames;
  emptyText?: string;
}) {
  const { t } = useTranslation();
  // The operator's log holds every merchant's events (ACCESS.md data scopes): say whose each is.
  const allMerchants = useRequiredSession().profile.role_tag === 'atrium';
  if (query.isError && !data) return <StatsError error={query.error} onRetry={() => void query.refetch()} />;
  const total = data?.total ?? 0;
  return (
    <div data-testid="event-log">
      {/* The API counts no further than the window: a total of 10,000 means at least that many. */}
      {total >= STATS_DETAIL_WINDOW && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('homePage.windowNote', { limit: formatThousands(STATS_DETAIL_WINDOW) })} />
      )}
      <Table<EventRow>
        size="middle"
        rowKey="id"
        columns={eventColumns(t, data?.period.time_zone ?? 'UTC', allMerchants, names)}
        dataSource={data?.list ?? []}
        loading={query.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: emptyText ?? t('homePage.emptyLog') }}
        pagination={pagination(total)}
      />
    </div>
  );
}

/** The events of a period, newest first, page by page (`getStatsHistory`): the home page's drill-down. */
export function EventLog({ choice }: { choice: PeriodChoice }) {
  const period = new URLSearchParams(periodSearch(choice)).toString();
  // A new period starts again at its first page.
  const { current, pagination } = useWindowedPaging(period);
  const { query, data } = useStatsHistory(choice, current.page, current.pageSize);
  return <EventTable data={data} query={query} pagination={pagination} />;
}
