import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { DOCUMENT_NAME_PATTERN, FILE_TYPE_NAMES, fileTypeOf } from '../media/file-types.ts';
import { mediaNameField, mediaRecordActions, mediaSharingFields } from '../media/media-fields.ts';
import { mediaUrl } from '../media/media-url.ts';

const fileTypeOptions = FILE_TYPE_NAMES.map((type) => ({ value: type, label: `resources.documents.fileTypes.${type}` }));

/**
 * Documents (spec §3): a name and exactly one file (a single `file` URL, spec §9 "document 1
 * file"). `file_name` is the uploaded name; its extension decides `file_type` (pdf, word or ppt).
 * Without a cover, `cover` is null and `default_cover` names the type so the browser picks that
 * icon. Both are generated columns (migration 005): clients cannot send them. Deleted outright.
 */
export const documents = defineResource({
  name: 'documents',
  route: '/content/documentManagement',
  table: 'documents',
  tenancy: 'merchant',
  titleField: 'name',
  tagArea: 'document',
  deletion: 'hard',
  // Spec §4's public library, as goods and plans have it (resources/media/media-fields.ts).
  recordActions: mediaRecordActions('documents'),
  fields: {
    name: mediaNameField(),
    file: field.media(mediaUrl, { kind: 'document', fill: { name: 'file_name' } }, { list: false }),
    file_name: field.text(
      z
        .string()
        .trim()
        .min(1)
        .max(200)
        .refine((name) => fileTypeOf(name) !== undefined, { error: 'validation.documentType' })
        .meta({ pattern: DOCUMENT_NAME_PATTERN }),
      { search: true, help: 'resources.documents.help.file_name' },
    ),
    file_type: field.select(z.enum(FILE_TYPE_NAMES), fileTypeOptions, { readOnly: true, filter: 'in', list: { sortable: true } }),
    cover: field.media(mediaUrl.nullable().default(null), { kind: 'cover' }),
    default_cover: field.select(z.enum(FILE_TYPE_NAMES), fileTypeOptions, { readOnly: true, widget: 'file-type-icon' }),
    ...mediaSharingFields('documents'),
  },
});
