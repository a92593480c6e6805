import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_TYPES } from '../../resources/media/file-types.ts';
import { type UploadedFile, type UploadKind, uploadRule } from '../../resources/uploads/upload-kinds.ts';
import { formatBytes } from '../../resources/format/numbers.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { readImageInfo } from './image-files.ts';
import type { FileStorage } from './storage.ts';
import type { UploadGrant } from './upload-token.ts';

export interface UploadTarget {
  db: Db;
  storage: FileStorage;
  tempDir: string;
  /** Prefix of file URLs: `/files` or the configured files domain. */
  domain: string;
}

/**
 * Whom a stored file is filed under: an upload token's grant, or (`accountId` null) a customer of
 * the merchant uploading through `/app-api/customer/diy-pictures`, whose files go to its own folder.
 */
export type UploadOwner = Pick<UploadGrant, 'merchantId'> & { accountId: number | null };

export interface IncomingFile {
  stream: Readable;
  filename: string;
}

const tooLarge = (kind: UploadKind) => new AppError(413, 'uploads.tooLarge', { params: { limit: formatBytes(uploadRule(kind).maxBytes) } });

/** The size limit was crossed while streaming (@fastify/multipart's FST_REQ_FILE_TOO_LARGE). */
function isSizeLimit(error: unknown): boolean {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413;
}

/** The original name as shown to people: no directories, no control characters, at most 200 characters. */
export function displayName(filename: string): string {
  const base = path.posix.basename(filename.replaceAll('\\', '/'));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(-200) || 'file';
}

// The first extension and media type of Word and PPT in FILE_TYPES are their 97 formats: doc, ppt.
const LEGACY_OFFICE: Record<string, string> = Object.fromEntries([FILE_TYPES.word, FILE_TYPES.ppt].map((type) => [type.extensions[0], type.mimes[0]]));

/**
 * Word 97 and PowerPoint 97 files share one container format ("cfb"): its bytes say it is an Office
 * file, and only then does the name's extension decide which (anything else stays a plain cfb).
 */
function legacyOfficeType(ext: string, mime: string, filename: string): { ext: string; mime: string } {
  const named = /\.([a-z]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  return ext === 'cfb' && LEGACY_OFFICE[named] ? { ext: named, mime: LEGACY_OFFICE[named] } : { ext, mime };
}

/**
 * Receives one upload (SECURITY.md §7): streams it to a temporary file while the kind's size limit
 * is enforced (413 one byte past it), refuses empty files, judges the type by its magic bytes
 * (never the name), then stores it under a name the server chooses and records it. The key is
 * `<merchant>/<kind>/<month>/<uuid>.<ext>`, or under `folder` instead of the kind when one is given.
 */
export async function receiveUpload(
  target: UploadTarget,
  grant: UploadOwner,
  kind: UploadKind,
  file: IncomingFile,
  { folder }: { folder?: string } = {},
): Promise<UploadedFile> {
  const rule = uploadRule(kind);
  await mkdir(target.tempDir, { recursive: true });
  const temp = path.join(target.tempDir, randomUUID());
  try {
    try {
      await pipeline(file.stream, createWriteStream(temp));
    } catch (error) {
      if (isSizeLimit(error)) throw tooLarge(kind);
      throw error;
    }
    // Streams that end at the limit without an error still report it as truncated.
    if ((file.stream as Readable & { truncated?: boolean }).truncated) throw tooLarge(kind);
    const { size } = await stat(temp);
    if (size === 0) throw new AppError(422, 'uploads.empty', { errors: { file: ['uploads.empty'] } });
    if (size > rule.maxBytes) throw tooLarge(kind);
    // file-type is loaded by the first upload, not at boot.
    const { fileTypeFromFile } = await import('file-type');
    const detected = await fileTypeFromFile(temp);
    const mime = detected?.mime ?? '';
    if (!rule.types.includes(mime)) throw new AppError(415, 'uploads.wrongType', { params: { accepted: rule.accept } });
    const image = rule.image ? await readImageInfo(temp) : undefined;
    if (rule.image && !image) throw new AppError(415, 'uploads.wrongType', { params: { accepted: rule.accept } });

    const { ext, mime: storedMime } = legacyOfficeType(detected!.ext, mime, file.filename);
    const month = new Date().toISOString().slice(0, 7);
    const key = `${grant.merchantId ?? 'platform'}/${folder ?? kind}/${month}/${randomUUID()}.${ext}`;
    await target.storage.putFile(key, temp, storedMime);
    const name = displayName(file.filename);
    await target.db
      .insertInto('files')
      .values({
        merchant_id: grant.merchantId,
        account_id: grant.accountId,
        storage_key: key,
        kind,
        original_name: name,
        mime: storedMime,
        size,
        width: image?.width ?? null,
        height: image?.height ?? null,
      })
      .execute();
    return { key, url: `${target.domain}/${key}`, name, size, mime: storedMime, width: image?.width ?? null, height: image?.height ?? null };
  } finally {
    file.stream.resume();
    await rm(temp, { force: true });
  }
}
