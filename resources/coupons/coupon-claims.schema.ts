import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { refinePageWindow } from '../validation/page-window.ts';
import { COUPON_PLACES, COUPON_SCOPES, COUPON_VALIDITIES, coupons } from './coupons.resource.ts';

/**
 * Claimed copies of coupons (issue 37 "Claimed copies"): what customers read and claim through
 * `/app-api/customer/...`, what the back office reads of them (a coupon's detail page, a customer's
 * Coupons tab) and how a guide redeems one by its code. Claims are counted in server/modules/coupons.
 */

/** A copy's code: 10 characters of A–Z and 0–9 (the table's own rule). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{10}$/;
export const COUPON_CODE_LENGTH = 10;
/** What a copy shows: `expired` is an unused copy whose `expires_at` has passed (never stored). */
export const COUPON_CLAIM_STATES = ['unused', 'used', 'expired'] as const;
export type CouponClaimState = (typeof COUPON_CLAIM_STATES)[number];
/** The newest copies a customer's Coupons tab lists (far above what one customer gathers). */
export const CUSTOMER_CLAIMS_SHOWN = 500;

/** `/api/customers/:id/coupon-claims` (the customer's copies) and `…/redeem` (by code); customers live in resources/customers. */
export const customerCouponClaimsPath = (id: number | string) => `/api/customers/${id}/coupon-claims`;
/** `/api/coupons/:id/claims`, `…/claims/export` and `/api/coupons/:id/summary`: a coupon's detail page. */
export const couponClaimsPath = (id: number | string) => `${coupons.path}/${id}/claims`;
export const couponSummaryPath = (id: number | string) => `${coupons.path}/${id}/summary`;

const id = z.number().int();
const instant = z.string().describe('ISO 8601, UTC');
const money = z.number();

/** A code as typed at the store: spaces around it and lower case forgiven. */
export const couponCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(COUPON_CODE_PATTERN, { error: 'validation.couponCodeFormat' })
  .meta({ description: 'The copy’s 10-character code (A–Z, 0–9; lower case is read as upper case)' });

const pageQuery = {
  page: z.coerce.number<string>().int().min(1).default(1),
  pageSize: z.coerce.number<string>().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

// ─── The customer-facing API ────────────────────────────────────────────────────────────────

/** `GET /app-api/customer/coupons`: a page of the merchant's claimable coupons, optionally of one display place. */
export const customerCouponsQuery = z
  .strictObject({
    ...pageQuery,
    place: z.enum(COUPON_PLACES).optional().describe('Only the coupons shown at this display place'),
  })
  .superRefine(refinePageWindow);

/** A claimable coupon as a customer reads it: what it is worth, how long a copy lasts, how many are left and how many are its own. */
export const customerCoupon = z.object({
  id,
  name: z.string(),
  par_value: money,
  threshold: money,
  total: id,
  claimed_count: id,
  per_person_limit: id,
  claimed_by_me: id.describe('Copies the caller already claimed (it may claim up to per_person_limit)'),
  validity: z.enum(COUPON_VALIDITIES),
  valid_from: instant.nullable(),
  valid_until: instant.nullable(),
  valid_days: id.nullable(),
  instructions: z.string(),
  display_places: z.array(z.enum(COUPON_PLACES)),
  scope: z.enum(COUPON_SCOPES),
  commodity_ids: z.array(id),
  plan_ids: z.array(id),
});
export const customerCouponsPage = z.object({ list: z.array(customerCoupon), total: id, page: id, pageSize: id });

/** A claimed copy as its customer reads it (and as the customer's Coupons tab in the back office reads it). */
export const couponClaim = z.object({
  id,
  coupon_id: id,
  coupon_name: z.string(),
  par_value: money,
  threshold: money,
  code: z.string(),
  state: z.enum(COUPON_CLAIM_STATES),
  claimed_at: instant,
  expires_at: instant,
  used_at: instant.nullable(),
  order_id: id.nullable().describe('The intention order it was applied to; null when unused or redeemed by code'),
});
export type CouponClaim = z.input<typeof couponClaim>;

/** `GET /app-api/customer/coupon-claims`: a page of the caller's own copies, newest first, optionally of one state. */
export const customerClaimsQuery = z
  .strictObject({ ...pageQuery, state: z.enum(COUPON_CLAIM_STATES).optional().describe('Only copies in this state') })
  .superRefine(refinePageWindow);
export const customerClaimsPage = z.object({ list: z.array(couponClaim), total: id, page: id, pageSize: id });

// ─── The back office ────────────────────────────────────────────────────────────────────────

/** `GET /api/customers/:id/coupon-claims`: the customer's copies, newest first (at most CUSTOMER_CLAIMS_SHOWN). */
export const customerClaimsList = z.object({ list: z.array(couponClaim) });

/** `POST /api/customers/:id/coupon-claims/redeem`: the code the customer shows at the store. */
export const redeemBody = z.strictObject({ code: couponCode });

/** `GET /api/coupons/:id/claims`: a page of the coupon's copies, newest first (a guide: its own customers' only). */
export const couponClaimsQuery = z
  .strictObject({ ...pageQuery, state: z.enum(COUPON_CLAIM_STATES).optional().describe('Only copies in this state') })
  .superRefine(refinePageWindow);
/** `GET /api/coupons/:id/claims/export`: the same copies as an xlsx file (a coupon has at most 1,000). */
export const couponClaimsExportQuery = z.strictObject({ state: z.enum(COUPON_CLAIM_STATES).optional().describe('Only copies in this state') });

export const couponClaimRow = z.object({
  id,
  customer_id: id,
  customer_nickname: z.string(),
  customer_phone: z.string(),
  code: z.string(),
  state: z.enum(COUPON_CLAIM_STATES),
  claimed_at: instant,
  expires_at: instant,
  used_at: instant.nullable(),
  order_id: id.nullable(),
  order_number: z.string().nullable(),
});
export type CouponClaimRow = z.input<typeof couponClaimRow>;
export const couponClaimsPage = z.object({ list: z.array(couponClaimRow), total: id, page: id, pageSize: id });

/** `GET /api/coupons/:id/summary`: claims and redemptions, the redemption rate, and both per day in the merchant's zone. */
export const couponSummary = z.object({
  claimed: id,
  used: id,
  redemption_rate: z.number().describe('used ÷ claimed, from 0 to 1 (0 when nothing is claimed)'),
  time_zone: z.string().describe("The merchant's zone the days are counted in (App settings, Time zone)"),
  days: z
    .array(z.object({ day: z.string().describe('YYYY-MM-DD'), claims: id, redemptions: id }))
    .describe("Every day from the coupon's creation to today (or to the end of its validity), at most the last 731"),
});
/** The longest series the summary answers: two years of days. */
export const COUPON_SUMMARY_DAYS_MAX = 731;
