import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { mediaNameField, mediaRecordActions, mediaSharingFields } from '../media/media-fields.ts';
import { mediaUrl } from '../media/media-url.ts';
import { UPLOAD_KINDS } from '../uploads/upload-kinds.ts';

/** A day: longer than any showroom video, short enough to catch a value sent in milliseconds. */
const MAX_DURATION_SECONDS = 86_400;

/**
 * Videos (spec §3): a name, the video and an optional cover. Without a cover the browser shows
 * the first frame it captured at upload, so `cover` stays null. Duration (seconds) and size
 * (bytes, at most the spec's 100 MB for MP4) are what the upload measured. Deleted outright.
 */
export const videos = defineResource({
  name: 'videos',
  route: '/content/videoManagement',
  table: 'videos',
  tenancy: 'merchant',
  titleField: 'name',
  tagArea: 'video',
  deletion: 'hard',
  // Spec §4's public library, as goods and plans have it (resources/media/media-fields.ts).
  recordActions: mediaRecordActions('videos'),
  fields: {
    name: mediaNameField(),
    url: field.media(mediaUrl, { kind: 'video', fill: { size: 'size' } }),
    cover: field.media(mediaUrl.nullable().default(null), { kind: 'cover' }),
    duration: field.number(z.number().min(0).max(MAX_DURATION_SECONDS).nullable().default(null), { list: { sortable: true }, unit: 'seconds' }),
    size: field.number(z.number().int().min(0).max(UPLOAD_KINDS.video.maxBytes).nullable().default(null), { list: { defaultHidden: true }, unit: 'bytes' }),
    ...mediaSharingFields('videos'),
  },
});
