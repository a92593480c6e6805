import { z } from 'zod';

/**
 * A merchant's business terms (spec §3 provider-side shop fields, issue "Merchants"): its version,
 * what templates it may use, and its caps. The spec names them without values; our decision:
 * four versions, from a trial to the flagship, and three template privileges.
 */
export const MERCHANT_EDITIONS = ['trial', 'standard', 'professional', 'flagship'] as const;
export type MerchantEdition = (typeof MERCHANT_EDITIONS)[number];

/** none: no platform templates; basic: the free ones; all: every template of the platform. */
export const TEMPLATE_PRIVILEGES = ['none', 'basic', 'all'] as const;
export type TemplatePrivilege = (typeof TEMPLATE_PRIVILEGES)[number];

/** The largest cap a merchant may be given (a sanity bound, not the spec's). */
export const MERCHANT_CAP_MAX = 1_000_000;
/** The largest material capacity: 10 TiB, in bytes. */
export const MATERIAL_CAPACITY_MAX = 10 * 1024 ** 4;

/** A required cap (spec §5 "Shop required fields, which must not be empty"): a whole number, no default. */
export const capSchema = z.number().int().min(0).max(MERCHANT_CAP_MAX);

/** Material capacity in bytes, required like every cap. */
export const materialCapacitySchema = z.number().int().min(0).max(MATERIAL_CAPACITY_MAX);

/** What each cap bounds, for the one cap checker (server/modules/merchants/merchant-caps.ts). */
export const CAP_KINDS = ['goods', 'plan', 'template', 'account'] as const;
export type CapKind = (typeof CAP_KINDS)[number];

/** What a version gives a merchant (order centre: an edition order taking effect sets these). */
export interface EditionTerms {
  plan_cap: number;
  template_cap: number;
  goods_cap: number;
  account_quota: number;
  /** Bytes. */
  material_capacity: number;
  template_privilege: TemplatePrivilege;
  rendering: boolean;
}

const GIB = 1024 ** 3;

/**
 * Each version's terms. The spec names versions without their contents; ours grow from a trial
 * that can try everything a little to a flagship with real-time rendering. A merchant whose last
 * version ends falls back to the trial's terms.
 */
export const EDITION_TERMS: Readonly<Record<MerchantEdition, EditionTerms>> = {
  trial: { plan_cap: 20, template_cap: 5, goods_cap: 200, account_quota: 5, material_capacity: 2 * GIB, template_privilege: 'none', rendering: false },
  standard: {
    plan_cap: 100,
    template_cap: 20,
    goods_cap: 2_000,
    account_quota: 30,
    material_capacity: 10 * GIB,
    template_privilege: 'basic',
    rendering: false,
  },
  professional: {
    plan_cap: 300,
    template_cap: 50,
    goods_cap: 10_000,
    account_quota: 100,
    material_capacity: 50 * GIB,
    template_privilege: 'all',
    rendering: false,
  },
  flagship: {
    plan_cap: 1_000,
    template_cap: 200,
    goods_cap: 50_000,
    account_quota: 500,
    material_capacity: 200 * GIB,
    template_privilege: 'all',
    rendering: true,
  },
};

/**
 * Services sold on top of a version (order centre): each adds its quantity to one cap while its
 * period is in effect — plans, templates, accounts, or storage in GiB.
 */
export const SERVICES = ['plan-pack', 'template-pack', 'account-pack', 'storage-pack'] as const;
export type Service = (typeof SERVICES)[number];
export const SERVICE_CAPS: Readonly<Record<Service, { column: 'plan_cap' | 'template_cap' | 'account_quota' | 'material_capacity'; unit: number }>> = {
  'plan-pack': { column: 'plan_cap', unit: 1 },
  'template-pack': { column: 'template_cap', unit: 1 },
  'account-pack': { column: 'account_quota', unit: 1 },
  'storage-pack': { column: 'material_capacity', unit: GIB },
};

/** A merchant's sub-account quota (migration 015 bounds it at 100,000), required like every cap. */
export const accountQuotaSchema = z.number().int().min(0).max(100_000);

/** Spec §4 "Accounts and shops", §9: a merchant's expiry warns under this many days, and is "expired" past it. */
export const EXPIRY_WARNING_DAYS = 7;

/** A merchant's expiry status, as shops have theirs (spec §3): 0 in time (or no expiry), 3 due soon, 7 expired. */
export const MERCHANT_EXPIRY_STATUSES = [0, 3, 7] as const;
export type MerchantExpiryStatus = (typeof MERCHANT_EXPIRY_STATUSES)[number];

/** A merchant is enabled or disabled (migration 001); a disabled merchant's accounts are refused at the gate. */
export const MERCHANT_STATUSES = ['enabled', 'disabled'] as const;
