import { CUBE_FACE_NAMES, panoramaFiles, SPHERE_TILES, type SceneImage, viewSchema } from '../../../resources/plans/scene-graph.ts';

/**
 * What the panorama viewer loads, as plain data: no photo-sphere-viewer import here, so lists and
 * tests can ask without pulling the viewer (and three.js) into their bundle. The shapes match the
 * adapters' panorama configs (equirectangular, equirectangular-tiles, cubemap).
 */

export type Device = 'phone' | 'desktop';

/** The viewer's height when its caller names none, in px (the lazy placeholder takes the same). */
export const VIEWER_HEIGHT = 400;

/** Below this width a screen is a phone's: it gets the 4K level, never the 8K tiles. */
export const PHONE_MAX_WIDTH = 768;

/** The tiles adapter's panorama: the 8K level's tiles over the 2K level shown while they load. */
export type TilesPanorama = { width: number; cols: number; rows: number; baseUrl: string; tileUrl: (col: number, row: number) => string };
/** The cubemap adapter's panorama: a file per face, named as the adapter names them. */
export type CubeFaces = Record<'left' | 'front' | 'right' | 'back' | 'top' | 'bottom', string>;

export type ViewerSource =
  | { adapter: 'equirectangular'; panorama: string }
  | { adapter: 'equirectangular-tiles'; panorama: TilesPanorama }
  | { adapter: 'cubemap'; panorama: CubeFaces };
export type AdapterKind = ViewerSource['adapter'];

/** The device a screen of this width is. */
export function deviceOf(width: number): Device {
  return width < PHONE_MAX_WIDTH ? 'phone' : 'desktop';
}

/** What the viewer loads for an image on a device: phones the 4K level, desktops the 8K tiles or file; never the original. */
export function viewerSource(image: SceneImage, device: Device): ViewerSource {
  if (image.kind === 'cube') {
    const face = Object.fromEntries(CUBE_FACE_NAMES.map((name) => [name, panoramaFiles.face(image, name)])) as Record<(typeof CUBE_FACE_NAMES)[number], string>;
    return { adapter: 'cubemap', panorama: { left: face.left, front: face.front, right: face.right, back: face.back, top: face.up, bottom: face.down } };
  }
  if (device === 'phone') return { adapter: 'equirectangular', panorama: panoramaFiles.level(image, '4k') };
  if (!image.tiled) return { adapter: 'equirectangular', panorama: panoramaFiles.level(image, '8k') };
  return {
    adapter: 'equirectangular-tiles',
    panorama: {
      width: SPHERE_TILES.width,
      cols: SPHERE_TILES.columns,
      rows: SPHERE_TILES.rows,
      baseUrl: panoramaFiles.level(image, '2k'),
      tileUrl: (col, row) => panoramaFiles.tile(image, col, row),
    },
  };
}

/** Every URL a source can name (for a tiled one, each of its tiles). */
export function sourceUrls(source: ViewerSource): string[] {
  if (source.adapter === 'equirectangular') return [source.panorama];
  if (source.adapter === 'cubemap') return Object.values(source.panorama);
  const { panorama } = source;
  const tiles = Array.from({ length: panorama.rows }, (_, row) => Array.from({ length: panorama.cols }, (_, col) => panorama.tileUrl(col, row)));
  return [panorama.baseUrl, ...tiles.flat()];
}

const fovRule = viewSchema.shape.fov.unwrap();
/** The field of view a scene may set, in degrees (the scene graph's rule): the viewer's zoom range. */
export const FOV_RANGE = { min: fovRule.minValue ?? 30, max: fovRule.maxValue ?? 120 } as const;

const round = (value: number) => Math.round(value * 10) / 10;
const DEGREE = Math.PI / 180;

/** A position in degrees (yaw -180..180, pitch -90..90) as the viewer takes it, in radians. */
export function toRadians(position: { yaw: number; pitch: number }): { yaw: number; pitch: number } {
  return { yaw: position.yaw * DEGREE, pitch: position.pitch * DEGREE };
}

/** A viewer position in radians (yaw 0..2π) in the scene graph's degrees, to a tenth. */
export function toDegrees(position: { yaw: number; pitch: number }): { yaw: number; pitch: number } {
  let yaw = round(position.yaw / DEGREE) % 360;
  if (yaw > 180) yaw -= 360;
  if (yaw <= -180) yaw += 360;
  const pitch = Math.min(90, Math.max(-90, round(position.pitch / DEGREE)));
  return { yaw: round(yaw) || 0, pitch: pitch || 0 };
}

/** The viewer's zoom level (0 widest, 100 narrowest) for a field of view. */
export function zoomOfFov(fov: number): number {
  const clamped = Math.min(FOV_RANGE.max, Math.max(FOV_RANGE.min, fov));
  return ((FOV_RANGE.max - clamped) / (FOV_RANGE.max - FOV_RANGE.min)) * 100;
}

/** The field of view, in degrees to a tenth, of a viewer zoom level. */
export function fovOfZoom(zoom: number): number {
  return round(FOV_RANGE.max + (zoom / 100) * (FOV_RANGE.min - FOV_RANGE.max));
}
