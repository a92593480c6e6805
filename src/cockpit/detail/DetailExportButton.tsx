import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PeriodChoice } from '../../home/stats-period.ts';
import { useRequiredSession } from '../../session/SessionContext.tsx';
import type { DetailFilters } from './detail-filters.ts';
import { useDetailExport } from './useDetailExport.ts';

/** The page whose `export` action the event export needs (ACCESS.md; server EXPORTS). */
const EXPORT_PAGE = '/dataCockpit/analyticsDetail';

/** Exports the events of the period and filters shown, through the job centre; absent for sessions that may not export. */
export function DetailExportButton({ choice, filters }: { choice: PeriodChoice; filters: DetailFilters }) {
  const { t } = useTranslation();
  const allowed = useRequiredSession().checker.can(EXPORT_PAGE, 'export');
  const { ask, busy } = useDetailExport(choice, filters);
  if (!allowed) return null;
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void ask()} data-testid="detail-export">
      {t('cockpitDetail.export.button')}
    </Button>
  );
}
