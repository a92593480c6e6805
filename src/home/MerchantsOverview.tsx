import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { STATS_TOP_VIEWS } from '../../resources/stats/stats-query.schema.ts';
import { MerchantsTable } from './MerchantsTable.tsx';
import { StatsError } from './StatsStates.tsx';
import { type PeriodChoice, periodSearch } from './stats-period.ts';
import { useMerchantsStats } from './useStatsData.ts';

export const MERCHANT_OPERATE_PATH = '/homeData/merchantOperateData';

/** The operator's view of every merchant: the top ten of the period, and a link to the whole list. */
export function MerchantsOverview({ choice, canOpenAll }: { choice: PeriodChoice; canOpenAll: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, data } = useMerchantsStats(choice, 0, STATS_TOP_VIEWS);
  const all = `${MERCHANT_OPERATE_PATH}?${new URLSearchParams(periodSearch(choice))}`;
  return (
    <Card
      title={t('homePage.merchants')}
      size="small"
      data-testid="merchants-overview"
      extra={
        canOpenAll && (
          <Button type="link" size="small" onClick={() => navigate(all)} data-testid="all-merchants">
            {t('homePage.allMerchants')}
          </Button>
        )
      }
    >
      {query.isError && !data ? (
        <StatsError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <MerchantsTable rows={data?.list ?? []} loading={query.isFetching} />
      )}
    </Card>
  );
}
