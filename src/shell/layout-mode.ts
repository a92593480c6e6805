import { MOBILE_BREAKPOINT_PX } from '../../resources/constants.ts';

export type SidebarPosition = 'left' | 'top' | 'none';

const STORAGE_KEY = 'atrium_sidebar_position';

/** Spec §2: `?iframe=top` puts the menu on top, `true` and `none` hide it, anything else keeps it left. */
export function sidebarPositionOf(iframe: string | null): SidebarPosition {
  if (iframe === 'top') return 'top';
  if (iframe === 'true' || iframe === 'none') return 'none';
  return 'left';
}

/** The position chosen by the `iframe` parameter, kept for the rest of the browser session. */
export function resolveSidebarPosition(search: string): SidebarPosition {
  const iframe = new URLSearchParams(search).get('iframe');
  if (iframe !== null) {
    const position = sidebarPositionOf(iframe);
    sessionStorage.setItem(STORAGE_KEY, position);
    return position;
  }
  return (sessionStorage.getItem(STORAGE_KEY) as SidebarPosition | null) ?? 'left';
}

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}
