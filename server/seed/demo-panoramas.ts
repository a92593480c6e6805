import { CUBE_FACE_NAMES } from '../../resources/plans/scene-graph.ts';
import type { CubeFace } from '../modules/plans/panorama-images.ts';

/**
 * The seed's demo panoramas, drawn here (nothing is downloaded): a 2:1 equirectangular sphere with
 * a tinted sky and floor, a 30° grid and compass words, and a cube whose six faces each say which
 * they are. Both are plain SVG rendered by sharp (librsvg), so the same arguments give the same bytes.
 *
 * The sphere follows the viewers' convention: the image's centre column looks at yaw 0 (north),
 * yaw grows to the right (east at three quarters of the width), the top row is straight up.
 */

// sharp is loaded when a picture is made: a server that never seeds never holds it.
const loadSharp = async () => (await import('sharp')).default;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const FONT = 'DejaVu Sans, sans-serif';
const hueOf = (hue: number) => (((Math.round(hue) % 360) + 360) % 360).toString();

const COMPASS = [
  { word: 'N', yaw: 0 },
  { word: 'E', yaw: 90 },
  { word: 'S', yaw: 180 },
  { word: 'W', yaw: -90 },
] as const;

/**
 * A sphere panorama of `width` × `width / 2` px (a JPG): sky to floor in the hue's tints, meridians
 * and parallels every 30°, the compass words on the horizon and the label above each of them.
 */
export async function demoSphere(label: string, hue: number, width = 4096): Promise<Buffer> {
  if (!Number.isInteger(width) || width < 16 || width % 2) throw new RangeError(`A demo sphere's width is an even number of pixels: ${width}`);
  const height = width / 2;
  const h = hueOf(hue);
  /** The column of a yaw (degrees, 0 at the centre) and the row of a pitch (degrees, 90 at the top). */
  const x = (yaw: number) => ((yaw + 180) / 360) * width;
  const y = (pitch: number) => ((90 - pitch) / 180) * height;
  const line = Math.max(1, Math.round(width / 1024));
  const grid: string[] = [];
  for (let yaw = -180; yaw <= 180; yaw += 30) grid.push(`<line x1="${x(yaw)}" y1="0" x2="${x(yaw)}" y2="${height}"/>`);
  for (let pitch = -60; pitch <= 60; pitch += 30) grid.push(`<line x1="0" y1="${y(pitch)}" x2="${width}" y2="${y(pitch)}"/>`);
  const big = Math.round(height / 9);
  const small = Math.round(height / 16);
  const words: string[] = [];
  for (const { word, yaw } of COMPASS) {
    // South sits on the seam: drawn at both edges, each half shows on its side and the viewer joins them.
    for (const column of yaw === 180 ? [x(-180), x(180)] : [x(yaw)]) {
      words.push(`<text x="${column}" y="${y(-4) + big * 0.75}" font-size="${big}" font-weight="bold">${word}</text>`);
      words.push(`<text x="${column}" y="${y(8)}" font-size="${small}">${escapeXml(label)}</text>`);
    }
  }
  for (let yaw = -150; yaw <= 150; yaw += 30)
    if (yaw % 90) words.push(`<text x="${x(yaw)}" y="${y(0) - small / 3}" font-size="${Math.round(small / 2)}" opacity=".7">${yaw}°</text>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${h}, 55%, 38%)"/>
    <stop offset=".49" stop-color="hsl(${h}, 60%, 82%)"/>
    <stop offset=".51" stop-color="hsl(${h}, 25%, 62%)"/>
    <stop offset="1" stop-color="hsl(${h}, 30%, 22%)"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <g stroke="#fff" stroke-opacity=".55" stroke-width="${line}">${grid.join('')}</g>
  <line x1="0" y1="${y(0)}" x2="${width}" y2="${y(0)}" stroke="#fff" stroke-width="${line * 3}"/>
  <g font-family="${FONT}" fill="#fff" text-anchor="middle" stroke="#000" stroke-opacity=".35" stroke-width="${line}">${words.join('')}</g>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).flatten({ background: '#000' }).jpeg({ quality: 80 }).toBuffer();
}

/** One colour per face, far apart, so a viewer's seams and orientation show at a glance. */
const FACE_HUES: Record<CubeFace, number> = { front: 210, back: 30, left: 130, right: 290, up: 190, down: 0 };

/** A cube panorama: six `size`-px square JPGs, each its face's colour with its name drawn large and the label under it. */
export async function demoCube(label: string, size = 1024): Promise<Record<CubeFace, Buffer>> {
  if (!Number.isInteger(size) || size < 16) throw new RangeError(`A demo cube's size is a whole number of pixels: ${size}`);
  const sharp = await loadSharp();
  const line = Math.max(1, Math.round(size / 256));
  const faces = {} as Record<CubeFace, Buffer>;
  for (const face of CUBE_FACE_NAMES) {
    const h = FACE_HUES[face];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="${size}" height="${size}" fill="hsl(${h}, 55%, 45%)"/>
  <rect x="${line}" y="${line}" width="${size - 2 * line}" height="${size - 2 * line}" fill="none" stroke="hsl(${h}, 60%, 80%)" stroke-width="${line * 2}"/>
  <g font-family="${FONT}" fill="#fff" text-anchor="middle">
    <text x="${size / 2}" y="${size * 0.52}" font-size="${Math.round(size / 6)}" font-weight="bold">${face.toUpperCase()}</text>
    <text x="${size / 2}" y="${size * 0.66}" font-size="${Math.round(size / 18)}">${escapeXml(label)}</text>
  </g>
</svg>`;
    faces[face] = await sharp(Buffer.from(svg)).flatten({ background: '#000' }).jpeg({ quality: 80 }).toBuffer();
  }
  return faces;
}
