import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { dateTimeInput } from '../validation/date-time.ts';
import type { Machine } from '../engine/machines.ts';

/** Spec §5's coupon limits. */
export const COUPON_VALUE_MAX = 100_000;
export const COUPON_TOTAL_MAX = 1_000;
/** Goods and plans one coupon may apply to (spec §9 "linked products 10"). */
export const COUPON_TARGETS_MAX = 10;
/** The longest a coupon stays valid after its claim, in days (a sanity bound, not the spec's). */
export const COUPON_VALID_DAYS_MAX = 365;
/** A new coupon is valid for this many days from each claim unless it says otherwise. */
export const COUPON_VALID_DAYS_DEFAULT = 30;

/** The stored states; `ended` is derived (validity over, or every copy claimed). */
export const COUPON_STATUSES = ['draft', 'live', 'paused', 'deleted'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_SHOWN_STATUSES = [...COUPON_STATUSES, 'ended'] as const;

/** How long a claimed copy is valid: within a fixed date range, or for N days from its claim. */
export const COUPON_VALIDITIES = ['range', 'days'] as const;
/** What it applies to: everything the merchant sells, or the goods or plans it names. */
export const COUPON_SCOPES = ['all', 'goods', 'plans'] as const;
/**
 * Where a showroom shows the coupon (spec §3 "display places"; the list is ours, README
 * "Marketing"): the app's home page, a goods detail page, the plan viewer, an activity's page,
 * the customer's own centre, and the checkout of an intention order.
 */
export const COUPON_PLACES = ['app_home', 'goods_detail', 'plan_viewer', 'activity_page', 'customer_centre', 'order_checkout'] as const;

/**
 * The coupon's machine (spec §4): a draft goes live when published; a live coupon is paused and
 * resumed; any coupon may be deleted, which is a state of its own (the record stays, its claimed
 * copies stay usable within their validity). `ended` is derived and never targeted: a live or
 * paused coupon whose validity is over, or whose every copy is claimed, shows it; it can still be
 * deleted.
 */
export const COUPON_MACHINE: Machine<CouponStatus, 'ended'> = {
  states: COUPON_STATUSES,
  moves: [
    { action: 'publish', from: ['draft'], to: 'live' },
    { action: 'pause', from: ['live'], to: 'paused' },
    { action: 'resume', from: ['paused'], to: 'live' },
    { action: 'remove', from: ['draft', 'live', 'paused', 'ended'], to: 'deleted' },
  ],
  derived: [{ state: 'ended', from: ['live', 'paused'], when: { any: [{ passed: 'valid_until' }, { reached: 'claimed_count', of: 'total' }] } }],
};

const options = (values: readonly string[], group: string) => values.map((value) => ({ value, label: `resources.coupons.${group}.${value}` }));
const amount = z.number().min(1).max(COUPON_VALUE_MAX);
const targets = z.array(z.number().int().positive()).max(COUPON_TARGETS_MAX).default([]);
const issue = (ctx: z.RefinementCtx, path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

/**
 * Cash coupons (spec §3 "Coupon", §4, §5): a merchant's promotion its customers claim through
 * `/app-api/` and redeem on an intention order or by code at the store. Claims are counted in one
 * locked transaction each (server/modules/coupons), never read-then-write.
 */
export const coupons = defineResource({
  name: 'coupons',
  route: '/marketingManagement/couponManagement',
  table: 'coupons',
  tenancy: 'merchant',
  titleField: 'name',
  defaultSort: '-id',
  deletion: 'none',
  export: true,
  sections: ['basics', 'validity', 'targets'],
  recordActions: [
    { name: 'publish', action: 'publish' },
    { name: 'pause', action: 'pause' },
    { name: 'resume', action: 'resume' },
    { name: 'remove', action: 'delete' },
  ],
  machines: { status: COUPON_MACHINE },
  check: (body, ctx) => {
    const par = body.par_value as number | undefined;
    const threshold = body.threshold as number | undefined;
    if (par !== undefined && threshold !== undefined && threshold < par) issue(ctx, 'threshold', 'validation.couponThresholdBelowPar');
    const total = body.total as number | undefined;
    const limit = body.per_person_limit as number | undefined;
    if (total !== undefined && limit !== undefined && limit > total) issue(ctx, 'per_person_limit', 'validation.couponLimitAboveTotal');
    if (body.validity === 'range') {
      if (!body.valid_from) issue(ctx, 'valid_from', 'validation.required');
      if (!body.valid_until) issue(ctx, 'valid_until', 'validation.required');
      if (body.valid_from && body.valid_until && Date.parse(String(body.valid_until)) <= Date.parse(String(body.valid_from)))
        issue(ctx, 'valid_until', 'validation.couponRangeOrder');
    }
    if (body.validity === 'days' && !body.valid_days) issue(ctx, 'valid_days', 'validation.required');
    const goods = (body.commodity_ids as number[] | undefined) ?? [];
    const plans = (body.plan_ids as number[] | undefined) ?? [];
    if (body.scope === 'goods' && !goods.length) issue(ctx, 'commodity_ids', 'validation.required');
    if (body.scope === 'plans' && !plans.length) issue(ctx, 'plan_ids', 'validation.required');
    // Goods or plans of the scope not chosen are dropped by the server (coupons.server.ts), so switching the scope needs no clearing first.
  },
  fields: {
    name: field.text(z.string().trim().min(1).max(50), { list: { sortable: true, width: 160 }, search: true }),
    status: field.select(z.enum(COUPON_SHOWN_STATUSES), options(COUPON_SHOWN_STATUSES, 'statuses'), { readOnly: true, filter: 'in', list: { width: 100 } }),
    par_value: field.number(amount, { unit: 'currency', list: { sortable: true, width: 110 } }),
    threshold: field.number(amount, { unit: 'currency', help: 'resources.coupons.help.threshold', list: { width: 110 } }),
    total: field.number(z.number().int().min(1).max(COUPON_TOTAL_MAX), { unit: 'count', list: { width: 90 } }),
    per_person_limit: field.number(z.number().int().min(1).max(COUPON_TOTAL_MAX).default(1), { unit: 'count', list: { defaultHidden: true } }),
    claimed_count: field.number(z.number().int(), { readOnly: true, unit: 'count', list: { sortable: true, width: 90 } }),
    used_count: field.number(z.number().int(), { readOnly: true, unit: 'count', list: { width: 90 } }),
    validity: field.select(z.enum(COUPON_VALIDITIES).default('days'), options(COUPON_VALIDITIES, 'validities'), {
      section: 'validity',
      list: { defaultHidden: true },
    }),
    valid_from: field.datetime(dateTimeInput().nullable().default(null), { section: 'validity', list: { defaultHidden: true } }),
    valid_until: field.datetime(dateTimeInput().nullable().default(null), { section: 'validity', filter: 'range', list: { sortable: true } }),
    valid_days: field.number(z.number().int().min(1).max(COUPON_VALID_DAYS_MAX).nullable().default(COUPON_VALID_DAYS_DEFAULT), {
      section: 'validity',
      help: 'resources.coupons.help.valid_days',
      list: { defaultHidden: true },
    }),
    instructions: field.textarea(z.string().trim().max(500).default(''), { list: false }),
    display_places: field.stringList(z.array(z.enum(COUPON_PLACES)).max(COUPON_PLACES.length).default([]), {
      options: options(COUPON_PLACES, 'places'),
      list: { defaultHidden: true },
    }),
    scope: field.select(z.enum(COUPON_SCOPES).default('all'), options(COUPON_SCOPES, 'scopes'), { section: 'targets', list: { defaultHidden: true } }),
    commodity_ids: field.reference(targets, { multiple: true, referencesWhen: { scope: 'goods' }, section: 'targets', list: false }),
    plan_ids: field.reference(targets, { multiple: true, referencesWhen: { scope: 'plans' }, section: 'targets', list: false }),
  },
});
