import { useTranslation } from 'react-i18next';
import { CurrentTo } from '../home/CurrentTo.tsx';
import { KeyFigures } from '../home/KeyFigures.tsx';
import { StatsError } from '../home/StatsStates.tsx';
import { TrendCard } from '../home/TrendCard.tsx';
import { COCKPIT_CALLS, type StatsTotal, type StatsTypeTiming, useCockpitCall } from './cockpit-calls.ts';
import { type CockpitFilter, hourlyBody } from './cockpit-filters.ts';
import { SectionCard } from './SectionCard.tsx';

/** The period's totals (`statsType/total`): the figures, the kinds and "current up to" share one answer. */
export const useTotal = (filter: CockpitFilter) => useCockpitCall<StatsTotal>(COCKPIT_CALLS.total, hourlyBody(filter));

/** Spec §9 "Data is current up to the last whole hour", in the merchant's zone. */
export function CockpitCurrentTo({ filter }: { filter: CockpitFilter }) {
  const { data } = useTotal(filter);
  return <CurrentTo period={data?.period} />;
}

/** The key figures against the period before, as the home page shows them, for the page's filters. */
export function FiguresSection({ filter }: { filter: CockpitFilter }) {
  const { query, data } = useTotal(filter);
  if (query.isError && !data) return <StatsError error={query.error} onRetry={() => void query.refetch()} />;
  return <KeyFigures figures={data?.figures} previous={data?.previous} />;
}

/** The trend of the period per hour or day (`statsType/timingHistory`), summed over the kinds counted (all, or the page's). */
export function TrendSection({ filter, sourceTypes }: { filter: CockpitFilter; sourceTypes?: readonly string[] }) {
  const { t } = useTranslation();
  const { query, data } = useCockpitCall<StatsTypeTiming>(COCKPIT_CALLS.timing, hourlyBody(filter));
  const trend = new Map<string, { time: string; events: number; views: number; logins: number; use_time: number }>();
  for (const bucket of data?.buckets ?? []) {
    const sum = trend.get(bucket.time) ?? { time: bucket.time, events: 0, views: 0, logins: 0, use_time: 0 };
    // A time with no event of a counted kind still has its (zero) bucket.
    if (!sourceTypes || sourceTypes.includes(bucket.source_type)) {
      sum.events += bucket.events;
      sum.views += bucket.views;
      sum.logins += bucket.logins;
      sum.use_time += bucket.use_time;
    }
    trend.set(bucket.time, sum);
  }
  if (data) return <TrendCard trend={[...trend.values()]} />;
  return (
    <SectionCard title={t('homePage.trend')} testId="trend-loading" query={query} ready={false}>
      {null}
    </SectionCard>
  );
}
