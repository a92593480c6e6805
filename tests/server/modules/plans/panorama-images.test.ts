import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CUBE_FACES,
  checkCube,
  checkFileCount,
  checkSphere,
  PanoramaError,
  type PanoramaProblem,
  sphereRenditions,
  TILE_SIZE,
  tilesOf,
} from '../../../../server/modules/plans/panorama-images.ts';

/** A plain JPG (or PNG) of a size, drawn here: nothing is downloaded. */
const picture = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    [format]()
    .toBuffer();

const problem = (promise: Promise<unknown>): Promise<PanoramaProblem | 'accepted'> =>
  promise.then(
    () => 'accepted',
    (error: unknown) => {
      if (error instanceof PanoramaError) return error.problem;
      throw error;
    },
  );

const cube = async (size = 64) => Object.fromEntries(await Promise.all(CUBE_FACES.map(async (face) => [face, await picture(size, size)])));

describe('panorama images (spec §3, §9)', () => {
  it.each([
    ['a 2:1 sphere', () => picture(1024, 512), 'accepted'],
    ['a sphere that is not 2:1, with its size', () => picture(1000, 600), { code: 'notTwoToOne', width: 1000, height: 600 }],
    ['a PNG', () => picture(1024, 512, 'png'), { code: 'notJpeg' }],
    ['bytes that are no image', async () => Buffer.from('not a picture'), { code: 'notJpeg' }],
    ['a sphere wider than 12,288 px', () => picture(12_800, 8), { code: 'tooWide', width: 12_800 }],
    // Header only: a JPG's size can be read without its pixels, so this one is never decoded.
    [
      'more pixels than the largest sphere',
      () =>
        sharp({ create: { width: 12_000, height: 6_400, channels: 3, background: '#000' } })
          .jpeg()
          .toBuffer(),
      { code: 'tooManyPixels', width: 12_000, height: 6_400 },
    ],
    ['a file over 25 MB', async () => Buffer.alloc(25 * 1024 * 1024 + 1), { code: 'tooLarge', bytes: 25 * 1024 * 1024 + 1 }],
  ])('judges %s', async (_name, make, expected) => {
    expect(await problem(checkSphere(await make()))).toEqual(expected);
  });

  it('takes a whole cube of equal squares, and names the faces missing, a face not square, or faces of several sizes', async () => {
    expect(await problem(checkCube(await cube()))).toBe('accepted');
    const { up: _up, down: _down, ...four } = await cube();
    expect(await problem(checkCube(four))).toEqual({ code: 'facesMissing', missing: ['up', 'down'] });
    expect(await problem(checkCube({ ...(await cube()), left: await picture(64, 60) }))).toEqual({
      code: 'faceNotSquare',
      face: 'left',
      width: 64,
      height: 60,
    });
    expect(await problem(checkCube({ ...(await cube()), back: await picture(32, 32) }))).toMatchObject({ code: 'facesUneven' });
  });

  it('takes at most 50 files an import', () => {
    expect(() => checkFileCount(50)).not.toThrow();
    expect(() => checkFileCount(51)).toThrow(PanoramaError);
  });

  it('keeps a sphere at 2K, 4K and 8K, never enlarged, and cuts the 8K level into tiles', async () => {
    const large = await sphereRenditions(await picture(4096, 2048));
    const widths = await Promise.all(Object.values(large).map(async (image) => (await sharp(image).metadata()).width));
    expect(widths).toEqual([2048, 4096, 4096]);
    const tiles = await tilesOf(large['8k']);
    expect(tiles).toHaveLength((4096 / TILE_SIZE) * (2048 / TILE_SIZE));
    expect(await sharp(tiles[0]!.image).metadata()).toMatchObject({ width: TILE_SIZE, height: TILE_SIZE, format: 'jpeg' });
    expect(tiles.at(-1)).toMatchObject({ row: 2048 / TILE_SIZE - 1, column: 4096 / TILE_SIZE - 1 });
  });
});
