import { Flex, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventTable } from '../home/EventLog.tsx';
import { useWindowedPaging } from '../home/useWindowedPaging.ts';
import type { StatsEventPage } from '../home/useStatsData.ts';
import { COCKPIT_CALLS, exportUrlOf, useCockpitCall } from './cockpit-calls.ts';
import { type CockpitFilter, hourlyBody } from './cockpit-filters.ts';
import { ExportButton } from './ExportButton.tsx';
import { SectionCard } from './SectionCard.tsx';

/**
 * The events behind the figures, newest first (`…/stats/detail`), for the page's channel and, on a
 * page about some kinds only, one of them at a time (the call takes one kind): the 10,000 window
 * holds, and the export starts a job with the same filters.
 */
export function EventsSection({ filter, sourceTypes, pagePath }: { filter: CockpitFilter; sourceTypes?: readonly string[]; pagePath: string }) {
  const { t } = useTranslation();
  const [sourceType, setSourceType] = useState(sourceTypes?.[0]);
  const body = hourlyBody({ ...filter, sourceType });
  const { current, pagination } = useWindowedPaging(JSON.stringify(body));
  const { query, data } = useCockpitCall<StatsEventPage>(COCKPIT_CALLS.events, {
    ...body,
    from: (current.page - 1) * current.pageSize,
    size: current.pageSize,
  });
  const extra = (
    <Flex gap={8} wrap align="center">
      {sourceTypes && sourceType && (
        <Segmented<string>
          size="small"
          value={sourceType}
          onChange={setSourceType}
          options={sourceTypes.map((kind) => ({ value: kind, label: t(`cockpit.market.${kind}`) }))}
        />
      )}
      <ExportButton pagePath={pagePath} url={exportUrlOf(COCKPIT_CALLS.events)} body={body} />
    </Flex>
  );
  return (
    <SectionCard title={t('cockpit.sections.events')} testId="events" query={{ ...query, isError: false }} ready extra={extra}>
      <EventTable data={data} query={query} pagination={pagination} emptyText={t('cockpit.noEvents')} />
    </SectionCard>
  );
}
