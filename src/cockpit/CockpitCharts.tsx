import { Bar, Column, Pie } from '@ant-design/charts';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LAYOUT_SETTINGS } from '../../resources/constants.ts';
import { durationAxis } from '../home/duration-axis.ts';

/** One slice, bar or column: what it is and its value. */
export interface ChartDatum {
  label: string;
  value: number;
}

export type ChartShape = 'share' | 'bar' | 'column';

const HEIGHT = 240;
/** Values read across, a few ticks apart: rotated durations ("13 h 53 min") are hard to read. */
const VALUE_AXIS = { labelAutoRotate: false, labelAutoHide: true, tickCount: 4 };
const datumValue = (datum: ChartDatum) => datum.value;
/**
 * A share's slices: the ring inside three quarters of the plot, so that the values written outside
 * it have room there; the labels kept off each other and inside the plot area, never over the
 * legend below it nor past the card's edge.
 */
const SHARE_RING = { radius: 0.75, innerRadius: 0.6 };
const SHARE_LABELS = { position: 'outside', connector: true, transform: [{ type: 'overlapDodgeY' }, { type: 'exceedAdjust', bounds: 'main' }] } as const;

/**
 * The cockpit's distributions and rankings, drawn with `@ant-design/charts`. Like the home page's
 * TrendChart, this module is loaded lazily (LazyChart) so the library stays out of the first
 * download; the wrapper names every value for screen readers, which a canvas cannot. Values that
 * are durations (seconds) tick at round minutes and hours (duration-axis.ts).
 */
export function CockpitChart({
  shape,
  data,
  label,
  format,
  duration = false,
}: {
  shape: ChartShape;
  data: ChartDatum[];
  label: string;
  format: (value: number) => string;
  duration?: boolean;
}) {
  const { t } = useTranslation();
  const values = duration ? durationAxis(t, data.map(datumValue)) : null;
  const valueAxis = { ...VALUE_AXIS, labelFormatter: (value: number) => format(value), ...values?.axis };
  const valueScale = values ? { y: values.scale } : undefined;
  const summary = data.map((datum) => `${datum.label} ${format(datum.value)}`).join(', ');
  const tooltip = { title: 'label', items: [{ field: 'value', name: label, valueFormatter: (value: number) => format(value) }] };
  const common = { data, height: HEIGHT, autoFit: true, tooltip };
  return (
    <div role="img" aria-label={`${label}: ${summary}`} data-testid="cockpit-chart" style={{ height: HEIGHT }}>
      {shape === 'share' && (
        <Pie
          {...common}
          angleField="value"
          colorField="label"
          {...SHARE_RING}
          label={{ ...SHARE_LABELS, text: (datum: ChartDatum) => (datum.value ? format(datum.value) : '') }}
          legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
        />
      )}
      {shape === 'bar' && (
        <Bar
          {...common}
          xField="label"
          yField="value"
          // Room for the last value tick ("41 h 40 min") at the right edge.
          marginRight={40}
          style={{ fill: DEFAULT_LAYOUT_SETTINGS.themeColor, maxWidth: 18 }}
          scale={valueScale}
          axis={{ y: valueAxis, x: { labelAutoEllipsis: true } }}
        />
      )}
      {shape === 'column' && (
        <Column
          {...common}
          xField="label"
          yField="value"
          style={{ fill: DEFAULT_LAYOUT_SETTINGS.themeColor, maxWidth: 40 }}
          scale={valueScale}
          axis={{ y: valueAxis, x: { labelAutoRotate: false, labelAutoHide: true } }}
        />
      )}
    </div>
  );
}
