import { z } from 'zod';
import { mediaUrl } from '../media/media-url.ts';
import type { UploadKind } from '../uploads/upload-kinds.ts';

/**
 * The merchant's background library (issue 38; spec §9 "App setting backgrounds 10 (images or
 * videos)"): kept under App settings, picked from by the app form's PC and mobile backgrounds.
 */
export const APP_BACKGROUNDS_MAX = 10;
export const APP_BACKGROUND_NAME_MAX = 50;

export const APP_BACKGROUND_KINDS = ['image', 'video'] as const;
export type AppBackgroundKind = (typeof APP_BACKGROUND_KINDS)[number];

/**
 * The upload kind each background is uploaded as, whose rules it must meet (spec §9): cover and
 * background images are JPG or PNG up to 2 MB; videos MP4 up to 100 MB.
 */
export const APP_BACKGROUND_UPLOAD_KINDS = { image: 'cover', video: 'video' } as const satisfies Record<AppBackgroundKind, UploadKind>;

/** Spec §9's recommended sizes: a PC background is landscape, a mobile one portrait. */
export const APP_BACKGROUND_RECOMMENDED = { pc: '1920×1080', mobile: '1080×1920' } as const;

export const APP_BACKGROUND_ROUTES = {
  list: '/api/settings/app-backgrounds',
  one: '/api/settings/app-backgrounds/:id',
} as const;
export const appBackgroundPath = (id: number) => `/api/settings/app-backgrounds/${id}`;

export const appBackgroundSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APP_BACKGROUND_KINDS),
  url: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type AppBackground = z.infer<typeof appBackgroundSchema>;

/** `GET`: the whole library, oldest first (it holds at most APP_BACKGROUNDS_MAX). */
export const appBackgroundListSchema = z.object({
  list: z.array(appBackgroundSchema),
  max: z.number().int().meta({ description: 'How many backgrounds the library holds at most' }),
});

/** `POST`: adds a file the merchant uploaded (`/files/<key>`, of the kind's upload rules) to the library. */
export const appBackgroundBodySchema = z.strictObject({
  kind: z.enum(APP_BACKGROUND_KINDS),
  url: mediaUrl.meta({ description: 'The address an upload answered (`/files/<key>`): a JPG or PNG image up to 2 MB, or an MP4 video up to 100 MB' }),
  name: z.string().trim().max(APP_BACKGROUND_NAME_MAX).default(''),
});
export type AppBackgroundBody = z.input<typeof appBackgroundBodySchema>;
