import { Progress } from 'antd';

/** A part's share of a whole in percent, one decimal: 1 of 3 → 33.3; nothing of nothing → 0. */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/**
 * A part's share of the whole as a bar and its percentage ("33.3%"). A share is no task's
 * progress: antd's Progress turns a bar at 100 % into a green "done" tick, so the status stays
 * `normal` and the text is always the number, whatever the share.
 */
export function ShareBar({ part, whole }: { part: number; whole: number }) {
  return <Progress percent={sharePercent(part, whole)} size="small" status="normal" format={(percent) => `${percent ?? 0}%`} data-testid="share-bar" />;
}
