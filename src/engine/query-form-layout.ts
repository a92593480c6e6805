import type { Breakpoint } from 'antd';
import { textWidth } from './list-widths.ts';

/** How many filters share a row at each window width (ant-design-pro's query form: 4, 3, 2, then 1). */
const SPANS: [Breakpoint, number][] = [
  ['xxl', 6],
  ['xl', 8],
  ['md', 12],
  ['sm', 24],
  ['xs', 24],
];

/** The grid span of one filter; undefined when no width is known (then every filter shows). */
export function filterSpan(screens: Partial<Record<Breakpoint, boolean>>): number | undefined {
  return SPANS.find(([breakpoint]) => screens[breakpoint])?.[1];
}

/** Below antd's `md` (768 px) the filters move into a drawer behind one button. */
export const isNarrow = (screens: Partial<Record<Breakpoint, boolean>>) => Boolean(screens.xs || (screens.sm && !screens.md));

export interface QueryFormLayout {
  /** How many of the filters show; the rest wait behind "More filters". */
  shown: number;
  /** Whether there are more filters than the first row holds. */
  collapsible: boolean;
  /** The grid offset that puts the buttons at the end of their row. */
  actionsOffset: number;
}

/**
 * ProTable's query form: collapsed, the first row holds as many filters as fit beside the
 * buttons; expanded, every filter shows and the buttons end the last row.
 */
export function queryFormLayout(count: number, span: number | undefined, expanded: boolean): QueryFormLayout {
  // One filter a row (a drawer) never collapses.
  if (!span || span === 24) return { shown: count, collapsible: false, actionsOffset: 0 };
  const perRow = 24 / span;
  const collapsible = count > perRow - 1;
  const shown = collapsible && !expanded ? perRow - 1 : count;
  return { shown, collapsible, actionsOffset: ((perRow - 1 - (shown % perRow)) * span) % 24 };
}

/** The label column's bounds: room for "Name:" at least, and at most a third of a filter's 1440 px cell beside an aside. */
const LABEL_MIN = 56;
export const FILTER_LABEL_MAX = 120;
/** What antd puts after a label's text: the colon (2 px before it, 8 after). */
const COLON = 14;

/**
 * The width of the filters' label column: the longest label on one line with its colon, so every
 * input starts at the same place and no label wraps above its input with a dangling colon; a label
 * longer than `FILTER_LABEL_MAX` is cut with "…" and shown whole on hover.
 */
export function filterLabelWidth(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((label) => textWidth(label)));
  return Math.min(FILTER_LABEL_MAX, Math.max(LABEL_MIN, longest + COLON));
}
