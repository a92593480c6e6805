import { z } from 'zod';
import { field } from '../engine/fields.ts';

/** The display ends content can be hidden from (spec §3 "hidden display ends"), shared with goods. */
export const DISPLAY_ENDS = ['pc', 'mobile', 'mini_program'] as const;
export type DisplayEnd = (typeof DISPLAY_ENDS)[number];

/** Album, video and document names: 1–50 characters, like the spec's other content names (§5). */
export const MEDIA_NAME_MAX_LENGTH = 50;

/** The name field of the three media resources. */
export const mediaNameField = () => field.text(z.string().trim().min(1).max(MEDIA_NAME_MAX_LENGTH), { list: { sortable: true }, filter: 'like', search: true });

/**
 * The fields albums, videos and documents all carry (spec §3): the public-library flag and the
 * hidden display ends. Option labels live under each resource's texts (`resources.<name>.ends`).
 */
export function mediaSharingFields(resourceName: string) {
  return {
    public_library: field.switch(z.boolean().default(false), { filter: 'eq' }),
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
