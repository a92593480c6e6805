import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Drawer, Empty, Flex, Grid, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { matchRoute } from '../../resources/routes/filter-routes.ts';
import { STATS_FIGURES, type StatsHome } from '../../resources/stats/stats-query.schema.ts';
import { PageHeader } from '../engine/PageHeader.tsx';
import { isNarrow } from '../engine/query-form-layout.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { CurrentTo } from './CurrentTo.tsx';
import { EventLog } from './EventLog.tsx';
import { KeyFigures } from './KeyFigures.tsx';
import { MERCHANT_OPERATE_PATH, MerchantsOverview } from './MerchantsOverview.tsx';
import { PeriodSwitch } from './PeriodSwitch.tsx';
import { RankLists } from './RankLists.tsx';
import { StatsError } from './StatsStates.tsx';
import { TrendCard } from './TrendCard.tsx';
import { periodSearch } from './stats-period.ts';
import { usePeriodChoice } from './usePeriodChoice.ts';
import { useHomeStats } from './useStatsData.ts';
import './home.css';

export const DATA_DETAIL_PATH = '/homeData/dataDetail';

const allZero = (data: StatsHome) => STATS_FIGURES.every((figure) => data.figures[figure] === 0);

/** The figures, the trend and the rankings; skeletons until the first answer. */
function Overview({ data }: { data?: StatsHome }) {
  const { t } = useTranslation();
  if (data && allZero(data)) return <Empty className="home-empty" description={t('homePage.empty')} data-testid="stats-empty" />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <KeyFigures figures={data?.figures} previous={data?.previous} />
      {data ? (
        <>
          <TrendCard trend={data.trend} />
          <RankLists content={data.top_content} tags={data.top_tags} sales={data.top_sales} />
        </>
      ) : (
        <Card size="small">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      )}
    </Space>
  );
}

/**
 * The home page (`/homeData/stats`, issue 16): the period's key figures against the period before,
 * the trend, the rankings, and for the operator every merchant's figures. The event log opens on
 * its own route (`/homeData/dataDetail`) for those who hold it, and in a drawer for the others:
 * a merchant holds `/homeData/stats` only (ACCESS.md), and the log's call needs no more than that.
 */
export function HomeStatsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile, routes } = useRequiredSession();
  const narrow = isNarrow(Grid.useBreakpoint());
  const [choice, choose] = usePeriodChoice();
  const [detailOpen, setDetailOpen] = useState(false);
  const { query, data } = useHomeStats(choice);
  const detailRoute = Boolean(matchRoute(routes, DATA_DETAIL_PATH));
  const openDetails = () => (detailRoute ? navigate(`${DATA_DETAIL_PATH}?${new URLSearchParams(periodSearch(choice))}`) : setDetailOpen(true));

  return (
    <div data-testid="home-stats">
      <PageHeader
        actions={
          <Button icon={<UnorderedListOutlined />} onClick={openDetails} data-testid="view-details">
            {t('homePage.viewDetails')}
          </Button>
        }
      />
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <PeriodSwitch value={choice} onChange={choose} />
        <CurrentTo period={data?.period} />
      </Flex>
      {query.isError && !data ? <StatsError error={query.error} onRetry={() => void query.refetch()} /> : <Overview data={data} />}
      {profile.role_tag === 'atrium' && (
        <div style={{ marginTop: 16 }}>
          <MerchantsOverview choice={choice} canOpenAll={Boolean(matchRoute(routes, MERCHANT_OPERATE_PATH))} />
        </div>
      )}
      <Drawer
        title={t('homePage.eventLog')}
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
        width={narrow ? '100%' : 'min(1200px, 90vw)'}
        destroyOnHidden
      >
        {detailOpen && <EventLog choice={choice} />}
      </Drawer>
    </div>
  );
}
