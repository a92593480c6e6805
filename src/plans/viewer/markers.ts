import type { MarkerConfig } from '@photo-sphere-viewer/markers-plugin';
import type { HOTSPOT_ICONS, SceneGraph } from '../../../resources/plans/scene-graph.ts';
import { toRadians } from './panorama-source.ts';

type Scene = SceneGraph['scenes'][number];
export type Hotspot = Scene['hotspots'][number];
type HotspotIcon = (typeof HOTSPOT_ICONS)[number];

/** The drawing inside each icon kind's disc, on a 24-unit grid, white on the disc's colour. */
const ICON_PATHS: Record<HotspotIcon, string> = {
  arrow: '<path d="M12 4l7 8h-4.5v8h-5v-8H5z" fill="#fff"/>',
  door: '<path d="M7 3h10v18H7z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="14" cy="12" r="1.3" fill="#fff"/>',
  info: '<circle cx="12" cy="6.5" r="1.6" fill="#fff"/><path d="M10 10h3v8h2" fill="none" stroke="#fff" stroke-width="2.2"/>',
  goods:
    '<path d="M5 8h14l-1 12H6z" fill="none" stroke="#fff" stroke-width="2"/><path d="M9 10V7a3 3 0 0 1 6 0v3" fill="none" stroke="#fff" stroke-width="2"/>',
  media: '<path d="M8 5.5v13l11-6.5z" fill="#fff"/>',
  link: '<path d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/>',
};

const SIZE = 36;
const COLOUR = { normal: 'rgba(0, 0, 0, 0.55)', selected: '#1677ff' };

/** A hotspot's icon as an inline SVG disc: only this module's constants go into the HTML, never the merchant's text. */
export function hotspotIconHtml(icon: HotspotIcon, selected: boolean): string {
  const ring = selected ? '<circle cx="12" cy="12" r="11" fill="none" stroke="#fff" stroke-width="1.5"/>' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${SIZE}" height="${SIZE}" data-icon="${icon}" aria-hidden="true">` +
    `<circle cx="12" cy="12" r="12" fill="${selected ? COLOUR.selected : COLOUR.normal}"/>${ring}` +
    `<g transform="translate(4.8 4.8) scale(0.6)">${ICON_PATHS[icon]}</g></svg>`
  );
}

/** Text made safe for the tooltip, which the markers plugin writes as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A marker per hotspot, where the scene graph places it; the hotspot's id is the marker's. */
export function hotspotMarkers(hotspots: Hotspot[], selectedId?: string): MarkerConfig[] {
  return hotspots.map((hotspot) => ({
    id: hotspot.id,
    position: toRadians(hotspot),
    html: hotspotIconHtml(hotspot.icon, hotspot.id === selectedId),
    size: { width: SIZE, height: SIZE },
    anchor: 'center center',
    className: hotspot.id === selectedId ? 'atrium-hotspot atrium-hotspot-selected' : 'atrium-hotspot',
    style: { cursor: 'pointer' },
    ...(hotspot.title ? { tooltip: { content: escapeHtml(hotspot.title), position: 'top center' } } : {}),
    data: { hotspotId: hotspot.id },
  }));
}
