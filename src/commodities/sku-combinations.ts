import { type CommodityAttribute, parsePropName, type Sku } from '../../resources/commodities/commodity.schema.ts';

/** A SKU row as the editor holds it: numbers may be cleared (null) while typing. */
export interface SkuRow {
  prop_name: string;
  offer?: number | null;
  price?: number | null;
  promoPrice?: number | null;
}

type AttributeRow = Partial<CommodityAttribute> | null | undefined;

/** The attributes that can name a SKU: a name and at least one value, trimmed, each value once. */
export function usableAttributes(rows: readonly AttributeRow[] | undefined): CommodityAttribute[] {
  return (rows ?? []).flatMap((row) => {
    const name = row?.name?.trim() ?? '';
    const values = [...new Set((row?.values ?? []).map((value) => value.trim()).filter(Boolean))];
    return name && values.length ? [{ name, values }] : [];
  });
}

/** Every combination of the attributes' values as prop_names (`name:value;name:value`, spec §3). */
export function propNames(attributes: readonly CommodityAttribute[]): string[] {
  if (!attributes.length) return [];
  return attributes
    .reduce<string[][]>((combos, attribute) => combos.flatMap((combo) => attribute.values.map((value) => [...combo, `${attribute.name}:${value}`])), [[]])
    .map((pairs) => pairs.join(';'));
}

/**
 * One row per combination, in attribute order: rows that already exist keep their offer and
 * prices (matched by prop_name), new ones start with no stock at the goods' price.
 */
export function generateSkus(attributes: readonly CommodityAttribute[], existing: readonly SkuRow[], price: number | null | undefined): SkuRow[] {
  const byName = new Map(existing.map((row) => [row.prop_name, row]));
  return propNames(attributes).map((prop_name) => byName.get(prop_name) ?? { prop_name, offer: 0, price: price ?? 0 });
}

/** True when the rows are exactly the attributes' combinations (in any order). */
export function matchesAttributes(attributes: readonly CommodityAttribute[], rows: readonly SkuRow[]): boolean {
  const wanted = new Set(propNames(attributes));
  return rows.length === wanted.size && rows.every((row) => wanted.has(row.prop_name));
}

/** The wire SKU of a row: cleared numbers are left out (offer defaults to 0, promoPrice is optional). */
export function skuFromRow(row: SkuRow): Partial<Sku> {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null && value !== undefined)) as Partial<Sku>;
}

/** The `name: value` pairs of a prop_name, for display. */
export const propPairs = (propName: string) => parsePropName(propName).filter((pair) => pair.name || pair.value);
