import { DAY_MS } from '../../resources/constants.ts';
import type { CommodityAttribute } from '../../resources/commodities/commodity.schema.ts';
import type { Db } from '../db/database.ts';
import { demoFileUrl } from './demo-media.ts';

/** Demo goods (issue 5): a few per merchant, with attributes, SKUs, links, shelf and sharing states. */
interface DemoCommodity {
  name: string;
  price: number;
  attributes: CommodityAttribute[];
  parameters?: { name: string; value: string }[];
  onShelf?: boolean;
  submitted?: boolean;
  /** Store names of the merchant the goods are shared with; `all` for every store. */
  sharedWith?: 'all' | string[];
  /** Interface goods: the shop type they came from, and their id there. */
  origin?: { styleId: number; onlineId: string };
  linkedTo?: string[];
  deletedDaysAgo?: number;
}

const oakWalnut = { name: 'Colour', values: ['Oak', 'Walnut'] };
const PARAMETERS = [
  { name: 'Material', value: 'Solid wood' },
  { name: 'Warranty', value: '5 years' },
];

const COMMODITIES: Record<string, DemoCommodity[]> = {
  living: [
    {
      name: 'Oak bed',
      price: 3999,
      attributes: [oakWalnut, { name: 'Size', values: ['1.8m', '2.0m'] }],
      parameters: PARAMETERS,
      onShelf: true,
      submitted: true,
      sharedWith: 'all',
    },
    { name: 'Bedside table', price: 699, attributes: [oakWalnut], parameters: PARAMETERS, onShelf: true, linkedTo: ['Oak bed'] },
    {
      name: 'Fabric sofa',
      price: 5299,
      attributes: [
        { name: 'Colour', values: ['Grey', 'Blue'] },
        { name: 'Seats', values: ['2', '3'] },
      ],
      onShelf: true,
      sharedWith: ['Flagship'],
    },
    { name: 'Dining table', price: 2599, attributes: [{ name: 'Size', values: ['1.4m', '1.6m'] }], parameters: PARAMETERS },
    { name: 'Dining chair', price: 459, attributes: [{ name: 'Colour', values: ['Oak', 'White'] }], linkedTo: ['Dining table'] },
    { name: 'Floor lamp', price: 899, attributes: [], onShelf: true, origin: { styleId: 0, onlineId: 'TM-100234' } },
    { name: 'Wool rug', price: 1299, attributes: [{ name: 'Size', values: ['1.6m', '2.0m'] }], origin: { styleId: 12, onlineId: 'DM-5521' } },
    { name: 'Old armchair', price: 1599, attributes: [oakWalnut], deletedDaysAgo: 3 },
  ],
  second: [
    { name: 'Corner sofa', price: 6899, attributes: [{ name: 'Colour', values: ['Black', 'White'] }], onShelf: true },
    { name: 'Coffee table', price: 1099, attributes: [], onShelf: true },
    { name: 'Bookshelf', price: 1499, attributes: [{ name: 'Size', values: ['0.8m', '1.2m'] }] },
  ],
};

const ATTRIBUTE_LIBRARY: Record<string, [string, string[]][]> = {
  living: [
    ['Colour', ['Oak', 'Walnut', 'White', 'Grey', 'Blue']],
    ['Size', ['1.4m', '1.6m', '1.8m', '2.0m']],
    ['Seats', ['2', '3']],
  ],
  second: [['Colour', ['Black', 'White']]],
};

const PARAMETER_LIBRARY: Record<string, [string, string][]> = {
  living: [
    ['Brand', 'Demo Living'],
    ['Warranty', '5 years'],
    ['Delivery', 'Within 7 days'],
  ],
  second: [['Brand', 'Second Home']],
};

/** One SKU per combination of the attributes' values, each dearer than the last. */
function skusOf(goods: DemoCommodity) {
  if (!goods.attributes.length) return [];
  const combinations = goods.attributes.reduce<string[][]>(
    (all, attribute) => all.flatMap((pairs) => attribute.values.map((value) => [...pairs, `${attribute.name}:${value}`])),
    [[]],
  );
  return combinations.map((pairs, index) => ({
    prop_name: pairs.join(';'),
    offer: 10 + index,
    price: goods.price + index * 200,
    promoPrice: goods.price + index * 200 - 100,
  }));
}

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function rowOf(goods: DemoCommodity, merchantId: number, stores: Map<string, number>, merchantKey: string, ids: Map<string, number>) {
  const shared = goods.sharedWith;
  return {
    merchant_id: merchantId,
    name: goods.name,
    title: goods.name,
    source: goods.origin ? 'interface' : 'manual',
    origin_style_id: goods.origin?.styleId ?? null,
    online_goods_id: goods.origin?.onlineId ?? '',
    // A generated 750×750 picture each (spec §9 recommended goods cover), written at start.
    cover: demoFileUrl(`goods-cover-${slugOf(goods.name)}.jpg`),
    image: demoFileUrl(`goods-cover-${slugOf(goods.name)}.jpg`),
    detail_images: [demoFileUrl(`goods-detail-${slugOf(goods.name)}.jpg`)],
    stock: 20,
    price: goods.price,
    original_price: Math.round(goods.price * 1.2),
    attributes: JSON.stringify(goods.attributes),
    parameters: JSON.stringify(goods.parameters ?? []),
    skus: JSON.stringify(skusOf(goods)),
    linked_ids: JSON.stringify((goods.linkedTo ?? []).map((name) => ids.get(name))),
    on_shelf: goods.onShelf ?? false,
    status: goods.submitted ? 'submitted' : 'draft',
    visibility: shared === undefined ? 'none' : shared === 'all' ? 'all' : 'partial',
    visible_store_ids: JSON.stringify(Array.isArray(shared) ? shared.map((store) => stores.get(`${merchantKey}:${store}`)) : []),
    deleted_at: goods.deletedDaysAgo === undefined ? null : new Date(Date.now() - goods.deletedDaysAgo * DAY_MS),
  };
}

/** Seeds goods and both libraries for Demo Living and Second Home (their pictures are generated at start, demo-files.ts). */
export async function seedCommoditiesDemo(trx: Db, merchantIds: Map<string, number>, storeIds: Map<string, number>): Promise<void> {
  for (const [merchantKey, list] of Object.entries(COMMODITIES)) {
    const merchantId = merchantIds.get(merchantKey)!;
    const ids = new Map<string, number>();
    for (const goods of list) {
      const row = await trx
        .insertInto('commodities' as never)
        .values(rowOf(goods, merchantId, storeIds, merchantKey, ids) as never)
        .returning('id' as never)
        .executeTakeFirstOrThrow();
      ids.set(goods.name, (row as { id: number }).id);
    }
    for (const [name, values] of ATTRIBUTE_LIBRARY[merchantKey]) {
      await trx
        .insertInto('commodity_attributes' as never)
        .values({ merchant_id: merchantId, name, values } as never)
        .execute();
    }
    for (const [name, value] of PARAMETER_LIBRARY[merchantKey]) {
      await trx
        .insertInto('commodity_parameters' as never)
        .values({ merchant_id: merchantId, name, value } as never)
        .execute();
    }
  }
}
