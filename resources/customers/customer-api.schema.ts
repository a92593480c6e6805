import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { refinePageWindow } from '../validation/page-window.ts';
import { CUSTOMER_GENDERS, CUSTOMER_NICKNAME_MAX, CUSTOMER_SOURCES, CUSTOMER_STYLES, customers } from './customers.resource.ts';

/**
 * The customer-facing API (`/app-api/customer/...`, issue 36): what showroom apps, mini-programs
 * and H5 pages send for their customers. Every call names the merchant with its publishable
 * `customer` key (the `X-Publishable-Key` header); every call but the logins sends the customer
 * token a login answered as `Authorization: Bearer <token>`. The bodies and answers of orders and
 * DIY works are those entities' own, composed in server/modules/customer-api/customer-api.schema.ts.
 */
export const CUSTOMER_API_PREFIX = '/app-api/customer';

/** The OpenAPI keyword of a route that needs a customer token besides the key (read by the reliability suite). */
export const CUSTOMER_TOKEN_KEYWORD = 'x-atrium-customer-token';

/**
 * The OpenAPI keyword of a body field that names a file uploaded through a route first (a DIY
 * work's picture: `POST /app-api/customer/diy-pictures`); the reliability suite uploads one there.
 */
export const UPLOADED_BY_KEYWORD = 'x-atrium-uploaded-by';

/** A guest's secret as the server issues it: `cg_` then 43 base64url characters (256 random bits). */
export const GUEST_KEY_PATTERN = /^cg_[A-Za-z0-9_-]{43}$/;

/** A guide's signed share link parameter (`share=<sale_id>.<sig>`); a wrong one is ignored, never refused. */
const share = z
  .string()
  .max(200)
  .optional()
  .meta({ description: "The `share` parameter of the guide's link the customer arrived through (`<sale_id>.<signature>`); ignored when not genuine" });

export const wechatLoginBody = z.strictObject({
  code: z.string().trim().min(1).max(200).meta({ description: 'The code wx.login() gave the mini-program' }),
  share,
});

export const guestLoginBody = z.strictObject({
  guest_key: z
    .string()
    .max(200)
    .optional()
    .meta({ description: 'The secret a previous guest login answered (kept by the page); absent or unknown: a new guest' }),
  share,
});

/** What a login answers: the customer token, when it expires, and (guests) the secret to keep. */
export const customerLoginAnswer = z.object({
  token: z.string().meta({ description: 'Send as `Authorization: Bearer <token>` with the publishable key' }),
  expires_at: z.string(),
  kind: z.enum(['wechat', 'guest']),
  guest_key: z.string().optional().meta({ description: 'Guests only: the secret to send on the next guest login' }),
  /** False for a guest that has not left its phone yet: it may only read and update its profile. */
  known: z.boolean().meta({ description: 'Whether the identity is a known customer yet (a guest becomes one by leaving its phone)' }),
});

/** The profile fields a customer may change: the back office declaration's own rules (resources/customers). */
const editable = customers.patchSchema.shape;
export const profileBody = z.strictObject({
  nickname: editable.nickname as z.ZodOptional<z.ZodString>,
  phone: editable.phone as z.ZodOptional<z.ZodString>,
  gender: editable.gender as z.ZodOptional<z.ZodEnum<{ [K in (typeof CUSTOMER_GENDERS)[number]]: K }>>,
  city: editable.city as z.ZodOptional<z.ZodString>,
  address: editable.address as z.ZodOptional<z.ZodString>,
  house_area: editable.house_area as z.ZodOptional<z.ZodNullable<z.ZodNumber>>,
  style: editable.style as z.ZodOptional<z.ZodEnum<{ [K in (typeof CUSTOMER_STYLES)[number]]: K }>>,
});
export type ProfileBody = z.infer<typeof profileBody>;

export const customerProfileSchema = z.object({
  id: z.number().int(),
  nickname: z.string().max(CUSTOMER_NICKNAME_MAX),
  phone: z.string(),
  gender: z.enum(CUSTOMER_GENDERS),
  source: z.enum(CUSTOMER_SOURCES),
  city: z.string(),
  address: z.string(),
  house_area: z.number().nullable(),
  style: z.enum(CUSTOMER_STYLES),
  registered_at: z.string(),
});

export const profileAnswer = z.object({
  kind: z.enum(['wechat', 'guest']),
  mp_user_id: z.number().int().meta({ description: 'The mini-program user id (WeChat identities); 0 for an H5 guest' }),
  customer: customerProfileSchema.nullable().meta({ description: 'Null for a guest that has not left its phone yet' }),
});

/** A page of the customer's own records. */
export const customerPageQuery = z
  .strictObject({
    page: z.coerce.number<string>().int().min(1).default(1),
    pageSize: z.coerce.number<string>().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .superRefine(refinePageWindow);

/** What a DIY picture upload answers: where the picture now lives (send it as a work's `picture`). */
export const diyPictureAnswer = z.object({ url: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable(), size: z.number().int() });

/** `GET /api/customers/share-token`: the caller's own share parameter, for the links it shares. */
export const shareTokenAnswer = z.object({
  share: z.string().meta({ description: 'Append as `share=<this>` to a link of an app or plan: customers arriving through it become the caller’s' }),
});
