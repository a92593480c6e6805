import type { ColumnsType } from 'antd/es/table';
import type { z } from 'zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '../../resources/format/numbers.ts';
import type { statsRegionRowSchema } from '../../resources/stats/stats-query.schema.ts';
import { useRegionNames } from '../home/useRegionNames.ts';
import { COCKPIT_CALLS, type StatsMap, useCockpitCall } from './cockpit-calls.ts';
import { type CockpitFilter, dayBody } from './cockpit-filters.ts';
import { DetailDrawer } from './DetailDrawer.tsx';
import { LazyChart } from './LazyChart.tsx';
import { SectionCard } from './SectionCard.tsx';

type Region = z.output<typeof statsRegionRowSchema>;
const TOP_PROVINCES = 10;

/** Visitors' regions (`map-detail`): events per province in a chart, every city in the drill-down, named in the reader's language. */
export function RegionsSection({ filter, pagePath }: { filter: CockpitFilter; pagePath: string }) {
  const { t } = useTranslation();
  const names = useRegionNames();
  const [open, setOpen] = useState(false);
  const body = dayBody(filter);
  const { query, data } = useCockpitCall<StatsMap>(COCKPIT_CALLS.regions, { ...body, from: 0, size: 1 });
  const provinces = (data?.provinces ?? []).slice(0, TOP_PROVINCES);
  const columns = (first: number): ColumnsType<Region> => [
    { title: t('homePage.columns.rank'), key: 'rank', width: 64, render: (_, __, index) => first + index },
    { title: t('cockpit.columns.province'), dataIndex: 'province', render: names.province },
    { title: t('cockpit.columns.city'), dataIndex: 'city', render: names.city },
    { title: t('homePage.figures.events'), dataIndex: 'events', align: 'right', render: (value: number) => formatThousands(value) },
  ];
  return (
    <SectionCard title={t('cockpit.sections.regions')} testId="regions" query={query} ready={Boolean(data)} onDrill={() => setOpen(true)}>
      <LazyChart
        shape="bar"
        data={provinces.map((row) => ({ label: names.province(row.province), value: row.events }))}
        label={t('homePage.figures.events')}
        format={formatThousands}
        emptyText={t('cockpit.noData')}
      />
      <DetailDrawer<Region>
        title={t('cockpit.sections.regions')}
        open={open}
        onClose={() => setOpen(false)}
        url={COCKPIT_CALLS.regions}
        body={body}
        rowKey={(row) => `${row.province}/${row.city}`}
        columns={columns}
        pagePath={pagePath}
      />
    </SectionCard>
  );
}
