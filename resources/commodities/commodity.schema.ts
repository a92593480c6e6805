import { z } from 'zod';
import { LINKED_COMMODITIES_MAX, OWN_PLATFORM_STYLE_ID } from '../constants.ts';
import {
  attributeNameSchema,
  attributeValuesSchema,
  parameterNameSchema,
  parameterValueSchema,
  withoutSpecForbidden,
} from '../shared/commodity-specs.schema.ts';
import { referencing } from '../validation/references.ts';
import { shareSchemaFor } from '../shared/public-library.ts';
import { STORE_OPTIONS_PATH } from './store-options-path.ts';

/**
 * The goods rules of spec §3 and §5, shared by the browser's forms and the server. The spec
 * vocabulary (attribute and parameter names and values) is the goods libraries' too, so it lives
 * in resources/shared/commodity-specs.schema.ts.
 */

export const COMMODITY_ATTRIBUTES_MAX = 20;
export const COMMODITY_PARAMETERS_MAX = 50;
export const COMMODITY_SKUS_MAX = 500;
/** numeric(12, 2) holds up to this. */
export const MONEY_MAX = 9_999_999_999.99;

const unique = (items: unknown[]) => new Set(items).size === items.length;

/** Reports every repeat of an item's key at `<index>.<key>`, so the form marks the repeated row. */
function uniqueBy<T>(key: keyof T & string, message: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      if (seen.has(item[key])) ctx.addIssue({ code: 'custom', path: [index, key], message });
      seen.add(item[key]);
    });
  };
}

/** The goods' free-text specs: up to 500 characters, under the attributes' rule. */
export const commoditySpecsSchema = withoutSpecForbidden(z.string().trim().max(500)).default('');

/** A goods' attributes `[{ name, values }]`: names unique (spec §5). */
export const commodityAttributesSchema = z
  .array(z.strictObject({ name: attributeNameSchema, values: attributeValuesSchema }))
  .max(COMMODITY_ATTRIBUTES_MAX)
  .superRefine(uniqueBy('name', 'validation.attributeNameExists'));

/** A goods' public parameters `[{ name, value }]`: names not repeated (spec §5). */
export const commodityParametersSchema = z
  .array(z.strictObject({ name: parameterNameSchema, value: parameterValueSchema.default('') }))
  .max(COMMODITY_PARAMETERS_MAX)
  .superRefine(uniqueBy('name', 'validation.parameterNameExists'));

export const moneySchema = z.number().min(0).max(MONEY_MAX);

/** `name:value` pairs joined by `;` (spec §3 prop_name); spaces around each part are ignored. */
export const PROP_NAME_PATTERN = /^[^:;]+:[^:;]+(;[^:;]+:[^:;]+)*$/;

/** One SKU (spec §3): its prop_name, the quantity on offer, its price and promotional price. */
export const skuSchema = z.strictObject({
  prop_name: z.string().trim().max(500).regex(PROP_NAME_PATTERN, { error: 'validation.skuPropName' }),
  offer: z.number().int().min(0).max(1_000_000_000).default(0),
  price: moneySchema,
  promoPrice: moneySchema.optional(),
});

/** A goods' SKUs: one per prop_name. Whether they name its attributes is `skuIssues`' job. */
export const commoditySkusSchema = z.array(skuSchema).max(COMMODITY_SKUS_MAX).superRefine(uniqueBy('prop_name', 'validation.duplicate'));

/** Linked products (spec §9: at most 10), each once; the server checks they are the merchant's. */
export const linkedIdsSchema = referencing(
  z.array(z.number().int().positive()).max(LINKED_COMMODITIES_MAX).refine(unique, { error: 'validation.duplicateValues' }),
  '/api/commodities',
);

export type CommodityAttribute = z.infer<typeof commodityAttributesSchema>[number];
export type Sku = z.infer<typeof skuSchema>;

/** The `name:value` pairs of a prop_name, trimmed. */
export function parsePropName(propName: string): { name: string; value: string }[] {
  return propName.split(';').map((pair) => {
    const [name = '', value = ''] = pair.split(':');
    return { name: name.trim(), value: value.trim() };
  });
}

/**
 * Spec §3: each `name:value` of a SKU's prop_name must be one of the goods' attributes and one of
 * its values, each attribute at most once. Answers the index of each failing SKU and why.
 */
export function skuIssues(attributes: readonly CommodityAttribute[], skus: readonly Pick<Sku, 'prop_name'>[]): { index: number; message: string }[] {
  const valuesOf = new Map(attributes.map((attribute) => [attribute.name, new Set(attribute.values)]));
  return skus.flatMap((sku, index) => {
    const pairs = parsePropName(sku.prop_name);
    if (!unique(pairs.map((pair) => pair.name))) return [{ index, message: 'validation.skuPropName' }];
    if (pairs.some((pair) => !valuesOf.get(pair.name)?.has(pair.value))) return [{ index, message: 'validation.skuUnknownSpec' }];
    return [];
  });
}

/** The goods' rule across fields: its SKUs name its attributes (create, replace and import bodies). */
export function checkCommodityBody(body: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const { index, message } of skuIssues((body.attributes ?? []) as CommodityAttribute[], (body.skus ?? []) as Sku[])) {
    ctx.addIssue({ code: 'custom', path: ['skus', index, 'prop_name'], message });
  }
}

/**
 * What goods on the shelf must have (issue 35): a price above 0 and a cover; a draft may lack both.
 * Answers each missing field's message and one message naming them all (what a row action or a
 * batch shows, where no form is open); none when the goods may go on the shelf.
 */
export function shelfIssues(goods: { price?: unknown; cover?: unknown }): { errors: Record<string, string[]>; message: string } | undefined {
  const priced = Number(goods.price ?? 0) > 0;
  const covered = typeof goods.cover === 'string' && goods.cover !== '';
  if (priced && covered) return undefined;
  const key = (which: string) => `resources.commodities.errors.shelfNeeds${which}`;
  const errors = { ...(priced ? {} : { price: [key('Price')] }), ...(covered ? {} : { cover: [key('Cover')] }) };
  return { errors, message: key(priced ? 'Cover' : covered ? 'Price' : 'PriceAndCover') };
}

/** Public-library visibility (spec §4): non-public, all visible, or partly visible by organisation. */
export { VISIBILITIES, type Visibility } from '../shared/public-library.ts';

/** Body of the share action: partial visibility needs at least one store (spec §5). */
export const commodityShareSchema = shareSchemaFor(STORE_OPTIONS_PATH);

/** Spec §5: only goods of the provider's own platform, or made by hand, may be copied. */
export function isCopyable(goods: { origin_style_id?: unknown }): boolean {
  return goods.origin_style_id === null || goods.origin_style_id === undefined || goods.origin_style_id === OWN_PLATFORM_STYLE_ID;
}
