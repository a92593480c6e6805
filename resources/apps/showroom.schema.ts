import { z } from 'zod';
import { SHOWROOM_FONTS, SHOWROOM_LAYOUTS, SHOWROOM_LIST_STYLES, SHOWROOM_STYLES, VIEW_ID_PATTERN } from '../shared/showroom-terms.ts';

/**
 * The public showroom's contract (issue 38): what `/smartStore/<viewuuid>` carries in its page and
 * what its calls answer. The back office's preview reads the same answer through the session
 * (`GET /api/apps/{id}/showroom`), so the preview shows exactly what the public page will.
 */

// The page's element id, the pass header, the share parameter and the paths live without zod, for the page's first download.
export { SHARE_PARAMETER, SHOWROOM_CONFIG_ELEMENT_ID, SHOWROOM_PASS_HEADER, showroomPaths } from './showroom-paths.ts';

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

const planItem = z.object({ ...item, kind: z.enum(['plan', 'hall']) });
const goodsItem = z.object({ ...item, price: z.number().nullable(), sale_price: z.number().nullable() });
const albumItem = z.object({ ...item, images: z.array(z.string()) });
const videoItem = z.object({ ...item, url: z.string() });
/** `cover` is '' when the document has none: the showroom shows its file type's icon. */
const documentItem = z.object({ ...item, url: z.string(), file_type: z.string() });

/**
 * What the showroom shows after its password (if any), each kind in the order the app chose it:
 * only the merchant's live records (goods on shelf; plans and halls published, chosen or carrying
 * one of the app's plan tags; coupons live, not ended, with copies left; activities live and not
 * complete). A record deleted, taken off shelf or ended since the app was saved simply drops out.
 */
export const showroomContentSchema = z.object({
  plans: z.array(planItem),
  halls: z.array(planItem),
  goods: z.array(goodsItem),
  albums: z.array(albumItem),
  videos: z.array(videoItem),
  documents: z.array(documentItem),
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

/**
 * `GET /app-api/showroom/{viewuuid}/scenes/{planId}` (and the preview's
 * `GET /api/apps/{id}/showroom/scenes/{planId}`): the published scenes of a plan or hall the
 * showroom shows, and the content its hotspots open, so the viewer can name and show it without a
 * call per hotspot. `graph` is a published SceneGraph (resources/plans/scene-graph.ts
 * `sceneGraphSchema`: scenes with their images, initial views and hotspots, and the start scene);
 * the OpenAPI document of the routes spells it out. `targets` holds, by hotspot target kind and by
 * id (as a string), the content a hotspot names that is still live (goods on shelf): a hotspot whose
 * target is missing from it opens nothing, and the showroom hides it.
 */
export const showroomScenesSchema = z.object({
  plan: z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['plan', 'hall']) }),
  graph: z.record(z.string(), z.unknown()),
  targets: z.object({
    commodity: z.record(z.string(), goodsItem),
    album: z.record(z.string(), albumItem),
    video: z.record(z.string(), videoItem),
    document: z.record(z.string(), documentItem),
  }),
});
export type ShowroomScenes = z.infer<typeof showroomScenesSchema>;

/**
 * How the showroom's calls fail (`/app-api` answers HTTP 200 with the boot envelope, API.md §2):
 * `code` 404 for a showroom that is not open (unknown, unpublished, off shelf, deleted) or a plan it
 * does not show, 403 for content asked without a valid pass of a locked showroom, 400 with
 * `errors.password` for a wrong password, 429 (with the seconds to wait in `msg`) after
 * SHOWROOM_UNLOCK_ATTEMPTS wrong ones from one address within SHOWROOM_UNLOCK_WINDOW_SECONDS.
 * The page itself (`/smartStore/<viewuuid>`) still renders when the showroom is not open, with
 * HTTP status 404 and no keys (its `viewuuid` null when it is not even a view id's shape), so the
 * page's own call answers code 404 and the page says so in the visitor's language. A preview page
 * carries no keys: a preview records no statistics and claims nothing for the merchant.
 */
export const SHOWROOM_FAILURE_CODES = { notFound: 404, locked: 403, wrongPassword: 400, tooManyAttempts: 429 } as const;
