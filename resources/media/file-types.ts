/**
 * The document kinds of spec §9 ("Files (PDF, Word, PPT)"): the extensions and media types of each.
 * A document's `file_type` and a `file` material's media type are judged by this table. The SQL
 * function `document_file_type` (migration 005) derives `file_type` from the same extensions;
 * tests/server/engine/media-records.test.ts checks that both agree.
 */
export const FILE_TYPES = {
  pdf: { extensions: ['pdf'], mimes: ['application/pdf'] },
  word: {
    extensions: ['doc', 'docx'],
    mimes: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  ppt: {
    extensions: ['ppt', 'pptx'],
    mimes: ['application/vnd.ms-powerpoint', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  },
} as const;

export type FileType = keyof typeof FILE_TYPES;
export const FILE_TYPE_NAMES = ['pdf', 'word', 'ppt'] as const satisfies readonly FileType[];

const caseless = (text: string) => [...text].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join('');

/**
 * A document's file name as the OpenAPI document states it: ending in one of the document
 * extensions, in any case (JSON Schema patterns have no flags, so the cases are spelled out).
 */
export const DOCUMENT_NAME_PATTERN = `^.*\\.(?:${FILE_TYPE_NAMES.flatMap((type) => FILE_TYPES[type].extensions)
  .map(caseless)
  .join('|')})$`;

/** The document kind of a file name by its extension (case-insensitive), or undefined. */
export function fileTypeOf(fileName: string): FileType | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return FILE_TYPE_NAMES.find((type) => (FILE_TYPES[type].extensions as readonly string[]).includes(extension ?? ''));
}

/** True when a media type is one of the document kinds'. */
export function isDocumentMime(mime: string): boolean {
  return FILE_TYPE_NAMES.some((type) => (FILE_TYPES[type].mimes as readonly string[]).includes(mime));
}
