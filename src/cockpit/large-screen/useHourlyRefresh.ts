import { useEffect, useRef } from 'react';

const HOUR_MS = 3_600_000;
/**
 * How long after the hour turns the screen asks again. The statistics are current up to the last
 * whole hour (spec §9) and the rollup job that adds the hour just over runs every minute
 * (server/modules/stats/stats.server.ts), so a little over a minute later the new hour is in.
 */
export const AFTER_HOUR_TURN_MS = 90_000;

const RETURN_DEBOUNCE_MS = 2_000;

/** Milliseconds from `now` until just after the next whole hour (whole hours of UTC, those the rollups keep). */
export function msUntilNextRefresh(now: number): number {
  const sinceHour = now % HOUR_MS;
  // Still within the grace after this hour's turn: this hour's refresh has yet to come.
  return sinceHour < AFTER_HOUR_TURN_MS ? AFTER_HOUR_TURN_MS - sinceHour : HOUR_MS - sinceHour + AFTER_HOUR_TURN_MS;
}

/**
 * Calls `refresh` just after each whole hour, and whenever the window comes back into focus (a wall
 * display left on another tab, or a laptop woken up, shows the newest figures at once). Each timer
 * is set from the clock anew, so a machine that slept or a slow tab does not drift off the hour.
 */
export function useHourlyRefresh(refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        latest.current();
        schedule();
      }, msUntilNextRefresh(Date.now()));
    };
    schedule();
    // Coming back to a tab fires both events: one refresh is enough.
    let returnedAt = Number.NEGATIVE_INFINITY;
    const onReturn = () => {
      if (Date.now() - returnedAt < RETURN_DEBOUNCE_MS) return;
      returnedAt = Date.now();
      latest.current();
    };
    const onFocus = () => onReturn();
    const onVisible = () => document.visibilityState === 'visible' && onReturn();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
