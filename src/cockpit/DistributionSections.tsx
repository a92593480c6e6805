import { useTranslation } from 'react-i18next';
import { formatThousands } from '../../resources/format/numbers.ts';
import { CHANNEL_GROUP_IDS, CHANNEL_GROUP_NAMES, type CockpitFilter } from './cockpit-filters.ts';
import { LazyChart } from './LazyChart.tsx';
import { useTotal } from './OverviewSections.tsx';
import { SectionCard } from './SectionCard.tsx';

/** The events of a totals answer, of every kind or of the kinds counted. */
export const eventsOf = (byType: { source_type: string; events: number }[], sourceTypes?: readonly string[]) =>
  byType.filter((row) => !sourceTypes || sourceTypes.includes(row.source_type)).reduce((sum, row) => sum + row.events, 0);

/** The period's events by kind (view, share, sign-in…), from the totals' `by_type`, for the page's channel. */
export function TypesSection({ filter }: { filter: CockpitFilter }) {
  const { t } = useTranslation();
  const { query, data } = useTotal(filter);
  const rows = data?.by_type ?? [];
  return (
    <SectionCard title={t('cockpit.sections.types')} testId="types" query={query} ready={Boolean(data)}>
      <LazyChart
        shape="share"
        data={rows.map((row) => ({ label: t(`homePage.sourceTypes.${row.source_type}`, { defaultValue: row.source_type }), value: row.events }))}
        label={t('cockpit.sections.types')}
        format={formatThousands}
        emptyText={t('cockpit.noData')}
      />
    </SectionCard>
  );
}

/**
 * Where the events came from: one totals call per channel group (the calls a guide holds answer
 * per group, not per channel). Like every figure on the screen it follows the channel filter: with
 * one group chosen, only that group is shown.
 */
export function ChannelsSection({ filter, sourceTypes }: { filter: CockpitFilter; sourceTypes?: readonly string[] }) {
  const { t } = useTranslation();
  // One call per group of spec §7 (CHANNEL_GROUP_IDS is [1, 2, 3]), in that order.
  const calls = [useTotal({ ...filter, channel: 1 }), useTotal({ ...filter, channel: 2 }), useTotal({ ...filter, channel: 3 })];
  const groups = CHANNEL_GROUP_IDS.map((channel, index) => ({ channel, call: calls[index] })).filter(
    ({ channel }) => typeof filter.channel !== 'number' || filter.channel === channel,
  );
  const ready = groups.every(({ call }) => call.data);
  const failed = groups.find(({ call }) => call.query.isError)?.call.query ?? groups[0]!.call.query;
  return (
    <SectionCard title={t('cockpit.sections.channels')} testId="channels" query={failed} ready={ready}>
      <LazyChart
        shape="share"
        data={groups.map(({ channel, call }) => ({
          label: t(`cockpit.channels.${CHANNEL_GROUP_NAMES[channel]}`),
          value: eventsOf(call.data?.by_type ?? [], sourceTypes),
        }))}
        label={t('cockpit.sections.channels')}
        format={formatThousands}
        emptyText={t('cockpit.noData')}
      />
    </SectionCard>
  );
}
