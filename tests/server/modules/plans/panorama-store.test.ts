import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANORAMA_BASE, panoramaFiles, type SceneImage, sceneImageSchema } from '../../../../resources/plans/scene-graph.ts';
import { CUBE_FACES, PanoramaError, type PanoramaProblem } from '../../../../server/modules/plans/panorama-images.ts';
import { deletePanorama, storeCube, storeSphere } from '../../../../server/modules/plans/panorama-store.ts';
import { demoCube, demoSphere } from '../../../../server/seed/demo-panoramas.ts';
import { localStorage } from '../../../../server/storage/local-storage.ts';
import type { FileStorage } from '../../../../server/storage/storage.ts';

let dir: string;
let storage: FileStorage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-panorama-store-'));
  storage = localStorage(dir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The keys stored under a folder (the local storage's `.type` companions left out), sorted. */
async function keysUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(dir, folder), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.type'))
    .map((entry) => path.relative(path.join(dir, folder), path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const keyOf = (url: string) => url.replace(/^\/files\//, '');
const folderOf = (image: SceneImage) => keyOf(image.base);

/** A stored file, read back through the storage. */
async function stored(url: string): Promise<Buffer> {
  const object = await storage.get(keyOf(url));
  if (!object) throw new Error(`nothing stored at ${url}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stored image's size and format. */
async function storedSize(url: string): Promise<{ width?: number; height?: number; format?: string }> {
  const { width, height, format } = await sharp(await stored(url)).metadata();
  return { width, height, format };
}

const problem = (promise: Promise<unknown>): Promise<PanoramaProblem | 'accepted'> =>
  promise.then(
    () => 'accepted',
    (error: unknown) => {
      if (error instanceof PanoramaError) return error.problem;
      throw error;
    },
  );

describe('storeSphere', () => {
  it('keeps a 4096×2048 sphere at 2K and 4K (the 8K level its own size), with a thumbnail and no tiles', async () => {
    const image = await storeSphere(storage, 7, await demoSphere('Living room', 200, 4096));
    expect(image).toEqual({ kind: 'sphere', base: expect.stringMatching(PANORAMA_BASE), width: 4096, tiled: false });
    expect(image.base).toMatch(/^\/files\/panoramas\/7\/[A-Za-z0-9_-]{1,64}$/);
    expect(sceneImageSchema.parse(image)).toEqual(image);
    expect(await keysUnder(folderOf(image))).toEqual(['2k.jpg', '4k.jpg', '8k.jpg', 'thumb.jpg']);
    expect(await storedSize(panoramaFiles.level(image, '2k'))).toEqual({ width: 2048, height: 1024, format: 'jpeg' });
    expect(await storedSize(panoramaFiles.level(image, '8k'))).toEqual({ width: 4096, height: 2048, format: 'jpeg' });
    expect(await storedSize(panoramaFiles.thumbnail(image))).toEqual({ width: 480, height: 240, format: 'jpeg' });
    expect((await storage.head(keyOf(panoramaFiles.level(image, '4k'))))?.contentType).toBe('image/jpeg');
  });

  it('cuts a whole 8192×4096 level into its 128 tiles of 512 px', async () => {
    const image = await storeSphere(storage, 'platform', await demoSphere('Hall', 30, 8192));
    expect(image).toEqual({ kind: 'sphere', base: expect.stringMatching(PANORAMA_BASE), width: 8192, tiled: true });
    expect(image.base).toMatch(/^\/files\/panoramas\/platform\//);
    const keys = await keysUnder(folderOf(image));
    const tiles = keys.filter((key) => key.startsWith('tiles/'));
    expect(keys.filter((key) => !key.startsWith('tiles/'))).toEqual(['2k.jpg', '4k.jpg', '8k.jpg', 'thumb.jpg']);
    expect(tiles).toHaveLength(128);
    const expected = [];
    for (let row = 0; row < 8; row += 1) for (let column = 0; column < 16; column += 1) expected.push(keyOf(panoramaFiles.tile(image, column, row)));
    expect(tiles.map((key) => `${folderOf(image)}/${key}`).sort()).toEqual(expected.sort());
    for (const key of tiles) expect(await storedSize(`${image.base}/${key}`), key).toEqual({ width: 512, height: 512, format: 'jpeg' });
    expect(await storedSize(panoramaFiles.level(image, '8k'))).toEqual({ width: 8192, height: 4096, format: 'jpeg' });

    // The tiles are the level's pixels, row by row: each shows what the level shows there.
    const level = await stored(panoramaFiles.level(image, '8k'));
    for (const [column, row] of [
      [0, 0],
      [9, 3],
      [15, 7],
    ] as const) {
      // (sharp's stats() reads its input, so the region is cut out first.)
      const region = await sharp(level)
        .extract({ left: column * 512, top: row * 512, width: 512, height: 512 })
        .png()
        .toBuffer();
      const [expected, tile] = await Promise.all([sharp(region).stats(), sharp(await stored(panoramaFiles.tile(image, column, row))).stats()]);
      expect(
        tile.channels.map((channel, index) => Math.abs(channel.mean - expected.channels[index]!.mean) < 2),
        `${row}_${column}`,
      ).toEqual([true, true, true]);
    }
  });

  it('gives each panorama a folder of its own', async () => {
    const picture = await demoSphere('Twice', 90, 1024);
    const [first, second] = [await storeSphere(storage, 8, picture), await storeSphere(storage, 8, picture)];
    expect(first.base).not.toBe(second.base);
    expect(first).toMatchObject({ width: 1024, tiled: false });
  });

  it('refuses a sphere that is not 2:1 with its PanoramaError, and stores nothing', async () => {
    const threeByTwo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#468' } })
      .jpeg()
      .toBuffer();
    expect(await problem(storeSphere(storage, 9, threeByTwo))).toEqual({ code: 'notTwoToOne', width: 600, height: 400 });
    expect(await keysUnder('panoramas/9')).toEqual([]);
  });

  it('takes back what it stored when a later step fails', async () => {
    const written: string[] = [];
    let puts = 0;
    const failing: FileStorage = {
      ...storage,
      async putBuffer(key, content, type) {
        puts += 1;
        if (puts === 3) throw new Error('disk full');
        written.push(key);
        await storage.putBuffer(key, content, type);
      },
    };
    await expect(storeSphere(failing, 10, await demoSphere('Fails', 0, 1024))).rejects.toThrow('disk full');
    expect(written).toHaveLength(2);
    expect(await keysUnder('panoramas/10')).toEqual([]);
  });
});

describe('storeCube', () => {
  it('keeps six faces and the front face as the thumbnail', async () => {
    const image = await storeCube(storage, 11, await demoCube('Kitchen', 256));
    expect(image).toEqual({ kind: 'cube', base: expect.stringMatching(PANORAMA_BASE), size: 256 });
    expect(sceneImageSchema.parse(image)).toEqual(image);
    expect(await keysUnder(folderOf(image))).toEqual([...CUBE_FACES.map((face) => `${face}.jpg`), 'thumb.jpg'].sort());
    for (const face of CUBE_FACES) expect(await storedSize(panoramaFiles.face(image, face))).toEqual({ width: 256, height: 256, format: 'jpeg' });
    expect(await storedSize(panoramaFiles.thumbnail(image))).toMatchObject({ width: 240, height: 240 });
  });

  it('keeps faces at most 2048 px', async () => {
    const image = await storeCube(storage, 12, await demoCube('Large', 2560));
    expect(image).toMatchObject({ kind: 'cube', size: 2048 });
    expect(await storedSize(panoramaFiles.face(image, 'down'))).toMatchObject({ width: 2048, height: 2048 });
  }, 30_000);

  it('refuses a cube with a face missing with its PanoramaError, and stores nothing', async () => {
    const { up: _up, ...five } = await demoCube('Five', 64);
    expect(await problem(storeCube(storage, 13, five))).toEqual({ code: 'facesMissing', missing: ['up'] });
    expect(await keysUnder('panoramas/13')).toEqual([]);
  });
});

describe('deletePanorama', () => {
  it('removes every file of a sphere and of a cube the store kept', async () => {
    const sphere = await storeSphere(storage, 14, await demoSphere('Gone', 300, 1024));
    const cube = await storeCube(storage, 14, await demoCube('Gone', 128));
    expect(await keysUnder(folderOf(sphere))).toHaveLength(4);
    expect(await keysUnder(folderOf(cube))).toHaveLength(7);
    await deletePanorama(storage, sphere);
    await deletePanorama(storage, cube);
    expect(await keysUnder('panoramas/14')).toEqual([]);
  });

  it("removes a tiled sphere's 128 tiles too", async () => {
    // The files as the store names them (the tiling test above checks it does): a few bytes each, not pictures.
    const image: SceneImage = { kind: 'sphere', base: '/files/panoramas/15/tiled', width: 8192, tiled: true };
    const urls = [panoramaFiles.thumbnail(image), ...(['2k', '4k', '8k'] as const).map((level) => panoramaFiles.level(image, level))];
    for (let row = 0; row < 8; row += 1) for (let column = 0; column < 16; column += 1) urls.push(panoramaFiles.tile(image, column, row));
    for (const url of urls) await storage.putBuffer(keyOf(url), Buffer.from('x'), 'image/jpeg');
    expect(await keysUnder('panoramas/15')).toHaveLength(4 + 128);
    await deletePanorama(storage, image);
    expect(await keysUnder('panoramas/15')).toEqual([]);
  });

  it('never deletes outside a panorama folder', async () => {
    await expect(deletePanorama(storage, { kind: 'cube', base: '/files/demo', size: 8 })).rejects.toThrow();
  });
});
