import { useTranslation } from 'react-i18next';
import { EventTable } from '../../home/EventLog.tsx';
import type { PeriodChoice } from '../../home/stats-period.ts';
import { useWindowedPaging } from '../../home/useWindowedPaging.ts';
import { type DetailFilters, detailQuery } from './detail-filters.ts';
import { useDetailEvents } from './useDetailData.ts';

/** The events of a period and filters, newest first, paged within the 10,000 window (`…/stats/detail`), each id by the name the answer gives it. */
export function DetailEvents({ choice, filters }: { choice: PeriodChoice; filters: DetailFilters }) {
  const { t } = useTranslation();
  // Another period or filter starts again at the first page.
  const { current, pagination } = useWindowedPaging(detailQuery(choice, filters));
  const { query, data } = useDetailEvents(choice, filters, (current.page - 1) * current.pageSize, current.pageSize);
  return <EventTable data={data} query={query} pagination={pagination} emptyText={t('cockpitDetail.empty')} />;
}
