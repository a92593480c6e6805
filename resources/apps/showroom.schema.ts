import { z } from 'zod';
import { SHOWROOM_FONTS, SHOWROOM_LAYOUTS, SHOWROOM_LIST_STYLES, SHOWROOM_STYLES, VIEW_ID_PATTERN } from '../shared/showroom-terms.ts';

/**
 * The public showroom's contract (issue 38): what `/smartStore/<viewuuid>` carries in its page and
 * what its calls answer. The back office's preview reads the same answer through the session
 * (`GET /api/apps/{id}/showroom`), so the preview shows exactly what the public page will.
 */

/** The id of the JSON element the served page carries its configuration in (a data block: no inline script runs). */
export const SHOWROOM_CONFIG_ELEMENT_ID = 'atrium-showroom';
/** The header a locked showroom's calls carry the pass in (what the unlock call answered). */
export const SHOWROOM_PASS_HEADER = 'x-showroom-pass';
/** The query parameter a guide's share carries (customer-api/share-links.ts signs it). */
export const SHARE_PARAMETER = 'share';

export const viewIdSchema = z.string().regex(VIEW_ID_PATTERN, { error: 'validation.viewuuid' });

/**
 * What the server writes into the page: the view it is, or the app a preview shows, and the
 * merchant's live publishable keys (statistics, customer API), read at every request, so a
 * rotation never leaves a published page with a revoked key.
 */
export const showroomPageConfigSchema = z.object({
  viewuuid: viewIdSchema.nullable(),
  /** A back-office preview: the app's id, read through the session; `mode` forces PC or mobile style. */
  preview: z.object({ appId: z.number().int().positive(), mode: z.enum(['pc', 'mobile']) }).nullable(),
  keys: z.object({ ingestion: z.string().nullable(), customer: z.string().nullable() }),
});
export type ShowroomPageConfig = z.infer<typeof showroomPageConfigSchema>;

/** The style a showroom is drawn in: its template's, with the app's own list style when it sets one. */
export const showroomStyleSchema = z.object({
  style: z.enum(SHOWROOM_STYLES),
  primary_color: z.string(),
  background_color: z.string(),
  text_color: z.string(),
  font: z.enum(SHOWROOM_FONTS),
  layout: z.enum(SHOWROOM_LAYOUTS),
  list_style: z.enum(SHOWROOM_LIST_STYLES),
});
export type ShowroomStyle = z.infer<typeof showroomStyleSchema>;

const background = z.object({ url: z.string(), kind: z.enum(['image', 'video']) }).nullable();
const item = { id: z.number().int(), name: z.string(), cover: z.string() };

/** What the showroom shows of itself before and after its password: its look, never its content. */
export const showroomAppSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  language: z.enum(['zh', 'en', 'es', 'ja']),
  channel: z.number().int(),
  share_description: z.string(),
  cover: z.string(),
  logo: z.string(),
  open_screen: z.string(),
  music: z.string(),
  guide_image: z.string(),
  activity_image: z.string(),
  pc_background: background,
  mobile_background: background,
  coupon_link: z.string(),
  custom_link: z.string(),
  style: showroomStyleSchema,
});

export const showroomContentSchema = z.object({
  plans: z.array(z.object({ ...item, kind: z.enum(['plan', 'hall']) })),
  halls: z.array(z.object({ ...item, kind: z.enum(['plan', 'hall']) })),
  goods: z.array(z.object({ ...item, price: z.number().nullable(), sale_price: z.number().nullable() })),
  albums: z.array(z.object({ ...item, images: z.array(z.string()) })),
  videos: z.array(z.object({ ...item, url: z.string() })),
  documents: z.array(z.object({ ...item, url: z.string(), file_type: z.string() })),
  coupons: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      par_value: z.number(),
      threshold: z.number(),
      instructions: z.string(),
      valid_until: z.string().nullable(),
      valid_days: z.number().int().nullable(),
      /** Copies left to claim (total − claimed). */
      left: z.number().int(),
    }),
  ),
  activities: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      entrance_image: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      signup_deadline: z.string().nullable(),
      button_text: z.string(),
      signup_enabled: z.boolean(),
      form_fields: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
});
export type ShowroomContent = z.infer<typeof showroomContentSchema>;

/**
 * `GET /app-api/showroom/{viewuuid}` (and the preview's `GET /api/apps/{id}/showroom`): an app, or a
 * published plan or hall shown alone. A showroom with a verify-view password answers `locked` and
 * no content until the call carries the pass its unlock answered.
 */
export const showroomSchema = z.object({
  kind: z.enum(['app', 'plan', 'hall']),
  locked: z.boolean(),
  app: showroomAppSchema,
  content: showroomContentSchema.nullable(),
});
export type Showroom = z.infer<typeof showroomSchema>;

/** `POST /app-api/showroom/{viewuuid}/unlock`: the password the merchant gave its customer. */
export const showroomUnlockBodySchema = z.strictObject({ password: z.string().min(1).max(64) });
/** A pass for the showroom's calls (SHOWROOM_PASS_HEADER), valid for SHOWROOM_PASS_HOURS. */
export const showroomUnlockSchema = z.object({ pass: z.string(), expires_at: z.string() });
export const SHOWROOM_PASS_HOURS = 24;
/** Wrong passwords one address may try on one showroom per window before 429. */
export const SHOWROOM_UNLOCK_ATTEMPTS = 5;
export const SHOWROOM_UNLOCK_WINDOW_SECONDS = 600;

/** The showroom's page and its calls. */
export const showroomPaths = {
  page: (viewuuid: string) => `/smartStore/${viewuuid}`,
  preview: (appId: number | string, mode: 'pc' | 'mobile') => `/smartStore/preview/${appId}?mode=${mode}`,
  showroom: (viewuuid: string) => `/app-api/showroom/${viewuuid}`,
  unlock: (viewuuid: string) => `/app-api/showroom/${viewuuid}/unlock`,
  /** A plan's or hall's published scenes, as the showroom shows them (the view's own, or one of the app's). */
  scenes: (viewuuid: string, planId: number | string) => `/app-api/showroom/${viewuuid}/scenes/${planId}`,
  previewShowroom: (appId: number | string) => `/api/apps/${appId}/showroom`,
  previewScenes: (appId: number | string, planId: number | string) => `/api/apps/${appId}/showroom/scenes/${planId}`,
} as const;
