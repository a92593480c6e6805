import { z } from 'zod';
import { refinePageWindow } from '../validation/page-window.ts';
import { BATCH_MAX_IDS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { selectedIds } from '../jobs/job.schema.ts';
import { isDocumentMime } from '../media/file-types.ts';
import { mediaUrl } from '../media/media-url.ts';
import { referencing, SAME_COLLECTION } from '../validation/references.ts';
import {
  BYTES_PER_MB,
  MATERIAL_KINDS,
  MATERIAL_MAX_BYTES,
  MATERIAL_NAME_MAX_LENGTH,
  SPEECH_CONTENT_MAX_LENGTH,
  SPEECH_PREVIEW_MAX_LENGTH,
  SPEECH_SPEED,
  SPEECH_VOLUME,
  UPLOADED_KINDS,
  type UploadedKind,
  VOICE_TYPES,
} from './material-constants.ts';

/** Request bodies and queries of the material routes (`/api/materials/<area>/...`). */

const id = z.number().int().positive();
const name = z.string().trim().min(1).max(MATERIAL_NAME_MAX_LENGTH);
const sort = z.number().int().min(0).max(1_000_000);
/** Where a new material goes: a folder of the same library, or the root (null). */
const folder = referencing(id.nullable(), SAME_COLLECTION, { where: { kind: 'folder' } });
const placement = { pid: folder.default(null), sort: sort.default(0) };

export const folderBody = z.strictObject({ name, ...placement });

/** Spec §9's formats: material images of any image type, video MP4, audio MP3, files PDF / Word / PPT. */
const MIME_RULES: Record<UploadedKind, (mime: string) => boolean> = {
  image: (mime) => mime.startsWith('image/'),
  video: (mime) => mime === 'video/mp4',
  audio: (mime) => mime === 'audio/mpeg' || mime === 'audio/mp3',
  file: isDocumentMime,
};
const pixels = z.number().int().positive().max(100_000).nullable().default(null);

/** An uploaded file's record: its size counts against the merchant's capacity. */
export const itemBody = z
  .strictObject({
    kind: z.enum(UPLOADED_KINDS),
    name,
    url: mediaUrl,
    size: z.number().int().min(0),
    mime: z.string().trim().toLowerCase().min(1).max(100),
    width: pixels,
    height: pixels,
    ...placement,
  })
  .superRefine((body, ctx) => {
    const limit = MATERIAL_MAX_BYTES[body.kind];
    if (body.size > limit) {
      // `maximum` in MB is what the message shows; the limit itself is in bytes.
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: limit / BYTES_PER_MB,
        inclusive: true,
        input: body.size,
        path: ['size'],
        message: 'validation.fileTooLarge',
      });
    }
    if (!MIME_RULES[body.kind](body.mime)) ctx.addIssue({ code: 'custom', input: body.mime, path: ['mime'], message: 'validation.fileKind' });
  });

const speechFields = {
  name,
  voice_type: z.enum(VOICE_TYPES),
  content: z.string().trim().min(1).max(SPEECH_CONTENT_MAX_LENGTH),
  speed: z.number().min(SPEECH_SPEED.min).max(SPEECH_SPEED.max).default(SPEECH_SPEED.default),
  volume: z.number().int().min(SPEECH_VOLUME.min).max(SPEECH_VOLUME.max).default(SPEECH_VOLUME.default),
};
/** A speech synthesis material (spec §3): the browser speaks it, so it has no file and no size. */
export const speechBody = z.strictObject({ ...speechFields, ...placement });
/** Replacing a speech material's settings; it moves only through the move route. */
export const speechUpdateBody = z.strictObject(speechFields);
/** Spec §5 and §9: the text a preview reads aloud (in the browser) is at most 100 characters. */
export const speechPreviewText = z.string().trim().min(1).max(SPEECH_PREVIEW_MAX_LENGTH);

/** Rename or reorder; an empty body changes nothing. */
export const changeBody = z.strictObject({ name: name.optional(), sort: sort.optional() });
/** The target folder of a move; null is the root. */
export const moveBody = z.strictObject({ pid: folder });
export const batchMoveBody = z.strictObject({ ids: selectedIds(BATCH_MAX_IDS), pid: folder });

const kindList = z
  .string()
  .transform((text) => text.split(','))
  .pipe(z.array(z.enum(MATERIAL_KINDS)).min(1));

/**
 * A folder's children: `pid` omitted lists the root; `kind` / `kind_in` narrow to some kinds (a
 * picker asks for `kind_in=folder,image`); `q` searches names among those children.
 */
export const materialListQuery = z
  .strictObject({
    pid: z.coerce.number<string>().int().positive().optional(),
    kind: z.enum(MATERIAL_KINDS).optional(),
    kind_in: kindList.optional(),
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number<string>().int().min(1).default(1),
    pageSize: z.coerce.number<string>().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .superRefine(refinePageWindow);
export type MaterialListQuery = z.output<typeof materialListQuery>;
