/** sharp (and libvips under it) is loaded by the first image it reads, not at boot. */
export const loadSharp = async () => (await import('sharp')).default;

/** The pixel size and format of an image, or undefined when the bytes are not a readable image. */
export async function readImageInfo(input: string | Buffer): Promise<{ width: number; height: number; format: string } | undefined> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(input).metadata();
    if (!meta.width || !meta.height || !meta.format) return undefined;
    return { width: meta.width, height: meta.height, format: meta.format };
  } catch {
    return undefined;
  }
}

/**
 * A version of the image that fits within `size`×`size` (never enlarged), as qiniu's
 * `imageView2/2/w/<size>/h/<size>` makes it; PNG stays PNG for its transparency, the rest is JPEG.
 */
export async function fitWithin(content: Buffer, size: number): Promise<{ content: Buffer; contentType: string }> {
  const sharp = await loadSharp();
  const image = sharp(content).rotate().resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true });
  const meta = await sharp(content).metadata();
  if (meta.format === 'png') return { content: await image.png().toBuffer(), contentType: 'image/png' };
  return { content: await image.jpeg({ quality: 82 }).toBuffer(), contentType: 'image/jpeg' };
}
