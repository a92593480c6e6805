import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const prefersReducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/**
 * Whether the system asks for less motion (an accessibility setting). The theme turns antd's
 * animations off then: dialogs, drawers, menus and messages appear in place instead of zooming or
 * sliding, and follow the setting when it changes.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
