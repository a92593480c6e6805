import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Full screen for one element (the Fullscreen API): the wall shows the page alone, and Esc or the
 * same button brings the shell's menu back. `supported` is false where the browser refuses it
 * (an iframe without permission, some phones), so the button is not offered there.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen().catch(() => undefined);
  }, [target]);
  return { active, toggle, supported: typeof document !== 'undefined' && Boolean(document.fullscreenEnabled) };
}
