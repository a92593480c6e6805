import { Area } from '@ant-design/charts';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LAYOUT_SETTINGS } from '../../resources/constants.ts';
import { durationAxis } from './duration-axis.ts';

export interface TrendPoint {
  /** `YYYY-MM-DD`, or `YYYY-MM-DD HH:00` for a one-day period. */
  time: string;
  value: number;
}

const HEIGHT = 240;

/**
 * How the chart is drawn: on the back office's light pages (the library's defaults), or on the
 * large screen's dark wall, read from afar (larger labels, never slanted, a thicker line).
 */
const LOOKS = {
  light: { chart: {}, fadeTo: 'white', labels: {}, xLabels: {}, lineWidth: 2 },
  dark: { chart: { theme: 'classicDark' }, fadeTo: 'rgba(0,0,0,0)', labels: { labelFontSize: 14 }, xLabels: { labelAutoRotate: false }, lineWidth: 3 },
} as const;

const pointValue = (point: TrendPoint) => point.value;

/** A bucket's label on the axis: the hour of a day, or the month and day. */
const shortLabel = (time: string) => (time.length > 10 ? time.slice(11, 16) : time.slice(5, 10));

/**
 * The trend of one figure over the period, drawn with `@ant-design/charts` (an area under its line
 * in the theme colour, with a tooltip per bucket). This module is the only one importing the
 * library and is loaded lazily (TrendCard), so its ≈ 400 kB stay out of the first download. The
 * wrapper names every point for screen readers, which a canvas cannot. A trend of durations
 * (seconds) ticks at round minutes and hours (duration-axis.ts).
 */
export function TrendChart({
  points,
  format,
  label,
  look = 'light',
  duration = false,
}: {
  points: TrendPoint[];
  format: (value: number) => string;
  label: string;
  look?: keyof typeof LOOKS;
  duration?: boolean;
}) {
  const { t } = useTranslation();
  const { chart, fadeTo, labels, xLabels, lineWidth } = LOOKS[look];
  const values = duration ? durationAxis(t, points.map(pointValue)) : null;
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
        {...chart}
        shapeField="smooth"
        style={{ fill: `linear-gradient(-90deg, ${fadeTo} 0%, ${DEFAULT_LAYOUT_SETTINGS.themeColor} 100%)`, fillOpacity: 0.35 }}
        line={{ style: { stroke: DEFAULT_LAYOUT_SETTINGS.themeColor, strokeWidth: lineWidth } }}
        scale={values ? { y: values.scale } : undefined}
        axis={{
          y: { labelFormatter: (value: number) => format(value), ...values?.axis, ...labels },
          x: { labelAutoHide: true, ...labels, ...xLabels },
        }}
        tooltip={{ title: 'full', items: [{ channel: 'y', name: label, valueFormatter: (value: number) => format(value) }] }}
      />
    </div>
  );
}
