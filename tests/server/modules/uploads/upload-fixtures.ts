import sharp from 'sharp';

/** A real image of the given format and pixel size. */
export async function imageFile(format: 'png' | 'jpeg' | 'gif', width = 40, height = 30): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#1182fb' } });
  return format === 'png' ? image.png().toBuffer() : format === 'gif' ? image.gif().toBuffer() : image.jpeg().toBuffer();
}

/** Pads a file with trailing bytes to exactly `size` (readers stop at the image's end marker). */
export function padTo(content: Buffer, size: number): Buffer {
  if (content.length > size) throw new Error('already larger');
  return Buffer.concat([content, Buffer.alloc(size - content.length, 0x20)]);
}

/** The first bytes of an MP4 (an `ftyp` box), which is what identifies one. */
export function mp4File(size = 64): Buffer {
  const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
  return padTo(ftyp, size);
}

export function mp3File(size = 64): Buffer {
  // An ID3v2 header followed by an MPEG audio frame header.
  return padTo(Buffer.from([...Buffer.from('ID3'), 4, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x44]), size);
}

export function pdfFile(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
}

export const svgWithScript = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A multipart body with an optional token field before one file field, as qiniu's form upload sends it. */
export function uploadForm(content: Buffer, name: string, token?: string) {
  const boundary = '----atrium-upload-boundary';
  const parts: Buffer[] = [];
  if (token !== undefined) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
  parts.push(content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
