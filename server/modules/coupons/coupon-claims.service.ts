import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  COUPON_CODE_LENGTH,
  COUPON_SUMMARY_DAYS_MAX,
  type CouponClaim,
  type CouponClaimRow,
  type CouponClaimState,
  CUSTOMER_CLAIMS_SHOWN,
  type couponSummary,
  type customerCouponsPage,
} from '../../../resources/coupons/coupon-claims.schema.ts';
import { COUPON_TOTAL_MAX, coupons } from '../../../resources/coupons/coupons.resource.ts';
import type { IntentionOrderStatus } from '../../../resources/intention-orders/intention-orders.resource.ts';
import { type Language, translate } from '../../../resources/messages/index.ts';
import type { Db } from '../../db/database.ts';
import type { WriteEvent } from '../../engine/entity-plugin.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import type { WriteContext } from '../../engine/resource.service.ts';
import { servedAs } from '../../engine/served-resource.ts';
import { raiseWrite } from '../../engine/write-events.ts';
import { AppError, conflict, invalid, notFound } from '../../http/app-error.ts';
import { formulaSafe } from '../../jobs/xlsx-cells.ts';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import type { Scope } from '../../tenancy/scope.ts';
import {
  type ClaimRow,
  type CouponClaimDbRow,
  claimableCoupons,
  claimCopy,
  claimsListOfCustomer,
  claimsOfCoupon,
  claimsOfCustomer,
  couponCounters,
  couponDays,
  couponExists,
  customerInScope,
  giveBackCopyOf,
  type LockedCopy,
  lockCopyByCode,
  markUsed,
} from './coupon-claims.repository.ts';

/**
 * Claimed copies of coupons (issue 37; SECURITY.md's concurrency row). A claim is one transaction
 * in one round trip: the coupon's row is locked (SELECT … FOR UPDATE), so claims of one coupon
 * queue there; the customer's copies are counted after the lock; the copy is inserted and
 * `claimed_count` raised only when the rules hold on the locked row. Nothing is read and then written without
 * the lock, so the totals and the per-person limits are exact under any number of parallel claims.
 * Redemption locks the copy's row the same way: once on an intention order (its customer's, at
 * checkout) or once by code at the store; an order that becomes invalid or is charged back gives
 * its copy back.
 */

/** The order statuses that give an order's copy back (spec §4: the order did not happen). */
export const GIVING_BACK: readonly IntentionOrderStatus[] = ['invalid', 'chargeback'];
/** A code drawn twice (1 in 36^10 per pair) is drawn again; this many times at most. */
const CODE_ATTEMPTS = 5;
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function newCouponCode(): string {
  let code = '';
  for (let index = 0; index < COUPON_CODE_LENGTH; index++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function claimAnswer(row: ClaimRow): CouponClaim {
  return { ...row, claimed_at: row.claimed_at.toISOString(), expires_at: row.expires_at.toISOString(), used_at: iso(row.used_at) };
}

/** The one merchant a back-office caller acts for (its own, or the one an operator's `tenant-id` names). */
function merchantScope(scope: Scope): Extract<Scope, { kind: 'merchant' }> {
  if (scope.kind !== 'merchant') throw new AppError(400, 'errors.tenantRequired');
  return scope;
}

// ─── The customer-facing API ────────────────────────────────────────────────────────────────

/** Who claims: the merchant of the key and the caller's customer (a guest that has not left its phone has none: 403). */
export interface Claimant {
  merchantId: number;
  customerId: number | null;
}

function customerOf(claimant: Claimant): number {
  if (claimant.customerId === null) throw new AppError(403, 'errors.customerProfileFirst');
  return claimant.customerId;
}

/**
 * Claims a copy of the coupon for the customer, in one transaction with the coupon's row locked
 * (coupon-claims.repository.ts `claimCopy`): 404 for a coupon the merchant does not have; 409
 * unless it is live and within its validity, has copies left and the customer holds fewer than its
 * limit per person. Answers the copy.
 */
export async function claimCoupon(db: Db, claimant: Claimant, couponId: number): Promise<CouponClaim> {
  const customerId = customerOf(claimant);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const outcome = await claimCopy(db, claimant.merchantId, couponId, customerId, newCouponCode());
    if (!outcome) throw notFound();
    if (!outcome.known) throw new AppError(403, 'errors.customerProfileFirst');
    if (outcome.status !== 'live' || !outcome.in_validity) throw conflict('errors.couponNotClaimable');
    if (outcome.claimed_count >= outcome.total) throw conflict('errors.couponAllClaimed');
    if (outcome.held >= outcome.per_person_limit) throw conflict('errors.couponLimitReached');
    if (outcome.claim) return claimAnswer(outcome.claim);
  }
  throw new Error(`coupon ${couponId}: no free copy code after ${CODE_ATTEMPTS} draws`);
}

/** A page of the coupons the customer may claim now, newest first (optionally of one display place). */
export async function claimableCouponsPage(
  db: Db,
  claimant: Claimant,
  query: { page: number; pageSize: number; place?: string },
): Promise<z.input<typeof customerCouponsPage>> {
  const customerId = customerOf(claimant);
  const { rows, total } = await claimableCoupons(db, claimant.merchantId, customerId, query.place, query.page, query.pageSize);
  const list = rows.map((row) => ({ ...row, valid_from: iso(row.valid_from), valid_until: iso(row.valid_until) })) as z.input<
    typeof customerCouponsPage
  >['list'];
  return { list, total, page: query.page, pageSize: query.pageSize };
}

/** A page of the customer's own copies, newest first (optionally in one state). */
export async function ownClaimsPage(db: Db, claimant: Claimant, query: { page: number; pageSize: number; state?: CouponClaimState }) {
  const customerId = customerOf(claimant);
  const { rows, total } = await claimsOfCustomer(db, claimant.merchantId, customerId, query.state, query.page, query.pageSize);
  return { list: rows.map(claimAnswer), total, page: query.page, pageSize: query.pageSize };
}

/** A copy that may be redeemed: unused and unexpired (409 otherwise); `field` names the body field of an unknown code (422). */
function redeemable(copy: LockedCopy | undefined, field: string): LockedCopy {
  if (!copy) throw invalid({ [field]: ['validation.couponCodeUnknown'] });
  if (copy.state === 'used') throw conflict('errors.couponCopyUsed');
  if (copy.expired) throw conflict('errors.couponCopyExpired');
  return copy;
}

/** What an order brings to a copy applied to it. */
export interface OrderForCopy {
  merchantId: number;
  customerId: number;
  orderId: number;
  amount: number;
  commodityIds: readonly number[];
  code: string;
}

/**
 * Applies the customer's copy to its new intention order, in the order's transaction: the copy must
 * be the order's customer's (422 on `coupon_code`), unused and unexpired (409); the order's amount
 * must reach the coupon's threshold, and a coupon scoped to goods must name one of the order's goods
 * (a coupon scoped to plans is redeemed at the store, by code: an order names goods). The copy is
 * marked used on the order, counted on its coupon, and the order names it. Answers the copy's id.
 */
export async function applyCopyToOrder(trx: Db, order: OrderForCopy): Promise<number> {
  const copy = redeemable(await lockCopyByCode(trx, order.merchantId, order.customerId, order.code), 'coupon_code');
  if (order.amount < copy.threshold) throw invalid({ coupon_code: [{ key: 'validation.couponThresholdNotMet', params: { threshold: copy.threshold } }] });
  if (copy.scope === 'plans') throw invalid({ coupon_code: ['validation.couponForPlans'] });
  if (copy.scope === 'goods' && !order.commodityIds.some((id) => copy.commodity_ids.includes(id)))
    throw invalid({ coupon_code: ['validation.couponGoodsNotOrdered'] });
  await markUsed(trx, order.merchantId, copy, { orderId: order.orderId, accountId: null });
  return copy.id;
}

/**
 * An intention order's write (its plug-in's `afterWrite`): when its status moves to invalid or
 * chargeback, the copy it used is given back (unused, on no order, uncounted on its coupon), in the
 * order's transaction. An order that later moves back keeps no copy: its customer applies one again.
 */
export async function giveBackOnOrderWrite(trx: Db, scope: Scope, event: WriteEvent): Promise<void> {
  if (event.action !== 'update') return;
  if (!event.moves.some((move) => move.field === 'status' && GIVING_BACK.includes(move.to as IntentionOrderStatus))) return;
  const merchantId = scope.kind === 'merchant' ? scope.merchantId : (event.after.merchant_id as number);
  await giveBackCopyOf(trx, merchantId, event.id);
}

// ─── The back office ────────────────────────────────────────────────────────────────────────

/** The customer's copies, newest first, for its detail page's Coupons tab: 404 for a customer the caller does not see (a guide: not its own). */
export async function customerClaims(db: Db, scope: Scope, customerId: number): Promise<{ list: CouponClaim[] }> {
  const { merchantId, saleId } = merchantScope(scope);
  if (!(await customerInScope(db, merchantId, saleId, customerId))) throw notFound();
  return { list: (await claimsListOfCustomer(db, merchantId, customerId, CUSTOMER_CLAIMS_SHOWN)).map(claimAnswer) };
}

/**
 * Redeems the customer's copy by its code at the store, once: 404 for a customer the caller does not
 * see (a guide: not its own), 422 for a code the customer holds no copy of, 409 for a copy already
 * used or expired. The copy is marked used by the caller's account and counted on its coupon; the
 * coupon's write (`redeem`, its used count moved) is audited and heard like any other.
 */
export async function redeemByCode(ctx: WriteContext, resources: readonly ResourceDefinition[], customerId: number, code: string): Promise<CouponClaim> {
  const { merchantId, saleId } = merchantScope(ctx.scope);
  const served = servedAs(resources, coupons);
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await customerInScope(trx, merchantId, saleId, customerId))) throw notFound();
    const copy = redeemable(await lockCopyByCode(trx, merchantId, customerId, code), 'code');
    const before = (await findRecord(trx, served, ctx.scope, copy.coupon_id))!;
    const used = await markUsed(trx, merchantId, copy, { orderId: null, accountId: ctx.session.accountId ?? null });
    const after = (await findRecord(trx, served, ctx.scope, copy.coupon_id))!;
    await raiseWrite(trx, { ...ctx, db: trx }, served, { action: 'update', name: 'redeem', moves: [], id: copy.coupon_id, before, after });
    return claimAnswer(used);
  });
}

const claimRowAnswer = (row: CouponClaimDbRow): CouponClaimRow => ({
  ...row,
  claimed_at: row.claimed_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
  used_at: iso(row.used_at),
});

async function couponInScope(db: Db, scope: Scope, couponId: number) {
  const merchant = merchantScope(scope);
  if (!(await couponExists(db, merchant.merchantId, couponId))) throw notFound();
  return merchant;
}

/** A page of the coupon's copies with their customers, newest first (a guide: its own customers' only). */
export async function couponClaimsPage(db: Db, scope: Scope, couponId: number, query: { page: number; pageSize: number; state?: CouponClaimState }) {
  const { merchantId, saleId } = await couponInScope(db, scope, couponId);
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const { rows, total } = await claimsOfCoupon(db, merchantId, saleId, couponId, query.state, window);
  return { list: rows.map(claimRowAnswer), total, page: query.page, pageSize: query.pageSize };
}

/** The columns of the copies' sheet, headed by `couponClaims.*` (resources/coupons/coupons.messages.ts). */
const SHEET_COLUMNS = ['customer_nickname', 'customer_phone', 'code', 'state', 'claimed_at', 'expires_at', 'used_at', 'order_number'] as const;

/**
 * The coupon's copies (every one the caller sees: a coupon has at most 1,000) as a one-sheet xlsx
 * in the reader's language, made in memory and answered at once (like the statistics' downloads);
 * times in the merchant's zone, text cells formula-safe (SECURITY.md §8).
 */
export async function couponClaimsSheet(db: Db, scope: Scope, couponId: number, state: CouponClaimState | undefined, language: Language): Promise<Buffer> {
  const { merchantId, saleId } = await couponInScope(db, scope, couponId);
  const { rows } = await claimsOfCoupon(db, merchantId, saleId, couponId, state, { limit: COUPON_TOTAL_MAX, offset: 0 });
  const zone = (await couponCounters(db, merchantId, couponId))?.time_zone ?? 'UTC';
  const time = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'medium' });
  const when = (value: Date | null) => (value === null ? null : time.format(value));
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(language, 'couponClaims.sheet').slice(0, 31));
  sheet.columns = SHEET_COLUMNS.map((key) => ({ header: translate(language, `couponClaims.${key}`), key, width: key === 'code' ? 14 : 20 }));
  for (const row of rows)
    sheet.addRow({
      customer_nickname: formulaSafe(row.customer_nickname),
      customer_phone: formulaSafe(row.customer_phone),
      code: row.code,
      state: translate(language, `couponClaims.states.${row.state}`),
      claimed_at: when(row.claimed_at),
      expires_at: when(row.expires_at),
      used_at: when(row.used_at),
      order_number: row.order_number,
    });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The coupon's claims and redemptions (its counters, the whole merchant's), the redemption rate
 * (used ÷ claimed) and both per day of the merchant's zone over the coupon's life.
 */
export async function couponSummaryOf(db: Db, scope: Scope, couponId: number): Promise<z.input<typeof couponSummary>> {
  const { merchantId } = merchantScope(scope);
  const counters = await couponCounters(db, merchantId, couponId);
  if (!counters) throw notFound();
  const days = await couponDays(db, merchantId, couponId, counters.time_zone, COUPON_SUMMARY_DAYS_MAX);
  const rate = counters.claimed ? counters.used / counters.claimed : 0;
  return { claimed: counters.claimed, used: counters.used, redemption_rate: Math.round(rate * 10_000) / 10_000, time_zone: counters.time_zone, days };
}
