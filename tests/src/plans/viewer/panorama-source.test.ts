import { describe, expect, it } from 'vitest';
import { CUBE_FACE_NAMES, type SceneImage, SPHERE_LEVELS } from '../../../../resources/plans/scene-graph.ts';
import {
  deviceOf,
  FOV_RANGE,
  fovOfZoom,
  sourceUrls,
  type TilesPanorama,
  toDegrees,
  toRadians,
  viewerSource,
  zoomOfFov,
} from '../../../../src/plans/viewer/panorama-source.ts';

const base = '/files/panoramas/12/hall-1';
const tiled: SceneImage = { kind: 'sphere', base, width: 8192, tiled: true };
const untiled: SceneImage = { kind: 'sphere', base, width: 6000, tiled: false };
const cube: SceneImage = { kind: 'cube', base, size: 2048 };

describe('what the viewer loads', () => {
  it.each([
    ['a tiled sphere on a phone', tiled, 'phone', 'equirectangular', `${base}/4k.jpg`],
    ['an untiled sphere on a phone', untiled, 'phone', 'equirectangular', `${base}/4k.jpg`],
    ['an untiled sphere on a desktop', untiled, 'desktop', 'equirectangular', `${base}/8k.jpg`],
  ] as const)('%s: %s', (_, image, device, adapter, file) => {
    expect(viewerSource(image, device)).toEqual({ adapter, panorama: file });
  });

  it('gives a desktop the 8K tiles of a tiled sphere over the 2K level', () => {
    const source = viewerSource(tiled, 'desktop');
    expect(source.adapter).toBe('equirectangular-tiles');
    const panorama = source.panorama as TilesPanorama;
    expect(panorama).toMatchObject({ width: 8192, cols: 16, rows: 8, baseUrl: `${base}/2k.jpg` });
    expect(panorama.tileUrl(3, 2)).toBe(`${base}/tiles/2_3.jpg`);
    expect(panorama.tileUrl(0, 0)).toBe(`${base}/tiles/0_0.jpg`);
    expect(panorama.tileUrl(15, 7)).toBe(`${base}/tiles/7_15.jpg`);
  });

  it.each(['phone', 'desktop'] as const)('gives a %s the six faces of a cube, named as the adapter names them', (device) => {
    expect(viewerSource(cube, device)).toEqual({
      adapter: 'cubemap',
      panorama: {
        front: `${base}/front.jpg`,
        back: `${base}/back.jpg`,
        left: `${base}/left.jpg`,
        right: `${base}/right.jpg`,
        top: `${base}/up.jpg`,
        bottom: `${base}/down.jpg`,
      },
    });
  });

  // Only the renditions the import keeps: never the original, never anything outside the panorama's folder.
  const kept = new Set([
    ...SPHERE_LEVELS.map((level) => `${base}/${level}.jpg`),
    ...CUBE_FACE_NAMES.map((face) => `${base}/${face}.jpg`),
    ...Array.from({ length: 8 * 16 }, (_, index) => `${base}/tiles/${Math.floor(index / 16)}_${index % 16}.jpg`),
  ]);
  it.each([
    ['tiled', tiled],
    ['untiled', untiled],
    ['cube', cube],
  ] as const)('names only kept files of the %s image, on every device', (_, image) => {
    for (const device of ['phone', 'desktop'] as const) {
      const urls = sourceUrls(viewerSource(image, device));
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        expect(url.startsWith(`${base}/`)).toBe(true);
        expect(url).not.toContain('..');
        expect(kept.has(url)).toBe(true);
      }
    }
  });
});

describe('the device', () => {
  it.each([
    [320, 'phone'],
    [767, 'phone'],
    [768, 'desktop'],
    [1440, 'desktop'],
  ] as const)('%d px wide is a %s', (width, device) => expect(deviceOf(width)).toBe(device));
});

describe('positions and fields of view', () => {
  it.each([
    [0, 0],
    [90, 45],
    [-90, -30],
    [179.5, 89.9],
    [-179.5, -90],
    [180, 0],
  ])('yaw %d°, pitch %d° goes to radians and back', (yaw, pitch) => {
    expect(toDegrees(toRadians({ yaw, pitch }))).toEqual({ yaw, pitch });
  });

  it.each([
    [
      { yaw: Math.PI * 1.5, pitch: 0 },
      { yaw: -90, pitch: 0 },
    ],
    [
      { yaw: Math.PI * 2, pitch: Math.PI / 2 },
      { yaw: 0, pitch: 90 },
    ],
    [
      { yaw: Math.PI * 0.25, pitch: -Math.PI / 4 },
      { yaw: 45, pitch: -45 },
    ],
  ])('the viewer’s %o is %o in the scene graph', (radians, degrees) => expect(toDegrees(radians)).toEqual(degrees));

  it.each([
    [FOV_RANGE.max, 0],
    [FOV_RANGE.min, 100],
    [75, 50],
    [200, 0],
  ])('a field of view of %d° is zoom level %d', (fov, zoom) => expect(zoomOfFov(fov)).toBe(zoom));

  it.each([30, 45.5, 90, 120])('a field of view of %d° survives the zoom level', (fov) => expect(fovOfZoom(zoomOfFov(fov))).toBe(fov));
});
