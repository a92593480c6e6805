import { Empty, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../engine/PageHeader.tsx';
import { StatsError } from '../../home/StatsStates.tsx';
import { counted } from '../../home/stats-format.ts';
import { usePeriodChoice } from '../../home/usePeriodChoice.ts';
import { DetailExportButton } from './DetailExportButton.tsx';
import { DetailFilterBar } from './DetailFilterBar.tsx';
import { DETAIL_GROUPINGS, type DetailGrouping, type GroupRow, groupRows } from './group-rows.ts';
import { GroupEventsDrawer } from './GroupEventsDrawer.tsx';
import { GroupTable, groupLabel } from './GroupTable.tsx';
import { useStoreAndGuideNames, useStatsSearch } from './useDetailData.ts';
import { useDetailFilters } from './useDetailFilters.ts';

/** The grouping an address holds (`?group=store`); the days of the period without one. */
function useGrouping(): [DetailGrouping, (next: DetailGrouping) => void] {
  const [search, setSearch] = useSearchParams();
  const group = search.get('group') as DetailGrouping | null;
  const choose = (next: DetailGrouping) =>
    setSearch(
      (current) => {
        const kept = new URLSearchParams(current);
        kept.set('group', next);
        return kept;
      },
      { replace: true },
    );
  return [group && DETAIL_GROUPINGS.includes(group) ? group : 'day', choose];
}

/**
 * `/dataCockpit/analyticsDetail`: the grouped analysis of the events (`POST /admin-api/system/stats/search`).
 * Where dataDetail lists the events one by one, this page answers "how many, when and from where":
 * totals by day, hour of day, kind, channel group, store or guide, each group's share, and a
 * drill-down into the events of a group (within the 10,000 window). Both pages share the period,
 * the filters and the export of the events they narrow to.
 */
export function AnalyticsDetailPage() {
  const { t } = useTranslation();
  const [choice, choose] = usePeriodChoice();
  const [filters, setFilters] = useDetailFilters();
  const [groupBy, setGroupBy] = useGrouping();
  const [drilled, setDrilled] = useState<GroupRow | null>(null);
  const names = useStoreAndGuideNames(choice);
  const { query, data } = useStatsSearch(choice, filters, groupBy);
  const rows = groupRows(groupBy, data?.group_by === groupBy ? data.buckets : [], filters);
  const events = rows.reduce((sum, row) => sum + row.events, 0);
  return (
    <div data-testid="analytics-detail">
      <PageHeader actions={<DetailExportButton choice={choice} filters={filters} />} />
      <Typography.Paragraph type="secondary">{t('cockpitDetail.analyticsIntro')}</Typography.Paragraph>
      <DetailFilterBar choice={choice} onPeriod={choose} filters={filters} onFilters={setFilters} names={names} />
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 12 }}>
        {/* Six groupings are wider than a phone: they scroll rather than run off the card. */}
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<DetailGrouping>
            aria-label={t('cockpitDetail.groupBy')}
            value={groupBy}
            options={DETAIL_GROUPINGS.map((value) => ({ value, label: t(`cockpitDetail.groupings.${value}`) }))}
            onChange={setGroupBy}
            data-testid="group-by"
          />
        </div>
        {data && events > 0 && (
          <Typography.Text type="secondary" data-testid="group-total">
            {t('cockpitDetail.total', { events: t('cockpitDetail.eventCount', counted(events)), groups: t('cockpitDetail.groupCount', counted(rows.length)) })}
          </Typography.Text>
        )}
      </Flex>
      {query.isError && !data ? (
        <StatsError error={query.error} onRetry={() => void query.refetch()} />
      ) : data && !query.isFetching && events === 0 ? (
        <Empty data-testid="detail-empty" description={t('cockpitDetail.empty')} />
      ) : (
        <GroupTable groupBy={groupBy} rows={rows} names={names} loading={query.isFetching} onDrill={setDrilled} />
      )}
      <GroupEventsDrawer title={drilled ? groupLabel(t, groupBy, drilled, names) : ''} row={drilled} choice={choice} onClose={() => setDrilled(null)} />
    </div>
  );
}
