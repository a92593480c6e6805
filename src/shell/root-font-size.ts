import { useEffect } from 'react';

const DESIGN_WIDTH = 1920;
const HTML_FONT_PX = 32;
const MAX_SCALE = 2;

/** Spec §2: html font size is 32 px at a 1920 px wide window, scaled with the width up to 2×; body gets half. */
export function rootFontSizes(windowWidth: number): { html: number; body: number } {
  const scale = Math.min(windowWidth / DESIGN_WIDTH, MAX_SCALE);
  const html = HTML_FONT_PX * scale;
  return { html, body: html / 2 };
}

export function useResponsiveRootFontSize(): void {
  useEffect(() => {
    const apply = () => {
      const { html, body } = rootFontSizes(window.innerWidth);
      document.documentElement.style.fontSize = `${html}px`;
      document.body.style.fontSize = `${body}px`;
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}
