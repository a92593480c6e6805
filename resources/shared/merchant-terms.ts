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
