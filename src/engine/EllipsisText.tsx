import type { CSSProperties } from 'react';

/** Spec §9 "ellipsis max width 200": longer text is cut there. */
export const ELLIPSIS_MAX_WIDTH = 200;

const CUT: CSSProperties = {
  display: 'inline-block',
  maxWidth: ELLIPSIS_MAX_WIDTH,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
};

/**
 * One line of text cut with "…" at 200 px, its full text on hover. A native title (as antd's
 * `ellipsis` column does) rather than measuring each cell: a list re-renders often, and the
 * title costs nothing where the text fits.
 */
export function EllipsisText({ text }: { text: string }) {
  return (
    <span title={text} style={CUT}>
      {text}
    </span>
  );
}
