import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { mediaUrl } from '../media/media-url.ts';

export const DIY_NAME_MAX = 50;
/** Goods one work may name (a sanity bound, not the spec's). */
export const DIY_GOODS_MAX = 20;

/**
 * DIY works (spec §1 "DIY list"): designs customers make in the showroom apps and submit through
 * `/app-api/` with a picture. The back office only looks at them (`/customManagement/diyList`:
 * list, preview, export); a guide sees its own customers' works.
 */
export const diyWorks = defineResource({
  name: 'diy-works',
  route: '/customManagement/diyList',
  table: 'diy_works',
  tenancy: 'merchant',
  saleColumn: 'sale_id',
  titleField: 'name',
  defaultSort: '-id',
  deletion: 'none',
  writable: false,
  export: true,
  fields: {
    picture: field.media(mediaUrl, { kind: 'image' }, { list: { width: 90 } }),
    name: field.text(z.string().trim().min(1).max(DIY_NAME_MAX), { search: true, list: { sortable: true, width: 160 } }),
    customer_id: field.reference(z.number().int().positive(), { filter: 'eq', list: { width: 130 } }),
    sale_id: field.reference(z.number().int().positive().nullable(), { filter: 'eq', list: { width: 120 } }),
    plan_id: field.reference(z.number().int().positive().nullable(), { filter: 'eq', list: { width: 150 } }),
    commodity_ids: field.reference(z.array(z.number().int().positive()).max(DIY_GOODS_MAX), { multiple: true, list: { defaultHidden: true, width: 180 } }),
    // The list's own time column is when the work arrived (created_at, as in every read-only list); this one filters.
    submitted_at: field.datetime(z.string(), { filter: 'range', list: { sortable: true, defaultHidden: true } }),
  },
});
