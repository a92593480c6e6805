import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type PeriodChoice, periodFromSearch, periodSearch } from './stats-period.ts';

/**
 * The period a statistics page shows, kept in the address (`?period=30d`, `?begin=…&end=…`) so a
 * reload, a shared link and the drill-downs keep it. Choosing another replaces the entry: the
 * back button leaves the page instead of stepping through every period tried.
 */
export function usePeriodChoice(): [PeriodChoice, (next: PeriodChoice) => void] {
  const [search, setSearch] = useSearchParams();
  const choice = useMemo(() => periodFromSearch(search), [search]);
  const choose = useCallback(
    (next: PeriodChoice) =>
      setSearch(
        (current) => {
          const kept = new URLSearchParams(current);
          for (const key of ['period', 'begin', 'end']) kept.delete(key);
          for (const [key, value] of Object.entries(periodSearch(next))) kept.set(key, value);
          return kept;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [choice, choose];
}
