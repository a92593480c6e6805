import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../engine/PageHeader.tsx';
import { usePeriodChoice } from '../../home/usePeriodChoice.ts';
import { DetailEvents } from './DetailEvents.tsx';
import { DetailExportButton } from './DetailExportButton.tsx';
import { DetailFilterBar } from './DetailFilterBar.tsx';
import { useDetailFilters } from './useDetailFilters.ts';
import { useStoreAndGuideNames } from './useDetailData.ts';

/**
 * `/dataCockpit/dataDetail`: the raw event log. Where analyticsDetail answers "how many, where
 * from" (grouped totals), this page answers "which events exactly": every event of the period,
 * newest first, narrowed by channel group, kind, store and guide, and exported as it is shown.
 * Its period and filters live in the address, so analyticsDetail's groups link here.
 */
export function CockpitDataDetailPage() {
  const { t } = useTranslation();
  const [choice, choose] = usePeriodChoice();
  const [filters, setFilters] = useDetailFilters();
  const names = useStoreAndGuideNames(choice);
  return (
    <div data-testid="cockpit-data-detail">
      <PageHeader actions={<DetailExportButton choice={choice} filters={filters} />} />
      <Typography.Paragraph type="secondary">{t('cockpitDetail.dataIntro')}</Typography.Paragraph>
      <DetailFilterBar choice={choice} onPeriod={choose} filters={filters} onFilters={setFilters} names={names} />
      <DetailEvents choice={choice} filters={filters} />
    </div>
  );
}
