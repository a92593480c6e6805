import { Card, Segmented, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsHome } from '../../resources/stats/stats-query.schema.ts';
import { formatCount, formatDuration } from './stats-format.ts';

// The chart loads after the figures: the page's first paint never waits for it (issue 16 budget).
const TrendChart = lazy(() => import('./TrendChart.tsx').then((m) => ({ default: m.TrendChart })));

const METRICS = ['views', 'events', 'logins', 'use_time'] as const;
type Metric = (typeof METRICS)[number];

/** The period's trend, one figure at a time: per hour for a single day, else per day (the API's `grain`). */
export function TrendCard({ trend }: { trend: StatsHome['trend'] }) {
  const { t } = useTranslation();
  const [metric, setMetric] = useState<Metric>('views');
  const format = metric === 'use_time' ? (value: number) => formatDuration(t, value) : formatCount;
  return (
    <Card
      title={t('homePage.trend')}
      size="small"
      data-testid="trend"
      extra={
        <Segmented<Metric>
          size="small"
          value={metric}
          onChange={setMetric}
          options={METRICS.map((value) => ({ value, label: t(`homePage.figures.${value}`) }))}
        />
      }
      styles={{ body: { overflowX: 'auto' } }}
    >
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 240 }} />}>
        <TrendChart
          points={trend.map((bucket) => ({ time: bucket.time, value: bucket[metric] }))}
          format={format}
          label={t(`homePage.figures.${metric}`)}
          duration={metric === 'use_time'}
        />
      </Suspense>
    </Card>
  );
}
