import {
  MATERIAL_KINDS,
  MATERIAL_NAME_MAX_LENGTH,
  MATERIAL_UPLOAD_KINDS,
  UPLOADED_KINDS,
  type UploadedKind,
} from '../../resources/materials/material-constants.ts';
import { FILE_TYPES, fileTypeOf } from '../../resources/media/file-types.ts';
import { MEDIA_TYPES, UPLOAD_KINDS, type UploadKind } from '../../resources/uploads/upload-kinds.ts';

/** The kind filter of the library: everything, or one material kind. */
export const KIND_TABS = ['all', ...MATERIAL_KINDS] as const;
export type KindTab = (typeof KIND_TABS)[number];

/** The upload kind (and so the limits of spec §9) each uploaded material kind goes through. */
export const UPLOAD_KIND_OF: Record<UploadedKind, UploadKind> = MATERIAL_UPLOAD_KINDS;

const extensionOf = (name: string): string => /\.[^.]+$/.exec(name.trim())?.[0].toLowerCase() ?? '';
const acceptOf = (kind: UploadedKind): string => UPLOAD_KINDS[UPLOAD_KIND_OF[kind]].accept;

/** The material kind a chosen file becomes, judged by its extension; undefined when no kind takes it. */
export function materialKindOfFile(fileName: string): UploadedKind | undefined {
  const extension = extensionOf(fileName);
  return extension ? UPLOADED_KINDS.find((kind) => acceptOf(kind).split(',').includes(extension)) : undefined;
}

/** What the upload picker offers: the extensions of every uploaded material kind. */
export const MATERIAL_ACCEPT = UPLOADED_KINDS.map(acceptOf).join(',');

/** The accepted extensions for people: "JPG, JPEG, PNG, …". */
export const acceptedForPeople = (accept: string = MATERIAL_ACCEPT): string => accept.replaceAll('.', '').toUpperCase().replaceAll(',', ', ');

/** A file name as a material name: at most 100 characters, cutting the stem so the extension stays. */
export function materialNameOf(fileName: string): string {
  const name = fileName.trim() || 'file';
  if (name.length <= MATERIAL_NAME_MAX_LENGTH) return name;
  const extension = extensionOf(name);
  if (!extension || extension.length >= MATERIAL_NAME_MAX_LENGTH / 2) return name.slice(0, MATERIAL_NAME_MAX_LENGTH);
  return `${name.slice(0, MATERIAL_NAME_MAX_LENGTH - extension.length)}${extension}`;
}

/**
 * The media type a material records. Word 97 and PowerPoint 97 files upload as compound files
 * ("application/x-cfb", by content), which no document kind names: the extension says which.
 */
export function materialMimeOf(fileName: string, mime: string): string {
  if (mime !== MEDIA_TYPES.cfb) return mime;
  const type = fileTypeOf(fileName.trim());
  return type ? FILE_TYPES[type].mimes[0] : mime;
}
