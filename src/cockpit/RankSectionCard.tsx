import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RecordLink, useRecordLinks } from '../engine/useRecordLinks.ts';
import { type RankedThing, rankLink } from '../home/RankLists.tsx';
import type { StatsRankRow } from '../../resources/stats/stats-query.schema.ts';
import { useCockpitCall } from './cockpit-calls.ts';
import { type CockpitFilter, dayBody } from './cockpit-filters.ts';
import type { RankSection } from './cockpit-pages.ts';
import { DetailDrawer } from './DetailDrawer.tsx';
import { LazyChart } from './LazyChart.tsx';
import { isDurationColumn, rankColumns, rankValueFormat } from './rank-columns.tsx';
import { SectionCard } from './SectionCard.tsx';

/** What a cockpit ranking ranks (its rows open as the home page's do, RankLists.rankLink). */
const RANKED: Readonly<Record<string, RankedThing>> = {
  content: 'content',
  guidePlans: 'content',
  guides: 'guide',
  sales: 'guide',
  usage: 'guide',
  stores: 'store',
};

/** Where a ranked row of the section opens; tags nowhere. */
export function rankLinkOf(section: RankSection, link: RecordLink): (row: StatsRankRow) => string | undefined {
  return (row) => rankLink(link, row, RANKED[section.id] ?? 'tag');
}

type Ranked = { list: StatsRankRow[]; total: number };

/**
 * A ranking (spec §9: top 5 tags, top 10 of the rest) as a bar chart of its metric, and every row
 * in the drill-down list, each name a link to its record where the session may open it. Rankings
 * come from the day rollups, which keep the channel (migration 025): they follow the whole filter.
 */
export function RankSectionCard({ section, filter, pagePath }: { section: RankSection; filter: CockpitFilter; pagePath: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const linkOf = rankLinkOf(section, useRecordLinks());
  const body = dayBody(filter);
  const { query, data } = useCockpitCall<Ranked>(section.url, { ...body, from: 0, size: section.top });
  const title = t(`cockpit.sections.${section.id}`);
  const format = rankValueFormat(t, section.metric);
  const columns = [section.metric, ...section.columns.filter((column) => column !== section.metric)];
  return (
    <SectionCard title={title} testId={`rank-${section.id}`} query={query} ready={Boolean(data)} onDrill={() => setOpen(true)}>
      <LazyChart
        shape="bar"
        data={(data?.list ?? []).map((row) => ({ label: row.name || t('resources.stats.deleted'), value: row[section.metric] ?? 0 }))}
        label={t(`homePage.figures.${section.metric}`)}
        format={format}
        duration={isDurationColumn(section.metric)}
        emptyText={t('homePage.noRanking')}
      />
      <DetailDrawer<StatsRankRow>
        title={title}
        open={open}
        onClose={() => setOpen(false)}
        url={section.url}
        body={body}
        rowKey={(row) => row.key}
        columns={(first) => rankColumns(t, columns, Boolean(section.withKind), first, linkOf)}
        pagePath={pagePath}
      />
    </SectionCard>
  );
}
