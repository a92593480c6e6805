import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { mediaNameField, mediaRecordActions, mediaSharingFields } from '../media/media-fields.ts';
import { mediaUrl } from '../media/media-url.ts';

/** Spec §9: an album holds at most 100 images (and at least one: its cover is the first). */
export const ALBUM_MAX_IMAGES = 100;

/**
 * Albums (spec §3): a name and 1–100 images. `cover` is the first image, kept by the database
 * (a generated column), so a client can neither send it nor let it drift from `images`.
 * Deleted outright (spec §4).
 */
export const albums = defineResource({
  name: 'albums',
  route: '/content/albumManagement',
  table: 'albums',
  tenancy: 'merchant',
  titleField: 'name',
  tagArea: 'album',
  deletion: 'hard',
  // Spec §4's public library, as goods and plans have it (resources/media/media-fields.ts).
  recordActions: mediaRecordActions('albums'),
  fields: {
    name: mediaNameField(),
    cover: field.media(z.string(), { kind: 'cover' }, { readOnly: true }),
    images: field.media(z.array(mediaUrl).min(1).max(ALBUM_MAX_IMAGES), { kind: 'image', multiple: true, max: ALBUM_MAX_IMAGES }, { list: false }),
    ...mediaSharingFields('albums'),
  },
});
