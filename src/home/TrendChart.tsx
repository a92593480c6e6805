import { Area } from '@ant-design/charts';
import { DEFAULT_LAYOUT_SETTINGS } from '../../resources/constants.ts';

export interface TrendPoint {
  /** `YYYY-MM-DD`, or `YYYY-MM-DD HH:00` for a one-day period. */
  time: string;
  value: number;
}

const HEIGHT = 240;

/** A bucket's label on the axis: the hour of a day, or the month and day. */
const shortLabel = (time: string) => (time.length > 10 ? time.slice(11, 16) : time.slice(5, 10));

/**
 * The trend of one figure over the period, drawn with `@ant-design/charts` (an area under its line
 * in the theme colour, with a tooltip per bucket). This module is the only one importing the
 * library and is loaded lazily (TrendCard), so its ≈ 400 kB stay out of the first download. The
 * wrapper names every point for screen readers, which a canvas cannot.
 */
export function TrendChart({ points, format, label }: { points: TrendPoint[]; format: (value: number) => string; label: string }) {
  const summary = points.map((point) => `${shortLabel(point.time)} ${format(point.value)}`).join(', ');
  const data = points.map((point) => ({ time: shortLabel(point.time), full: point.time, value: point.value }));
  return (
    <div role="img" aria-label={`${label}: ${summary}`} data-testid="trend-chart" style={{ height: HEIGHT }}>
      <Area
        data={data}
        xField="time"
        yField="value"
        height={HEIGHT}
        autoFit
        shapeField="smooth"
        style={{ fill: `linear-gradient(-90deg, white 0%, ${DEFAULT_LAYOUT_SETTINGS.themeColor} 100%)`, fillOpacity: 0.35 }}
        line={{ style: { stroke: DEFAULT_LAYOUT_SETTINGS.themeColor, strokeWidth: 2 } }}
        axis={{ y: { labelFormatter: (value: number) => format(value) }, x: { labelAutoHide: true } }}
        tooltip={{ title: 'full', items: [{ channel: 'y', name: label, valueFormatter: (value: number) => format(value) }] }}
      />
    </div>
  );
}
