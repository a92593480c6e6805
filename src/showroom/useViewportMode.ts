import { useSyncExternalStore } from 'react';

export type ShowroomMode = 'pc' | 'mobile';

/** From this width up a screen gets the PC style (the back office's phone breakpoint). */
export const PC_MIN_WIDTH = 768;
const QUERY = `(min-width: ${PC_MIN_WIDTH}px)`;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** PC or mobile style: forced by a preview, else the window's width decides, and decides again when it changes. */
export function useViewportMode(forced: ShowroomMode | undefined): ShowroomMode {
  const wide = useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
  return forced ?? (wide ? 'pc' : 'mobile');
}
