import { Typography } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { DEFAULT_LAYOUT_SETTINGS } from '../../resources/constants.ts';

export interface TrendPoint {
  /** `YYYY-MM-DD`, or `YYYY-MM-DD HH:00` for a one-day period. */
  time: string;
  value: number;
}

const HEIGHT = 240;
const PAD = { top: 16, right: 16, bottom: 28, left: 56 };
const TICKS = 4;

/** A round step for the axis: 1, 2 or 5 times a power of ten, so the labels read easily. */
function niceStep(max: number): number {
  const raw = Math.max(max, 1) / TICKS;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power;
}

/** A bucket's label on the axis: the hour of a day, or the month and day. */
const shortLabel = (time: string) => (time.length > 10 ? time.slice(11, 16) : time.slice(5, 10));

/** The width the chart has, followed as the window or the side menu changes it. */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.floor(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * The trend of one figure over the period, as a line with its area, drawn in SVG: a line of a few
 * dozen points needs no charting library, and the page's chunk stays small. Hovering (or tapping)
 * a point tells its time and value.
 */
export function TrendChart({ points, format, label }: { points: TrendPoint[]; format: (value: number) => string; label: string }) {
  const [ref, width] = useWidth();
  const [hover, setHover] = useState<number | null>(null);
  const colour = DEFAULT_LAYOUT_SETTINGS.themeColor;
  const step = niceStep(Math.max(0, ...points.map((point) => point.value)));
  const top = step * TICKS;
  const inner = { width: width - PAD.left - PAD.right, height: HEIGHT - PAD.top - PAD.bottom };
  const x = (index: number) => PAD.left + (points.length > 1 ? (index / (points.length - 1)) * inner.width : inner.width / 2);
  const y = (value: number) => PAD.top + inner.height - (value / top) * inner.height;
  const line = points.map((point, index) => `${index ? 'L' : 'M'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ');
  const area = points.length ? `${line} L${x(points.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z` : '';
  const every = Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor(inner.width / 56))));
  const pick = (clientX: number, box: DOMRect) => {
    const ratio = (clientX - box.left - PAD.left) / Math.max(1, inner.width);
    setHover(Math.min(points.length - 1, Math.max(0, Math.round(ratio * (points.length - 1)))));
  };
  const shown = hover === null ? undefined : points[hover];
  const summary = points.map((point) => `${shortLabel(point.time)} ${format(point.value)}`).join(', ');

  return (
    <div ref={ref} style={{ position: 'relative' }} data-testid="trend-chart">
      <svg
        width={width}
        height={HEIGHT}
        role="img"
        aria-label={`${label}: ${summary}`}
        onMouseMove={(event) => pick(event.clientX, event.currentTarget.getBoundingClientRect())}
        onMouseLeave={() => setHover(null)}
        style={{ display: 'block', touchAction: 'pan-y' }}
      >
        {Array.from({ length: TICKS + 1 }, (_, tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick * step)} y2={y(tick * step)} stroke="rgba(5,5,5,0.06)" />
            <text x={PAD.left - 8} y={y(tick * step) + 4} textAnchor="end" fontSize={12} fill="rgba(0,0,0,0.45)">
              {format(tick * step)}
            </text>
          </g>
        ))}
        {points.map((point, index) =>
          index % every === 0 ? (
            <text key={point.time} x={x(index)} y={HEIGHT - 8} textAnchor="middle" fontSize={12} fill="rgba(0,0,0,0.45)">
              {shortLabel(point.time)}
            </text>
          ) : null,
        )}
        <path d={area} fill={colour} fillOpacity={0.12} />
        <path d={line} fill="none" stroke={colour} strokeWidth={2} />
        {shown && hover !== null && (
          <>
            <line x1={x(hover)} x2={x(hover)} y1={PAD.top} y2={y(0)} stroke="rgba(0,0,0,0.25)" strokeDasharray="3 3" />
            <circle cx={x(hover)} cy={y(shown.value)} r={4} fill="#fff" stroke={colour} strokeWidth={2} />
          </>
        )}
      </svg>
      {shown && hover !== null && (
        <div className="home-trend-tooltip" style={{ left: Math.min(x(hover) + 12, width - 160), top: 8 }}>
          <Typography.Text type="secondary">{shown.time}</Typography.Text>
          <div>
            {label}: <strong>{format(shown.value)}</strong>
          </div>
        </div>
      )}
    </div>
  );
}
