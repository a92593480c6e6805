import { Line } from '@ant-design/charts';
import { DEFAULT_LAYOUT_SETTINGS } from '../../resources/constants.ts';

/** One day's claims and redemptions as the chart draws them: a point per day and series. */
export interface CouponChartPoint {
  day: string;
  series: string;
  value: number;
}

const HEIGHT = 260;
const REDEMPTIONS_COLOR = '#52c41a';

/**
 * Claims and redemptions per day, two lines, drawn with `@ant-design/charts`: loaded lazily with
 * the detail page's figures (CouponSummary) so the library stays out of the first download. The
 * wrapper names the totals for screen readers, which a canvas cannot.
 */
export function CouponChart({ points, label, series }: { points: CouponChartPoint[]; label: string; series: [string, string] }) {
  return (
    <div role="img" aria-label={label} data-testid="coupon-chart" style={{ height: HEIGHT }}>
      <Line
        data={points}
        xField={(point: CouponChartPoint) => point.day.slice(5)}
        yField="value"
        colorField="series"
        height={HEIGHT}
        autoFit
        shapeField="smooth"
        scale={{ color: { domain: series, range: [DEFAULT_LAYOUT_SETTINGS.themeColor, REDEMPTIONS_COLOR] }, y: { nice: true, domainMin: 0 } }}
        axis={{ x: { labelAutoHide: true, labelAutoRotate: false, title: false }, y: { title: false, tickCount: 4 } }}
        legend={{ color: { position: 'top', layout: { justifyContent: 'flex-end' } } }}
        tooltip={{ title: 'day' }}
      />
    </div>
  );
}
