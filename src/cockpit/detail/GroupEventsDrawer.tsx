import { Button, Drawer, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type PeriodChoice, periodSearch } from '../../home/stats-period.ts';
import { filtersSearch } from './detail-filters.ts';
import { DetailEvents } from './DetailEvents.tsx';
import type { GroupRow } from './group-rows.ts';

export const DATA_DETAIL_PATH_UI = '/dataCockpit/dataDetail';

/** The events of one group of the analysis, in a drawer; the data detail page opens them with its filters and export. */
export function GroupEventsDrawer({ title, row, choice, onClose }: { title: string; row: GroupRow | null; choice: PeriodChoice; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().md ?? true;
  const drill = row?.drill;
  // A day's group narrows the period to that day.
  const period: PeriodChoice = drill?.day ? { begin: drill.day, end: drill.day } : choice;
  const open = () => drill && navigate(`${DATA_DETAIL_PATH_UI}?${new URLSearchParams({ ...periodSearch(period), ...filtersSearch(drill.filters) })}`);
  return (
    <Drawer
      open={Boolean(drill)}
      onClose={onClose}
      title={t('cockpitDetail.eventsOf', { group: title })}
      placement={wide ? 'right' : 'bottom'}
      width={wide ? 'min(1100px, 90vw)' : undefined}
      height={wide ? undefined : '85vh'}
      destroyOnHidden
      extra={
        <Button onClick={open} data-testid="open-data-detail">
          {t('cockpitDetail.openInDataDetail')}
        </Button>
      }
    >
      {drill && <DetailEvents choice={period} filters={drill.filters} />}
    </Drawer>
  );
}
