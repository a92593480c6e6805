import { Tooltip } from 'antd';
import { type CSSProperties, type ReactNode, useRef, useState } from 'react';

/** Spec §9 "ellipsis max width 200": longer text is cut there. */
export const ELLIPSIS_MAX_WIDTH = 200;

const CUT: CSSProperties = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

/**
 * One line of content cut with "…" where its box ends (a table cell's width, or `maxWidth`), the
 * content whole in a tooltip on hover when, and only when, it was cut. Whether it was cut is asked
 * when the pointer arrives rather than measured on render: a list re-renders often, and most cells fit.
 */
export function CutText({ children, maxWidth, block = false }: { children: ReactNode; maxWidth?: CSSProperties['maxWidth']; block?: boolean }) {
  const box = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const cut = () => Boolean(box.current && box.current.scrollWidth > box.current.clientWidth);
  return (
    <Tooltip title={children} open={open} onOpenChange={(next) => setOpen(next && cut())}>
      <span ref={box} data-cut-text="" style={{ ...CUT, display: block ? 'block' : 'inline-block', maxWidth, verticalAlign: 'bottom' }}>
        {children}
      </span>
    </Tooltip>
  );
}

/**
 * Text cut with "…" at 200 px, or at its box's edge when that is narrower (a list column), the
 * full text on hover.
 */
export function EllipsisText({ text }: { text: string }) {
  return <CutText maxWidth={`min(${ELLIPSIS_MAX_WIDTH}px, 100%)`}>{text}</CutText>;
}
