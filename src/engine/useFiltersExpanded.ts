import { useState } from 'react';

const storageKey = (list: string) => `atrium.filters-expanded.${list}`;

function read(list: string): boolean {
  try {
    return localStorage.getItem(storageKey(list)) === 'true';
  } catch {
    return false;
  }
}

/**
 * Whether a list shows all its filters or only the first row. Kept per list in this browser
 * (not on the server): it is a matter of screen size, and a list opens without waiting for it.
 */
export function useFiltersExpanded(list: string): [boolean, (expanded: boolean) => void] {
  const [expanded, setExpanded] = useState(() => read(list));
  const change = (next: boolean) => {
    setExpanded(next);
    try {
      localStorage.setItem(storageKey(list), String(next));
    } catch {
      // Storage refused (private mode, quota): the choice lasts until the page is left.
    }
  };
  return [expanded, change];
}
