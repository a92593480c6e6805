import { Alert, Table, type TablePaginationConfig, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../resources/format/date-time.ts';
import { formatThousands } from '../../resources/format/numbers.ts';
import { STATS_DETAIL_WINDOW } from '../../resources/stats/stats-query.schema.ts';
import { channelGroupOf } from '../cockpit/detail/group-rows.ts';
import { CutText } from '../engine/EllipsisText.tsx';
import { tableWidth } from '../engine/list-widths.ts';
import { ACCOUNT_PAGES, contentResourceOf, type RecordLink, useRecordLinks } from '../engine/useRecordLinks.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { kindLabel } from './RankLists.tsx';
import { RecordName } from './RecordName.tsx';
import { RegionName } from './RegionName.tsx';
import { StatsError } from './StatsStates.tsx';
import { formatDuration } from './stats-format.ts';
import { type PeriodChoice, periodSearch } from './stats-period.ts';
import { type StatsEventPage, useStatsHistory } from './useStatsData.ts';
import { useWindowedPaging } from './useWindowedPaging.ts';

type EventRow = StatsEventPage['list'][number];

const accountPages = (kind: string | null) => ACCOUNT_PAGES[kind ?? 'sub'] ?? [];

/**
 * A channel (spec §7: default, Taobao, WeChat mini program, Youzan, micro mall, Weimob) by its name,
 * the channel group the cockpit's filter names it under on hover.
 */
function ChannelName({ t, channel }: { t: TFunction; channel: number }) {
  const group = channelGroupOf(String(channel));
  return (
    <span title={t(`cockpitDetail.channels.${group}`, { defaultValue: '' }) || undefined}>
      {t(`resources.stats.channels.${channel}`, { defaultValue: String(channel) })}
    </span>
  );
}

/** A viewer: a back-office account by its name, an anonymous visitor by the short code of its id (the id itself on hover). */
function ViewerName({ t, row, link }: { t: TFunction; row: EventRow; link: RecordLink }) {
  if (row.visitor_code) return <span title={row.viewer_id ?? undefined}>{t('resources.stats.visitor', { code: row.visitor_code })}</span>;
  return (
    <RecordName
      name={row.viewer_name}
      deleted={row.viewer_deleted}
      id={row.viewer_account_id}
      link={link(accountPages(row.viewer_account_kind), row.viewer_account_id)}
    />
  );
}

/** One event's seconds are few: under a minute they are told exactly. */
const seconds = (t: TFunction, value: number | null) =>
  value === null ? '' : value < 60 ? t('homePage.duration.seconds', { seconds: value }) : formatDuration(t, value);

/** A name cut with "…" at its column's width, whole on hover. */
const cut = (shown: ReactNode) => <CutText block>{shown}</CutText>;

/**
 * The event's columns: whatever it names by name (issue 34), linked to its page where the session
 * holds that page, "(deleted)" once it is gone; content of a kind the product keeps no records of
 * (apps, activities, coupons) by its kind and id, the only thing known of it. Each has its width,
 * the names cut at it, so the operator's eleven columns fit a 1440 px window (the Data detail
 * page once cut its stay time off at the right).
 */
function eventColumns(t: TFunction, language: string, timeZone: string, allMerchants: boolean, link: RecordLink): ColumnsType<EventRow> {
  return [
    { title: t('homePage.columns.time'), dataIndex: 'use_at', width: 150, render: (at: string) => formatDateTime(at, language, timeZone) },
    ...(allMerchants
      ? [
          {
            title: t('homePage.columns.merchant'),
            key: 'merchant',
            width: 90,
            render: (_: unknown, row: EventRow) => cut(<RecordName name={row.merchant_name} link={link('merchants', row.merchant_id)} />),
          },
        ]
      : []),
    {
      title: t('homePage.columns.event'),
      dataIndex: 'source_type',
      width: 100,
      render: (type: string) => cut(t(`homePage.sourceTypes.${type}`, { defaultValue: type })),
    },
    {
      title: t('homePage.columns.content'),
      key: 'content',
      width: 140,
      render: (_, row) =>
        row.content_kind &&
        cut(
          <>
            <Tag>{kindLabel(t, row.content_kind)}</Tag>
            <RecordName
              name={row.content_title}
              deleted={row.content_deleted}
              id={row.content_id}
              link={link(contentResourceOf(row.content_kind) ?? [], row.content_id)}
              fallback={row.content_id === null ? '' : `#${row.content_id}`}
            />
          </>,
        ),
    },
    { title: t('homePage.columns.channel'), dataIndex: 'channel', width: 100, render: (channel: number) => cut(<ChannelName t={t} channel={channel} />) },
    {
      title: t('homePage.columns.store'),
      key: 'store',
      width: 100,
      render: (_, row) => cut(<RecordName name={row.store_name} deleted={row.store_deleted} id={row.store_id} link={link('stores', row.store_id)} />),
    },
    {
      title: t('homePage.columns.guide'),
      key: 'guide',
      width: 90,
      render: (_, row) =>
        cut(<RecordName name={row.sale_name} deleted={row.sale_deleted} id={row.sale_id} link={link(accountPages(row.sale_account_kind), row.sale_id)} />),
    },
    { title: t('homePage.columns.viewer'), key: 'viewer', width: 100, render: (_, row) => cut(<ViewerName t={t} row={row} link={link} />) },
    { title: t('homePage.columns.region'), key: 'region', width: 90, render: (_, row) => cut(<RegionName province={row.province} city={row.city} />) },
    { title: t('homePage.figures.stay_time'), dataIndex: 'stay_time', align: 'right', width: 75, render: (value: number | null) => seconds(t, value) },
    { title: t('homePage.figures.use_time'), dataIndex: 'use_time', align: 'right', width: 75, render: (value: number | null) => seconds(t, value) },
  ];
}

type EventQuery = { isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };

/** A page of events, newest first, with the 10,000-window note and the error with its retry: every event list's table. */
export function EventTable({
  data,
  query,
  pagination,
  emptyText,
}: {
  data?: StatsEventPage;
  query: EventQuery;
  pagination: (total: number) => TablePaginationConfig;
  emptyText?: string;
}) {
  const { t, i18n } = useTranslation();
  const link = useRecordLinks();
  // The operator's log holds every merchant's events (ACCESS.md data scopes): say whose each is.
  const allMerchants = useRequiredSession().profile.role_tag === 'atrium';
  if (query.isError && !data) return <StatsError error={query.error} onRetry={() => void query.refetch()} />;
  const total = data?.total ?? 0;
  const columns = eventColumns(t, i18n.language, data?.period.time_zone ?? 'UTC', allMerchants, link);
  return (
    <div data-testid="event-log">
      {/* The API counts no further than the window: a total of 10,000 means at least that many. */}
      {total >= STATS_DETAIL_WINDOW && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('homePage.windowNote', { limit: formatThousands(STATS_DETAIL_WINDOW) })} />
      )}
      <Table<EventRow>
        size="middle"
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={query.isFetching}
        // The columns' widths hold (names are cut in their cells); narrower than their sum, the table scrolls.
        tableLayout="fixed"
        scroll={{ x: tableWidth(columns) }}
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
