import { useDataProvider } from '@refinedev/core';
import { useEffect, useState } from 'react';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { ListRecord, RecordHits } from './palette-entries.ts';

/** Record search starts at this many typed characters. */
export const SEARCH_MIN_LENGTH = 2;
/** Typing pauses this long before the palette asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Hits per resource. */
export const SEARCH_PAGE_SIZE = 5;

interface SearchState {
  query: string;
  hits: RecordHits[];
}

/**
 * Searches every target resource's list (`GET <path>?q=&pageSize=5`) once per typed query, after
 * the debounce. `targets` must keep its identity between renders (memoise it). While a newer query
 * is on its way the previous hits stay, so the list does not flicker empty on every key.
 */
export function useRecordSearch(query: string, targets: readonly ResourceDefinition[]): { hits: RecordHits[]; searching: boolean } {
  const dataProvider = useDataProvider();
  const [state, setState] = useState<SearchState>({ query: '', hits: [] });
  const typed = query.trim();
  const active = typed.length >= SEARCH_MIN_LENGTH && targets.length > 0;

  useEffect(() => {
    if (!active) return;
    let superseded = false;
    const timer = setTimeout(() => {
      const provider = dataProvider();
      const requests = targets.map((resource) =>
        (provider.custom?.({ url: resource.path, method: 'get', query: { q: typed, pageSize: SEARCH_PAGE_SIZE } }) ?? Promise.reject(new Error('no custom')))
          .then((response) => ({ resource, records: ((response.data as { list?: ListRecord[] }).list ?? []).slice(0, SEARCH_PAGE_SIZE) }))
          // One resource failing (its own toast says why) must not hide the others' hits.
          .catch(() => ({ resource, records: [] as ListRecord[] })),
      );
      void Promise.all(requests).then((hits) => {
        if (!superseded) setState({ query: typed, hits });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      superseded = true;
      clearTimeout(timer);
    };
  }, [active, typed, targets, dataProvider]);

  if (!active) return { hits: [], searching: false };
  // Hits of an unrelated earlier query would only mislead; those of "ab" still help while "abc" loads.
  const related = state.query !== '' && (typed.startsWith(state.query) || state.query.startsWith(typed));
  return { hits: related ? state.hits : [], searching: state.query !== typed };
}
