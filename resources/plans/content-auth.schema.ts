import { z } from 'zod';
import { offsetDateTime } from '../validation/date-time.ts';
import { referencing } from '../validation/references.ts';

/**
 * Content authorisation (spec §7 `kuxiaoju/content/auth`, issue 20): which external viewer
 * channels may show one of the merchant's published plans or halls, and until when. The boot API's
 * wire format (server/modules/plans/content-auth.routes.ts), shared with clients.
 */

export const CONTENT_AUTH_PATH = '/admin-api/kuxiaoju/content/auth';
/** The merchant's marketplace shops a grant may name (the channel editor's choices). */
export const CONTENT_AUTH_SHOPS_PATH = `${CONTENT_AUTH_PATH}/shops`;
/** The read: `${CONTENT_AUTH_PATH}/contentId/{contentId}`. */
export const contentAuthPath = (contentId: number | string) => `${CONTENT_AUTH_PATH}/contentId/${contentId}`;

/** The merchant's own mini-program (no ref), or one of its own marketplace shops (`shopId`). */
export const CONTENT_AUTH_CHANNELS = ['mini_program', 'marketplace_shop'] as const;
export type ContentAuthChannel = (typeof CONTENT_AUTH_CHANNELS)[number];

/** At most this many grants per plan or hall. */
export const CONTENT_AUTH_MAX = 20;

/** The list route of the plans a `contentId` names (halls are named the same way). */
const PLANS_LIST = '/api/plans';
/** The list route of marketplace shops. */
const SHOPS_LIST = '/api/taobao/shop';

const positiveId = () => z.number().int().positive();

const grantSchema = z
  .strictObject({
    channel: z.enum(CONTENT_AUTH_CHANNELS).describe("mini_program: the merchant's own mini-program; marketplace_shop: one of its marketplace shops"),
    shopId: referencing(positiveId(), SHOPS_LIST)
      .optional()
      .describe("The marketplace shop (one of the merchant's own, not disabled or deleted): required for marketplace_shop, refused for mini_program"),
    expiresAt: offsetDateTime()
      .refine((text) => Date.parse(text) > Date.now(), { error: 'validation.contentAuthExpiresInPast' })
      .nullable()
      .optional()
      .describe('Until when the channel may show it (ISO date and time, in the future); null or absent: no end'),
  })
  .superRefine((grant, ctx) => {
    if (grant.channel === 'marketplace_shop' && grant.shopId === undefined)
      ctx.addIssue({ code: 'custom', path: ['shopId'], message: 'validation.contentAuthShopRequired' });
    if (grant.channel === 'mini_program' && grant.shopId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['shopId'], message: 'validation.contentAuthShopForbidden' });
  });

/** POST: replaces the plan's or hall's grants with this list (an empty list revokes them all). */
export const contentAuthBodySchema = z
  .strictObject({
    contentId: referencing(positiveId(), PLANS_LIST).describe("The plan or hall (one of the merchant's own, not a template, not in the recycle bin)"),
    channels: z
      .array(grantSchema)
      .max(CONTENT_AUTH_MAX)
      .describe(`Every channel that may show it, at most ${CONTENT_AUTH_MAX}, each once; the list replaces the current one, empty revokes all`),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.channels.forEach((grant, index) => {
      const key = `${grant.channel}:${grant.shopId ?? 0}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['channels', index, 'channel'], message: 'validation.contentAuthDuplicate' });
      seen.add(key);
    });
  });
export type ContentAuthBody = z.infer<typeof contentAuthBodySchema>;

export const contentAuthParamsSchema = z.strictObject({
  contentId: z.coerce.number<string>().int().positive().describe('The plan or hall'),
});

export const contentAuthGrantSchema = z.strictObject({
  channel: z.enum(CONTENT_AUTH_CHANNELS).describe('The viewer channel'),
  shopId: z.number().int().nullable().describe('The marketplace shop; null for mini_program'),
  shopName: z.string().nullable().describe("The marketplace shop's name; null for mini_program"),
  expiresAt: z.string().nullable().describe('Until when (ISO date and time); null: no end'),
  active: z
    .boolean()
    .describe('Whether the channel may show it now: the content is published, the grant has not expired and the shop is neither disabled nor deleted'),
});
export type ContentAuthGrant = z.infer<typeof contentAuthGrantSchema>;

/** Both routes' answer: the plan's or hall's grants after the call. */
export const contentAuthAnswerSchema = z.strictObject({
  contentId: z.number().int().describe('The plan or hall'),
  published: z.boolean().describe('Whether it is published (only published content is shown to channels)'),
  channels: z.array(contentAuthGrantSchema).describe('Its grants, the mini-program first, then shops by id'),
});
export type ContentAuthAnswer = z.infer<typeof contentAuthAnswerSchema>;

export const contentAuthShopsSchema = z.strictObject({
  list: z
    .array(z.strictObject({ id: z.number().int(), name: z.string() }))
    .describe("The merchant's marketplace shops that are neither disabled nor deleted, by name"),
});
export type ContentAuthShops = z.infer<typeof contentAuthShopsSchema>;
