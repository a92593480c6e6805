import { createHash } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { MEDIA_TYPES } from '../../resources/uploads/upload-kinds.ts';
import type { Db } from '../db/database.ts';
import type { FileStorage } from '../storage/storage.ts';

// The encoders (sharp, an MP3 encoder, a zip library, mediabunny) are loaded when a file is made:
// a server whose demo files exist, or which has no demo, never holds them in memory.
const loadSharp = async () => (await import('sharp')).default;

/** Demo files live under this key prefix; their URLs are `/files/demo/<name>`. */
export const DEMO_FILE_PREFIX = 'demo';

export interface DemoFile {
  content: Buffer;
  mime: string;
}

/** A colour pair of its own for each name, so the demo pictures tell apart at a glance. */
function coloursOf(name: string): [string, string] {
  const hue = createHash('md5').update(name).digest()[0] * (360 / 256);
  return [`hsl(${hue.toFixed(0)}, 62%, 46%)`, `hsl(${((hue + 40) % 360).toFixed(0)}, 70%, 78%)`];
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The picture's caption: the file name without extension or dashes. */
function captionOf(name: string): string {
  return path.basename(name, path.extname(name)).replace(/[-_]+/g, ' ');
}

/** The size of a demo picture by its name: app backgrounds at spec §9's recommended sizes, square goods covers, else 1200×900. */
function demoImageSize(name: string): [number, number] {
  if (name.startsWith('background-pc')) return [1920, 1080];
  // A mobile background, and an app's open-screen page (spec §9: mobile 1080×1920).
  if (name.startsWith('background-mobile') || name.startsWith('open-screen')) return [1080, 1920];
  // An app's logo is a wide mark (spec §9: 120×50).
  if (name.startsWith('app-logo')) return [480, 200];
  return /cover|goods|logo/.test(name) ? [750, 750] : [1200, 900];
}

/** A picture of its name's size (demoImageSize): a gradient, a simple room and its caption. */
async function demoImage(name: string): Promise<DemoFile> {
  const [width, height] = demoImageSize(name);
  const [dark, light] = coloursOf(name);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <rect x="0" y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="#000" opacity=".12"/>
  <rect x="${width * 0.18}" y="${height * 0.48}" width="${width * 0.5}" height="${height * 0.2}" rx="${width * 0.03}" fill="#fff" opacity=".85"/>
  <rect x="${width * 0.72}" y="${height * 0.3}" width="${width * 0.12}" height="${height * 0.38}" rx="8" fill="#fff" opacity=".6"/>
  <text x="${width / 2}" y="${height * 0.22}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(width / 16)}" fill="#fff" text-anchor="middle">${escapeXml(captionOf(name))}</text>
</svg>`;
  const sharp = await loadSharp();
  const image = sharp(Buffer.from(svg));
  return name.endsWith('.png')
    ? { content: await image.png().toBuffer(), mime: MEDIA_TYPES.png }
    : { content: await image.jpeg({ quality: 80 }).toBuffer(), mime: MEDIA_TYPES.jpeg };
}

/** Two seconds of a soft chime, encoded as MP3 in JavaScript (no tool needed). */
async function demoAudio(): Promise<DemoFile> {
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  const rate = 22_050;
  const samples = new Int16Array(rate * 2);
  for (let i = 0; i < samples.length; i += 1) {
    const fade = Math.min(1, (samples.length - i) / 4000) * Math.min(1, i / 400);
    samples[i] = Math.round((Math.sin((2 * Math.PI * 523.25 * i) / rate) + 0.5 * Math.sin((2 * Math.PI * 659.25 * i) / rate)) * 6000 * fade);
  }
  const encoder = new Mp3Encoder(1, rate, 64);
  const chunks: Buffer[] = [];
  for (let i = 0; i < samples.length; i += 1152) chunks.push(Buffer.from(encoder.encodeBuffer(samples.subarray(i, i + 1152))));
  chunks.push(Buffer.from(encoder.flush()));
  return { content: Buffer.concat(chunks), mime: MEDIA_TYPES.mp3 };
}

/** A one-page PDF naming the document, written by hand (the format is text with byte offsets). */
function demoPdf(name: string): DemoFile {
  const text = escapePdf(captionOf(name));
  const stream = `BT /F1 28 Tf 72 720 Td (${text}) Tj ET BT /F1 12 Tf 72 690 Td (Atrium demo document) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { content: Buffer.from(body, 'latin1'), mime: MEDIA_TYPES.pdf };
}

function escapePdf(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
}

/** The smallest Word document Word opens: one paragraph naming it. */
async function demoDocx(name: string): Promise<DemoFile> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${escapeXml(captionOf(name))}</w:t></w:r></w:p><w:p><w:r><w:t>Atrium demo document</w:t></w:r></w:p></w:body></w:document>`,
  );
  return { content: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), mime: MEDIA_TYPES.docx };
}

/** Three seconds of the name's demo picture as a real H.264 MP4, made in JavaScript (still-video.ts). */
async function demoVideo(name: string): Promise<DemoFile> {
  const picture = await demoImage(name.replace(/\.mp4$/i, '.jpg'));
  const [sharp, { stillVideoMp4 }] = await Promise.all([loadSharp(), import('./still-video.ts')]);
  const { data, info } = await sharp(picture.content)
    .resize(DEMO_VIDEO_SIZE.width, DEMO_VIDEO_SIZE.height)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { content: await stillVideoMp4({ data, width: info.width, height: info.height }, 3), mime: MEDIA_TYPES.mp4 };
}

/** Small enough to store uncompressed (about 90 kB), large enough to read the caption. */
const DEMO_VIDEO_SIZE = { width: 320, height: 240 };

/**
 * The content of a demo file, made by the seed itself from its name's extension: pictures with
 * sharp, MP3 with a JavaScript encoder, PDF by hand, Word with a zip library, MP4 from a still picture.
 */
export async function makeDemoFile(name: string): Promise<DemoFile | undefined> {
  if (/\.(jpe?g|png)$/i.test(name)) return demoImage(name);
  if (/\.mp3$/i.test(name)) return demoAudio();
  if (/\.pdf$/i.test(name)) return demoPdf(name);
  if (/\.docx$/i.test(name)) return demoDocx(name);
  if (/\.mp4$/i.test(name)) return demoVideo(name);
  return undefined;
}

/**
 * Writes every named demo file the storage does not have yet (at boot, so files follow the
 * database); answers how many it wrote and the size of each file the storage now holds.
 */
async function writeDemoFiles(storage: FileStorage, names: Iterable<string>): Promise<{ written: number; sizes: Map<string, number> }> {
  let written = 0;
  const sizes = new Map<string, number>();
  for (const name of new Set(names)) {
    const key = `${DEMO_FILE_PREFIX}/${name}`;
    const stored = await storage.head(key);
    if (stored) {
      sizes.set(name, stored.size);
      continue;
    }
    const file = await makeDemoFile(name);
    if (!file) continue;
    await storage.putBuffer(key, file.content, file.mime);
    sizes.set(name, file.content.length);
    written += 1;
  }
  return { written, sizes };
}

/** Tables whose rows may point at demo files (any column: covers, image lists, material URLs). */
const TABLES_WITH_DEMO_FILES = ['albums', 'videos', 'documents', 'materials', 'commodities', 'diy_works', 'activities', 'app_backgrounds', 'apps'];
const DEMO_URL = /\/files\/demo\/([\w.-]+)/g;

/** The demo file names the database's rows refer to. */
export async function referencedDemoFiles(db: Db): Promise<string[]> {
  const names = new Set<string>();
  for (const table of TABLES_WITH_DEMO_FILES) {
    const { rows } = await sql<{
      row: string;
    }>`select to_jsonb(t)::text as row from ${sql.table(table)} t where to_jsonb(t)::text like '%/files/demo/%'`.execute(db);
    for (const { row } of rows) for (const match of row.matchAll(DEMO_URL)) names.add(match[1]);
  }
  return [...names].sort();
}

/**
 * Makes the demo data's files exist in the storage (at start, when the demo is seeded): the
 * database seeds without touching storage, so a fresh data directory or a new bucket gets its files
 * here. The materials and videos then record the real sizes of what was written.
 */
export async function ensureDemoFiles(db: Db, storage: FileStorage): Promise<number> {
  const { written, sizes } = await writeDemoFiles(storage, await referencedDemoFiles(db));
  if (sizes.size) {
    const urls = [...sizes.keys()].map((name) => `/files/${DEMO_FILE_PREFIX}/${name}`);
    // One statement for every file: start-up should not pay a round trip per demo file.
    await sql`update materials m set size = f.size from unnest(${urls}::text[], ${[...sizes.values()]}::bigint[]) as f(url, size)
              where m.url = f.url and m.size <> f.size`.execute(db);
    await sql`update videos v set size = f.size from unnest(${urls}::text[], ${[...sizes.values()]}::bigint[]) as f(url, size)
              where v.url = f.url and v.size is distinct from f.size`.execute(db);
  }
  return written;
}
