import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../engine/PageHeader.tsx';
import { HOME_STATS_PATH_UI } from './DataDetailPage.tsx';
import { MerchantsTable } from './MerchantsTable.tsx';
import { PeriodSwitch } from './PeriodSwitch.tsx';
import { StatsError } from './StatsStates.tsx';
import { periodSearch } from './stats-period.ts';
import { usePeriodChoice } from './usePeriodChoice.ts';
import { useMerchantsStats } from './useStatsData.ts';
import { useWindowedPaging } from './useWindowedPaging.ts';

/** `/homeData/merchantOperateData`: every merchant's figures for the period, page by page (the operator's). */
export function MerchantOperatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choice, choose] = usePeriodChoice();
  const period = new URLSearchParams(periodSearch(choice)).toString();
  const { current, pagination } = useWindowedPaging(period);
  const { query, data } = useMerchantsStats(choice, (current.page - 1) * current.pageSize, current.pageSize);
  const total = data?.total ?? 0;
  return (
    <div data-testid="merchant-operate">
      <PageHeader
        actions={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`${HOME_STATS_PATH_UI}?${period}`)}>
            {t('homePage.back')}
          </Button>
        }
      />
      <div style={{ marginBottom: 16 }}>
        <PeriodSwitch value={choice} onChange={choose} />
      </div>
      {query.isError && !data ? (
        <StatsError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <MerchantsTable rows={data?.list ?? []} loading={query.isFetching} pagination={pagination(total)} />
      )}
    </div>
  );
}
