import { z } from 'zod';
import { COMMODITY_VIDEO_NAME_MAX_LENGTH, SHOP_STYLE_IDS } from '../constants.ts';
import { defineResource } from '../engine/define-resource.ts';
import { UPLOAD_KINDS } from '../uploads/upload-kinds.ts';
import { field, type FieldOptions } from '../engine/fields.ts';
import { mediaSharingFields } from '../media/media-fields.ts';
import { httpLinkOrEmpty, mediaUrl, optionalMediaUrl } from '../media/media-url.ts';
import {
  checkCommodityBody,
  commodityShareSchema,
  commodityAttributesSchema,
  commodityParametersSchema,
  commoditySkusSchema,
  commoditySpecsSchema,
  linkedIdsSchema,
  moneySchema,
  VISIBILITIES,
} from './commodity.schema.ts';

export const COMMODITY_NAME_MAX_LENGTH = 50;
/** Image lists of one goods (detail pictures, 360° rotation frames); the spec gives no limit. */
export const COMMODITY_IMAGES_MAX = 100;
export const COMMODITY_SOURCES = ['manual', 'interface'] as const;
export const COMMODITY_STATUSES = ['draft', 'submitted'] as const;

const hidden: FieldOptions = { list: { defaultHidden: true } };
/**
 * Set only by the action routes or the server (API.md: state changes go through their own routes).
 * The options stay literal, so the body type leaves these fields out and widget names stay checked.
 */
const serverSet = <const O extends FieldOptions>(options: O) => ({ ...options, readOnly: true as const });
const label = (group: string) => (value: string | number) => ({ value, label: `resources.commodities.${group}.${value}` });

const text = (max: number, options: FieldOptions = hidden) => field.text(z.string().trim().max(max).default(''), options);
const mediaList = () => z.array(mediaUrl).max(COMMODITY_IMAGES_MAX).default([]);
/** Prices and the yield: numeric(12, 2), at least 0, absent until given. */
const optionalAmount = () => field.number(moneySchema.nullable().optional(), { ...hidden, unit: 'currency', section: 'prices' });
/**
 * Goods (spec §3 "Commodity"), page /content/commodityManagement. Deleted goods go to the recycle
 * bin (spec §4); shelf, submit, copy and public-library sharing are record actions whose server
 * side is `server/modules/commodities/commodities.actions.ts`.
 */
export const commodities = defineResource({
  name: 'commodities',
  route: '/content/commodityManagement',
  table: 'commodities',
  tenancy: 'merchant',
  titleField: 'name',
  deletion: 'soft',
  tagArea: 'commodity',
  // Spec §9: the goods excel may be up to 100 MB (the rows are still at most 100).
  import: { key: ['name'], maxBytes: UPLOAD_KINDS.excel.maxBytes },
  check: checkCommodityBody,
  // Fields without a section are basics. A form this long shows the sections as tabs.
  sections: ['basics', 'media', 'prices', 'attributes', 'visibility'],
  recordActions: [
    { name: 'shelve', action: 'shelve' },
    { name: 'unshelve', action: 'shelve' },
    { name: 'submit', action: 'submit' },
    { name: 'copy', action: 'copy' },
    { name: 'share', action: 'share', body: commodityShareSchema },
    { name: 'unshare', action: 'share' },
  ],
  // Two machines on one record: the review status and the shelf (spec §4).
  machines: {
    status: { states: COMMODITY_STATUSES, moves: [{ action: 'submit', from: ['draft'], to: 'submitted' }] },
    on_shelf: {
      states: [false, true],
      moves: [
        { action: 'shelve', from: [false], to: true },
        { action: 'unshelve', from: [true], to: false },
      ],
    },
  },
  fields: {
    name: field.text(z.string().trim().min(1).max(COMMODITY_NAME_MAX_LENGTH), { list: { sortable: true }, filter: 'like', search: true }),
    title: text(100, { ...hidden, search: true }),
    subtitle: text(100),
    short_title: text(30),
    // In the column chooser rather than the list at 1440 px: where goods came from is read in their details.
    source: field.select(z.enum(COMMODITY_SOURCES), COMMODITY_SOURCES.map(label('sources')), serverSet({ ...hidden, filter: 'eq' })),
    origin_style_id: field.select(
      z.union(SHOP_STYLE_IDS.map((id) => z.literal(id))).nullable(),
      SHOP_STYLE_IDS.map((id) => ({ value: id, label: `resources.shop-types.styles.${id}` })),
      serverSet({ ...hidden, filter: 'in' }),
    ),
    online_goods_id: text(64, { ...hidden, filter: 'like', search: true, help: 'resources.commodities.help.online_goods_id' }),
    specs: field.textarea(commoditySpecsSchema, { ...hidden, section: 'attributes' }),
    image: field.media(optionalMediaUrl, { kind: 'image' }, { list: false, section: 'media' }),
    // Spec §9: the goods cover is a 2 MB JPG/PNG, best square and at least 750×750.
    cover: field.media(optionalMediaUrl, { kind: 'cover', recommended: 'resources.commodities.coverRecommended' }, { list: { width: 72 }, section: 'media' }),
    detail_images: field.media(mediaList(), { kind: 'image', multiple: true, max: COMMODITY_IMAGES_MAX }, { list: false, section: 'media' }),
    rotate_images: field.media(
      mediaList(),
      { kind: 'image', multiple: true, max: COMMODITY_IMAGES_MAX },
      { list: false, section: 'media', help: 'resources.commodities.help.rotate_images' },
    ),
    video_url: field.media(optionalMediaUrl, { kind: 'video' }, { list: false, section: 'media' }),
    video_name: text(COMMODITY_VIDEO_NAME_MAX_LENGTH, { ...hidden, section: 'media' }),
    model_url: field.url(httpLinkOrEmpty, { list: false, section: 'media' }),
    stock: field.number(z.number().int().min(0).max(1_000_000_000).default(0), {
      list: { sortable: true },
      filter: 'range',
      unit: 'count',
      section: 'prices',
      help: 'resources.commodities.help.stock',
    }),
    price: field.number(moneySchema.default(0), { list: { sortable: true }, filter: 'range', unit: 'currency', section: 'prices' }),
    original_price: optionalAmount(),
    sale_price: optionalAmount(),
    unit_price: optionalAmount(),
    favorable_price: optionalAmount(),
    yield: field.number(moneySchema.nullable().optional(), { ...hidden, section: 'prices' }),
    attributes: field.json(commodityAttributesSchema.default([]), { list: false, widget: 'goods-attributes', section: 'attributes' }),
    parameters: field.json(commodityParametersSchema.default([]), { list: false, widget: 'goods-parameters', section: 'attributes' }),
    skus: field.json(commoditySkusSchema.default([]), { list: false, widget: 'goods-skus', section: 'attributes', help: 'resources.commodities.help.skus' }),
    hidden_ends: { ...mediaSharingFields('commodities').hidden_ends, section: 'visibility', help: 'resources.commodities.help.hidden_ends' },
    linked_ids: field.json(linkedIdsSchema.default([]), { list: false, widget: 'goods-links' }),
    on_shelf: field.switch(z.boolean(), serverSet({ filter: 'eq', section: 'visibility' })),
    status: field.select(z.enum(COMMODITY_STATUSES), COMMODITY_STATUSES.map(label('statuses')), serverSet({ filter: 'eq', section: 'visibility' })),
    visibility: field.select(z.enum(VISIBILITIES), VISIBILITIES.map(label('visibilities')), serverSet({ filter: 'eq', section: 'visibility' })),
    visible_store_ids: field.json(z.array(z.number()), serverSet({ list: false, readInLists: true, widget: 'goods-stores', section: 'visibility' })),
    upload_failed: field.switch(z.boolean(), serverSet({ ...hidden, filter: 'eq', section: 'media' })),
    sale_id: field.number(z.number().nullable(), serverSet({ list: false })),
  },
});
