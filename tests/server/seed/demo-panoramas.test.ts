import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CUBE_FACES, checkCube, checkSphere } from '../../../server/modules/plans/panorama-images.ts';
import { demoCube, demoSphere } from '../../../server/seed/demo-panoramas.ts';

describe('demo panoramas the seed draws itself', () => {
  it('draws a 2:1 JPG sphere, 4096 wide unless told, that the import accepts', async () => {
    const started = performance.now();
    const sphere = await demoSphere('Living room', 210);
    const elapsed = performance.now() - started;
    expect(await sharp(sphere).metadata()).toMatchObject({ format: 'jpeg', width: 4096, height: 2048 });
    expect(await checkSphere(sphere)).toEqual({ width: 4096, height: 2048 });
    expect(await checkSphere(await demoSphere('Small', 0, 1024))).toEqual({ width: 1024, height: 512 });
    // Fast enough for the seed (a few hundred ms here; generous for a loaded machine).
    expect(elapsed).toBeLessThan(5000);
  });

  it('tints the sky by the hue, and draws the same bytes for the same arguments', async () => {
    const [a, again, other] = await Promise.all([demoSphere('Hall', 120, 1024), demoSphere('Hall', 120, 1024), demoSphere('Hall', 300, 1024)]);
    expect(again.equals(a)).toBe(true);
    expect(other.equals(a)).toBe(false);
    expect((await demoSphere('Other', 120, 1024)).equals(a)).toBe(false);
    // Hue 120 is green: the sky above the horizon is greener than it is red or blue.
    // (sharp's stats() reads its input, so the band is cut out first.)
    const band = await sharp(a).extract({ left: 0, top: 180, width: 1024, height: 40 }).png().toBuffer();
    const sky = await sharp(band).stats();
    const [red, green, blue] = sky.channels.map((channel) => channel.mean);
    expect(green).toBeGreaterThan(red!);
    expect(green).toBeGreaterThan(blue!);
  });

  it('refuses a width that is no even number of pixels', async () => {
    await expect(demoSphere('Odd', 0, 1023)).rejects.toThrow(RangeError);
  });

  it('draws a cube of six square faces, each its own colour, that the import accepts, the same each time', async () => {
    const cube = await demoCube('Kitchen', 256);
    expect(Object.keys(cube).sort()).toEqual([...CUBE_FACES].sort());
    expect(await checkCube(cube)).toEqual({ size: 256 });
    expect(await checkCube(await demoCube('Kitchen'))).toEqual({ size: 1024 });
    const colours = await Promise.all(
      CUBE_FACES.map(async (face) => {
        const { dominant } = await sharp(cube[face]).stats();
        return `${dominant.r},${dominant.g},${dominant.b}`;
      }),
    );
    expect(new Set(colours).size).toBe(6);
    const again = await demoCube('Kitchen', 256);
    for (const face of CUBE_FACES) expect(again[face].equals(cube[face]), face).toBe(true);
  });
});
