import { Card, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsHome } from '../../../resources/stats/stats-query.schema.ts';
import { formatCount } from '../../home/stats-format.ts';

// The home page's chart, in its dark look; the library loads after the figures, only where a chart is drawn.
const TrendChart = lazy(() => import('../../home/TrendChart.tsx').then((m) => ({ default: m.TrendChart })));

/** Views over the period: per hour for one day, else per day (the API's `grain`). */
export function ScreenTrend({ trend }: { trend?: StatsHome['trend'] }) {
  const { t } = useTranslation();
  const loading = <Skeleton.Node active style={{ width: '100%', height: 240 }} />;
  return (
    <Card title={t('largeScreen.trend')} className="large-screen-panel" data-testid="screen-trend">
      {trend ? (
        <Suspense fallback={loading}>
          <TrendChart
            points={trend.map((bucket) => ({ time: bucket.time, value: bucket.views }))}
            label={t('homePage.figures.views')}
            format={formatCount}
            look="dark"
          />
        </Suspense>
      ) : (
        loading
      )}
    </Card>
  );
}
