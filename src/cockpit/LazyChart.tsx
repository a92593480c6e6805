import { Empty, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { ChartDatum, ChartShape } from './CockpitCharts.tsx';

// The charts load after the figures: a page's first paint never waits for the library (issue 17 budget).
const CockpitChart = lazy(() => import('./CockpitCharts.tsx').then((m) => ({ default: m.CockpitChart })));

/** A distribution or ranking chart, loaded when first drawn; nothing to draw says so instead of an empty canvas. */
export function LazyChart(props: {
  shape: ChartShape;
  data: ChartDatum[];
  label: string;
  format: (value: number) => string;
  emptyText: string;
  /** The values are durations in seconds: the value axis ticks at round minutes and hours. */
  duration?: boolean;
}) {
  if (!props.data.some((datum) => datum.value > 0)) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} data-testid="chart-empty" />;
  }
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 240 }} />}>
      <CockpitChart {...props} />
    </Suspense>
  );
}
