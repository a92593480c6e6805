import { randomUUID } from 'node:crypto';
import { CUBE_FACE_NAMES, PANORAMA_BASE, panoramaFiles, SPHERE_LEVELS, SPHERE_TILES, type SceneImage } from '../../../resources/plans/scene-graph.ts';
import { MEDIA_TYPES } from '../../../resources/uploads/upload-kinds.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { loadSharp } from '../../storage/image-files.ts';
import { type CubeFace, checkCube, checkSphere, PANORAMA_LIMITS, sphereRenditions, tilesOf } from './panorama-images.ts';

/**
 * Checked panorama images turned into the stored form a scene references (issue 20): every file
 * under `panoramas/<owner>/<id>/`, served at `/files/...`, named by `panoramaFiles` so the viewer
 * and the store agree. A sphere keeps its 2K, 4K and 8K renditions, a thumbnail and, when the 8K
 * level is a whole 8192×4096, its 512-px tiles; a cube keeps its six faces (at most 2048 px) and a
 * thumbnail. A failure part-way removes what was stored before it.
 */

/** The longest side a stored cube face keeps. */
export const CUBE_FACE_MAX = 2048;
/** The sphere thumbnail lists and cards show (2:1), and the cube's (its front face). */
const SPHERE_THUMBNAIL = { width: 480, height: 240 } as const;
const CUBE_THUMBNAIL = 240;
/** Deletes at once when a panorama goes (its 128 tiles on S3 are one request each). */
const DELETE_PARALLEL = 8;

const FILES_PREFIX = '/files/';

/** The storage key of a file URL (`/files/<key>`). */
function keyOf(url: string): string {
  if (!url.startsWith(FILES_PREFIX)) throw new Error(`Not a stored file: ${url}`);
  return url.slice(FILES_PREFIX.length);
}

/** Where a panorama is stored: a fresh folder (the id 32 hex characters), or the one named (the demo's). */
export interface StoreAt {
  id?: string;
}

/** A folder for one panorama: `/files/panoramas/<owner>/<id>`. */
function newBase(owner: number | 'platform', id = randomUUID().replaceAll('-', '')): string {
  if (owner !== 'platform' && !(Number.isSafeInteger(owner) && owner >= 0)) throw new Error(`Not a panorama owner: ${owner}`);
  const base = `${FILES_PREFIX}panoramas/${owner}/${id}`;
  if (!PANORAMA_BASE.test(base)) throw new Error(`Not a panorama base: ${base}`);
  return base;
}

/** Deletes keys, a few at a time, never failing: what cannot be deleted is left behind. */
async function deleteKeys(storage: FileStorage, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += DELETE_PARALLEL) await Promise.allSettled(keys.slice(i, i + DELETE_PARALLEL).map((key) => storage.delete(key)));
}

/** Stores files one by one, remembering each, so a failure can take back what was stored. */
async function storing<T>(storage: FileStorage, work: (put: (url: string, content: Buffer) => Promise<void>) => Promise<T>): Promise<T> {
  const stored: string[] = [];
  const put = async (url: string, content: Buffer) => {
    const key = keyOf(url);
    stored.push(key); // before the write: a write that fails half-way may still leave a file
    await storage.putBuffer(key, content, MEDIA_TYPES.jpeg);
  };
  try {
    return await work(put);
  } catch (error) {
    await deleteKeys(storage, stored);
    throw error;
  }
}

/** The size of an encoded image, from its header. */
async function sizeOf(image: Buffer): Promise<{ width: number; height: number }> {
  const { width = 0, height = 0 } = await (await loadSharp())(image).metadata();
  return { width, height };
}

/**
 * Cuts a whole 8192×4096 level into its tiles and hands them over one row at a time: each row is
 * cut out once (a lossless strip, decoded from the level only down to that row) and `tilesOf` cuts
 * the strip, so the level is never decoded whole nor once per tile, and one row of tiles is held at most.
 */
async function eachTile(level: Buffer, use: (column: number, row: number, tile: Buffer) => Promise<void>): Promise<void> {
  const sharp = await loadSharp();
  for (let row = 0; row < SPHERE_TILES.rows; row += 1) {
    const strip = await sharp(level, { sequentialRead: true })
      .extract({ left: 0, top: row * SPHERE_TILES.size, width: SPHERE_TILES.width, height: SPHERE_TILES.size })
      .png({ compressionLevel: 0 })
      .toBuffer();
    for (const tile of await tilesOf(strip)) await use(tile.column, row, tile.image);
  }
}

/**
 * Stores a sphere panorama (a 2:1 JPG): `checkSphere` first (its `PanoramaError` stores nothing),
 * then the renditions, the thumbnail and, for a whole 8K level, its tiles.
 */
export async function storeSphere(storage: FileStorage, owner: number | 'platform', image: Buffer, at: StoreAt = {}): Promise<SceneImage> {
  await checkSphere(image);
  const base = newBase(owner, at.id);
  const files = { base };
  return storing(storage, async (put) => {
    const renditions = await sphereRenditions(image);
    let width = 0;
    for (const level of SPHERE_LEVELS) {
      await put(panoramaFiles.level(files, level), renditions[level]);
      width = Math.max(width, (await sizeOf(renditions[level])).width);
    }
    const thumbnail = await (await loadSharp())(renditions['2k']).resize(SPHERE_THUMBNAIL.width, SPHERE_THUMBNAIL.height).jpeg({ quality: 78 }).toBuffer();
    await put(panoramaFiles.thumbnail(files), thumbnail);
    const top = await sizeOf(renditions['8k']);
    const tiled = top.width === SPHERE_TILES.width && top.height === SPHERE_TILES.width / 2;
    if (tiled) await eachTile(renditions['8k'], (column, row, tile) => put(panoramaFiles.tile(files, column, row), tile));
    return { kind: 'sphere', base, width, tiled };
  });
}

/** An uploaded face, read as the checks allow (sequentially, within the largest sphere's pixels). */
const openFace = async (face: Buffer) =>
  (await loadSharp())(face, { sequentialRead: true, failOn: 'error', limitInputPixels: PANORAMA_LIMITS.maxWidth * (PANORAMA_LIMITS.maxWidth / 2) });

/**
 * Stores a cube panorama: `checkCube` first (its `PanoramaError` stores nothing), then each face at
 * most `CUBE_FACE_MAX` px (never enlarged) and the front face as the thumbnail.
 */
export async function storeCube(
  storage: FileStorage,
  owner: number | 'platform',
  faces: Partial<Record<CubeFace, Buffer>>,
  at: StoreAt = {},
): Promise<SceneImage> {
  const { size: original } = await checkCube(faces);
  const size = Math.min(original, CUBE_FACE_MAX);
  const base = newBase(owner, at.id);
  const files = { base };
  return storing(storage, async (put) => {
    for (const face of CUBE_FACE_NAMES) {
      const stored = await (await openFace(faces[face]!))
        .resize({ width: size, height: size, withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      await put(panoramaFiles.face(files, face), stored);
      if (face === 'front')
        await put(panoramaFiles.thumbnail(files), await (await loadSharp())(stored).resize(CUBE_THUMBNAIL, CUBE_THUMBNAIL).jpeg({ quality: 78 }).toBuffer());
    }
    return { kind: 'cube', base, size };
  });
}

/** The URLs of every file a stored panorama may have. */
function filesOf(image: SceneImage): string[] {
  const urls = [panoramaFiles.thumbnail(image)];
  if (image.kind === 'cube') return [...urls, ...CUBE_FACE_NAMES.map((face) => panoramaFiles.face(image, face))];
  urls.push(...SPHERE_LEVELS.map((level) => panoramaFiles.level(image, level)));
  if (image.tiled)
    for (let row = 0; row < SPHERE_TILES.rows; row += 1)
      for (let column = 0; column < SPHERE_TILES.columns; column += 1) urls.push(panoramaFiles.tile(image, column, row));
  return urls;
}

/** Removes every file of a stored panorama (levels, tiles, faces, thumbnail), best effort: a file that will not go stays. */
export async function deletePanorama(storage: FileStorage, image: SceneImage): Promise<void> {
  // Only ever a panorama's own folder: a base from elsewhere names no file to delete.
  if (!PANORAMA_BASE.test(image.base)) throw new Error(`Not a panorama base: ${image.base}`);
  await deleteKeys(storage, filesOf(image).map(keyOf));
}
