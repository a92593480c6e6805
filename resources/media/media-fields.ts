import { z } from 'zod';
import { field } from '../engine/fields.ts';
import { shareSchemaFor, VISIBILITIES } from '../shared/public-library.ts';

/** The display ends content can be hidden from (spec §3 "hidden display ends"), shared with goods. */
export const DISPLAY_ENDS = ['pc', 'mobile', 'mini_program'] as const;
export type DisplayEnd = (typeof DISPLAY_ENDS)[number];

/** Album, video and document names: 1–50 characters, like the spec's other content names (§5). */
export const MEDIA_NAME_MAX_LENGTH = 50;

/** The name field of the three media resources. */
export const mediaNameField = () => field.text(z.string().trim().min(1).max(MEDIA_NAME_MAX_LENGTH), { list: { sortable: true }, filter: 'like', search: true });

/**
 * The engine's choices route of the stores a media record is shared with (server/engine/choice-routes.ts):
 * what the share dialog picks from, under the page's own read permission, as plans' store scope is.
 */
export const mediaStoreChoicesPath = (resourceName: string) => `/api/${resourceName}/choices/visible_store_ids`;

/**
 * The fields albums, videos and documents all carry (spec §3): the public library of goods and
 * plans (spec §4: not public, all visible, or partly visible to the stores picked; set by the share
 * actions only) and the hidden display ends. Option labels live under each resource's texts
 * (`resources.<name>.visibilities`, `resources.<name>.ends`).
 */
export function mediaSharingFields(resourceName: string) {
  return {
    visibility: field.select(
      z.enum(VISIBILITIES),
      VISIBILITIES.map((value) => ({ value, label: `resources.${resourceName}.visibilities.${value}` })),
      { filter: 'eq', readOnly: true },
    ),
    // The stores of partial visibility, shown by name; empty for the other two ranges.
    visible_store_ids: field.reference(z.array(z.number().int().positive()), { multiple: true, list: false, readOnly: true }),
    hidden_ends: field.stringList(
      z
        .array(z.enum(DISPLAY_ENDS))
        .max(DISPLAY_ENDS.length)
        .refine((ends) => new Set(ends).size === ends.length, { error: 'validation.duplicateValues' })
        .default([]),
      { list: { defaultHidden: true }, options: DISPLAY_ENDS.map((end) => ({ value: end, label: `resources.${resourceName}.ends.${end}` })) },
    ),
  };
}

/**
 * The record actions of the media public library, as goods and plans have them: share to one of
 * the three ranges (partial names at least one of the merchant's stores) and take back. The server
 * side is server/modules/content/media.server.ts.
 */
export const mediaRecordActions = (resourceName: string) =>
  [
    { name: 'share', action: 'share', body: shareSchemaFor(mediaStoreChoicesPath(resourceName)) },
    { name: 'unshare', action: 'share' },
  ] as const;
