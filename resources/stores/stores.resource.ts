import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { mediaUrl } from '../media/media-url.ts';
import { businessHoursSchema } from './business-hours.ts';

/** Spec §9: a store holds at most 9 photos. */
export const STORE_PHOTOS_MAX = 9;
/** The most holders a store cap may allow (a sanity bound, not the spec's). */
export const STORE_CAP_MAX = 10_000;

const cap = (fallback: number) =>
  field.number(z.number().int().min(0).max(STORE_CAP_MAX).default(fallback), { unit: 'count', section: 'caps', list: { sortable: true } });

/**
 * Stores, or classes in the school wording (spec §3): where a merchant's managers and guides work.
 * The caps bound how many store managers and guides it may hold (spec §6, §8). Deleting a store
 * that still has accounts is refused; its department, if it came from one, stays.
 */
export const stores = defineResource({
  name: 'stores',
  route: '/content/storeManagement',
  table: 'stores',
  tenancy: 'merchant',
  titleField: 'name',
  defaultSort: 'name',
  import: { key: ['name'] },
  sections: ['basics', 'media', 'hours', 'caps'],
  fields: {
    name: field.text(z.string().trim().min(1).max(50), { list: { sortable: true }, filter: 'like', search: true }),
    address: field.text(z.string().trim().min(1).max(200), { search: true, filter: 'like' }),
    custom_address: field.switch(z.boolean().default(false), { help: 'resources.stores.help.custom_address', list: { defaultHidden: true } }),
    header_image: field.media(z.union([mediaUrl, z.literal('')]).default(''), { kind: 'cover' }, { section: 'media' }),
    photos: field.media(
      z.array(mediaUrl).max(STORE_PHOTOS_MAX).default([]),
      { kind: 'image', multiple: true, max: STORE_PHOTOS_MAX },
      { list: false, section: 'media' },
    ),
    album_id: field.reference(z.number().int().positive().nullable().default(null), { section: 'media', list: { defaultHidden: true } }),
    business_hours: field.json(businessHoursSchema.default([]), { widget: 'business-hours', list: false, section: 'hours' }),
    manager_cap: cap(5),
    guide_cap: cap(50),
    // The department the store is in the merchant's tree (one store per department). Picked when the
    // store is made (left empty, the server adds one of the store's name at the top); the tree beside
    // the list filters by it, a department keeping the stores of its subdepartments too.
    // In the column chooser: beside the department tree the list is narrow at 1440 px, and the tree says where the stores are.
    department_id: field.reference(z.number().int().positive().nullable().default(null), {
      list: { defaultHidden: true },
      createOnly: true,
      filter: 'in',
      help: 'resources.stores.help.department_id',
    }),
  },
});
