/**
 * Makes antd's media queries (Grid.useBreakpoint) answer as a window `width` pixels wide would;
 * returns the undo. jsdom's own matchMedia (tests/helpers/jsdom-setup.ts) matches nothing.
 */
export function pretendWindowWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { ...original(query), matches, media: query };
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
