import type { ContentKind } from './content-kinds.ts';

/** Each kind's line drawing on a 24-unit grid, for the phone's tab bar. */
const PATHS: Record<ContentKind, string> = {
  plans: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  halls: 'M3 10l9-6 9 6M5 10v10h14V10M10 20v-6h4v6',
  goods: 'M5 8h14l-1 12H6zM9 10V7a3 3 0 0 1 6 0v3',
  albums: 'M4 5h16v14H4zM4 15l5-5 4 4 3-3 4 4M15 9h.01',
  videos: 'M4 6h12v12H4zM16 10l4-2v8l-4-2',
  documents: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  coupons: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  activities: 'M5 5h14v15H5zM5 9h14M9 3v4M15 3v4M9 13h2M13 13h2M9 16h2',
};

export function KindIcon({ kind }: { kind: ContentKind }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d={PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
