import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type DetailFilters, filtersFromSearch, filtersSearch } from './detail-filters.ts';

const KEYS = ['channel', 'source_type', 'store_id', 'sale_id'];

/**
 * The filters of an event-level list, kept in the address beside the period (usePeriodChoice) so a
 * reload, a shared link and a drill-down from the grouped analysis keep them.
 */
export function useDetailFilters(): [DetailFilters, (next: DetailFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const choose = useCallback(
    (next: DetailFilters) =>
      setSearch(
        (current) => {
          const kept = new URLSearchParams(current);
          for (const key of KEYS) kept.delete(key);
          for (const [key, value] of Object.entries(filtersSearch(next))) kept.set(key, value);
          return kept;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [filters, choose];
}
