import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CockpitChart } from '../../../src/cockpit/CockpitCharts.tsx';
import { TrendChart } from '../../../src/home/TrendChart.tsx';
import { englishI18n } from '../render-in-app.tsx';

/** A chart's options as the test reads them: loosely, as the library's own types are. */
// biome-ignore lint/suspicious/noExplicitAny: the options are read, never built, here
type Options = Record<string, any>;

// jsdom has no canvas: each chart hands its options here, where the test reads them.
const drawn = vi.hoisted(() => ({ options: {} as Record<string, Options> }));
vi.mock('@ant-design/charts', () => {
  const record = (name: string) => (options: Record<string, unknown>) => {
    drawn.options[name] = options;
    return null;
  };
  return { Area: record('Area'), Pie: record('Pie'), Bar: record('Bar'), Column: record('Column') };
});

const i18n = await englishI18n();
const draw = (ui: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
const seconds = (value: number) => `${value} s`;
const HOUR = 3_600;

beforeEach(() => {
  drawn.options = {};
});

describe('the cockpit charts', () => {
  it('tick a value axis of durations at round hours, labelled shortly', () => {
    const data = [
      { label: 'Lily', value: 150_000 },
      { label: 'Tom', value: 90_000 },
    ];
    draw(<CockpitChart shape="bar" data={data} label="Usage time" format={seconds} duration />);
    const { axis, scale } = drawn.options.Bar;
    expect(scale.y).toEqual({ domain: [0, 48 * HOUR], nice: false });
    expect(axis.y.tickMethod()).toEqual([0, 12, 24, 36, 48].map((hours) => hours * HOUR));
    expect(axis.y.tickMethod().map(axis.y.labelFormatter)).toEqual(['0', '12 h', '24 h', '36 h', '48 h']);
    // The tooltip still says the exact value.
    expect(drawn.options.Bar.tooltip.items[0].valueFormatter(90_000)).toBe('90000 s');
  });

  it('leave counts to the library’s own ticks', () => {
    draw(<CockpitChart shape="column" data={[{ label: '1 visit', value: 25 }]} label="Visitors" format={String} />);
    const { axis, scale } = drawn.options.Column;
    expect(scale).toBeUndefined();
    expect(axis.y.tickMethod).toBeUndefined();
    expect(axis.y.labelFormatter(25)).toBe('25');
  });

  it('keep a share’s labels inside the plot, off each other and off the legend below', () => {
    draw(
      <CockpitChart
        shape="share"
        data={[
          { label: 'New visitors', value: 30 },
          { label: 'Returning visitors', value: 10 },
        ]}
        label="Visitors"
        format={String}
      />,
    );
    const pie = drawn.options.Pie;
    expect(pie.radius).toBeLessThan(1);
    expect(pie.innerRadius).toBeLessThan(pie.radius);
    expect(pie.legend.color.position).toBe('bottom');
    expect(pie.label.transform).toEqual([{ type: 'overlapDodgeY' }, { type: 'exceedAdjust', bounds: 'main' }]);
    expect(pie.label.text({ label: 'New visitors', value: 30 })).toBe('30');
  });
});

describe('the trend chart', () => {
  it('ticks a trend of durations at round values, and a trend of counts as the library does', () => {
    const points = [
      { time: '2025-06-10', value: 100 },
      { time: '2025-06-11', value: 5_000 },
    ];
    draw(<TrendChart points={points} format={seconds} label="Usage time" duration />);
    expect(drawn.options.Area.axis.y.tickMethod()).toEqual([0, 30, 60, 90].map((minutes) => minutes * 60));
    expect(drawn.options.Area.axis.y.labelFormatter(5_400)).toBe('1 h 30 min');
    draw(<TrendChart points={points} format={seconds} label="Views" />);
    expect(drawn.options.Area.axis.y.tickMethod).toBeUndefined();
    expect(drawn.options.Area.scale).toBeUndefined();
  });
});
