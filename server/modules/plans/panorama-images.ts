import { loadSharp } from '../../storage/image-files.ts';

/**
 * Panorama images as a local gallery import takes them (spec §3, §9; issue 20): 2:1 sphere
 * (equirectangular) JPGs, or six square cube faces of one size. Every check reads the header only;
 * nothing decodes a pixel before the image has passed them.
 */
export const PANORAMA_LIMITS = {
  /** Each file, in bytes (25 MB). */
  maxBytes: 25 * 1024 * 1024,
  /** The widest image, in pixels. */
  maxWidth: 12_288,
  /** Files in one import. */
  maxFiles: 50,
} as const;

/** The most pixels sharp may decode: the largest sphere allowed, so a bigger one cannot exhaust memory. */
const PIXEL_LIMIT = PANORAMA_LIMITS.maxWidth * (PANORAMA_LIMITS.maxWidth / 2);

export const CUBE_FACES = ['front', 'back', 'left', 'right', 'up', 'down'] as const;
export type CubeFace = (typeof CUBE_FACES)[number];

/** Why an image was refused, with what the message shows (the sizes as they are). */
export type PanoramaProblem =
  | { code: 'tooMany'; count: number }
  | { code: 'tooLarge'; bytes: number }
  | { code: 'notJpeg' }
  | { code: 'tooWide'; width: number }
  | { code: 'tooManyPixels'; width: number; height: number }
  | { code: 'notTwoToOne'; width: number; height: number }
  | { code: 'facesMissing'; missing: CubeFace[] }
  | { code: 'faceNotSquare'; face: CubeFace; width: number; height: number }
  | { code: 'facesUneven'; sizes: number[] };

export class PanoramaError extends Error {
  constructor(readonly problem: PanoramaProblem) {
    super(problem.code);
  }
}

/** sharp on an uploaded image: sequential reads and a pixel limit (a 12K image streams, a larger one is refused). */
const open = async (image: Buffer) => (await loadSharp())(image, { limitInputPixels: PIXEL_LIMIT, sequentialRead: true, failOn: 'error' });

/** A JPG's size, from its header, after the byte, type and width limits. */
export async function inspectJpeg(image: Buffer): Promise<{ width: number; height: number }> {
  if (image.length > PANORAMA_LIMITS.maxBytes) throw new PanoramaError({ code: 'tooLarge', bytes: image.length });
  const sharp = await loadSharp();
  // The header alone, read without the pixel limit (no pixel is decoded): the limits below say why.
  const meta = await sharp(image, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (meta?.format !== 'jpeg' || !meta.width || !meta.height) throw new PanoramaError({ code: 'notJpeg' });
  if (meta.width > PANORAMA_LIMITS.maxWidth) throw new PanoramaError({ code: 'tooWide', width: meta.width });
  // Within the width, still more pixels than the largest sphere (a huge square face): never decoded.
  if (meta.width * meta.height > PIXEL_LIMIT) throw new PanoramaError({ code: 'tooManyPixels', width: meta.width, height: meta.height });
  return { width: meta.width, height: meta.height };
}

/** Checks how many files one import brings. */
export function checkFileCount(count: number): void {
  if (count > PANORAMA_LIMITS.maxFiles) throw new PanoramaError({ code: 'tooMany', count });
}

/** A sphere panorama: a JPG exactly twice as wide as it is high. */
export async function checkSphere(image: Buffer): Promise<{ width: number; height: number }> {
  const size = await inspectJpeg(image);
  if (size.width !== size.height * 2) throw new PanoramaError({ code: 'notTwoToOne', ...size });
  return size;
}

/** A cube panorama: all six faces, each a square JPG, all of one size. */
export async function checkCube(faces: Partial<Record<CubeFace, Buffer>>): Promise<{ size: number }> {
  const missing = CUBE_FACES.filter((face) => !faces[face]);
  if (missing.length) throw new PanoramaError({ code: 'facesMissing', missing });
  const sizes: number[] = [];
  for (const face of CUBE_FACES) {
    const { width, height } = await inspectJpeg(faces[face]!);
    if (width !== height) throw new PanoramaError({ code: 'faceNotSquare', face, width, height });
    sizes.push(width);
  }
  if (new Set(sizes).size > 1) throw new PanoramaError({ code: 'facesUneven', sizes });
  return { size: sizes[0]! };
}

/** The widths a sphere is kept at: phones load 4K, desktops the 8K level's tiles, nobody the original. */
export const RENDITION_WIDTHS = { '2k': 2048, '4k': 4096, '8k': 8192 } as const;
export type Rendition = keyof typeof RENDITION_WIDTHS;
/** Tiles of the 8K level, square. */
export const TILE_SIZE = 512;

/** A sphere's 2K, 4K and 8K JPGs (never wider than the original: a small one stays its size). */
export async function sphereRenditions(image: Buffer): Promise<Record<Rendition, Buffer>> {
  const out = {} as Record<Rendition, Buffer>;
  for (const [name, width] of Object.entries(RENDITION_WIDTHS) as [Rendition, number][])
    out[name] = await (await open(image)).resize({ width, withoutEnlargement: true }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return out;
}

/** The tiles of a rendition, row by row: `TILE_SIZE` squares (the last row and column may be smaller). */
export async function tilesOf(rendition: Buffer): Promise<{ row: number; column: number; image: Buffer }[]> {
  const sharp = await loadSharp();
  const { width = 0, height = 0 } = await sharp(rendition).metadata();
  const tiles: { row: number; column: number; image: Buffer }[] = [];
  for (let top = 0, row = 0; top < height; top += TILE_SIZE, row += 1)
    for (let left = 0, column = 0; left < width; left += TILE_SIZE, column += 1) {
      const region = { left, top, width: Math.min(TILE_SIZE, width - left), height: Math.min(TILE_SIZE, height - top) };
      tiles.push({ row, column, image: await sharp(rendition).extract(region).jpeg({ quality: 80 }).toBuffer() });
    }
  return tiles;
}
