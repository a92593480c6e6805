import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../engine/PageHeader.tsx';
import { EventLog } from './EventLog.tsx';
import { PeriodSwitch } from './PeriodSwitch.tsx';
import { periodSearch } from './stats-period.ts';
import { usePeriodChoice } from './usePeriodChoice.ts';

export const HOME_STATS_PATH_UI = '/homeData/stats';

/** `/homeData/dataDetail`: the home page's event log on a page of its own, for the period the home page showed. */
export function DataDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choice, choose] = usePeriodChoice();
  return (
    <div data-testid="data-detail">
      <PageHeader
        actions={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`${HOME_STATS_PATH_UI}?${new URLSearchParams(periodSearch(choice))}`)}>
            {t('homePage.back')}
          </Button>
        }
      />
      <div style={{ marginBottom: 16 }}>
        <PeriodSwitch value={choice} onChange={choose} />
      </div>
      <EventLog choice={choice} />
    </div>
  );
}
