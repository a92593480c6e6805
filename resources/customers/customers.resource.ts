import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';

/** Where a customer first came from: a showroom channel (its identity's kind) or the back office. */
export const CUSTOMER_SOURCES = ['mini_program', 'h5', 'back_office'] as const;
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];

export const CUSTOMER_GENDERS = ['unknown', 'male', 'female'] as const;

/** The house styles a customer may say it likes (the same words the plans' style tags use in the demo). */
export const CUSTOMER_STYLES = ['', 'modern', 'nordic', 'chinese', 'european', 'american', 'japanese', 'industrial', 'minimalist', 'other'] as const;

/** The largest house area a customer may give, in m² (a sanity bound, not the spec's). */
export const HOUSE_AREA_MAX = 100_000;
export const CUSTOMER_NICKNAME_MAX = 50;

/**
 * A phone as spec §5 wants it (at least 3 digits); '' when the customer left none (a mini-program
 * visitor who never typed one). The server trims it first.
 */
export const customerPhone = z
  .string()
  .trim()
  .regex(/^(?:\d{3,20})?$/, { error: 'validation.phone' });

const options = <V extends string>(values: readonly V[], group: string) =>
  values.map((value) => ({ value, label: `resources.customers.${group}.${value || 'none'}` }));

/**
 * A merchant's customers (spec §3 "Customer"): the people who visit its showrooms, created when
 * they identify themselves through `/app-api/` (a mini-program login, or an H5 guest who leaves a
 * phone) or by hand in the back office. A customer is owned by the guide whose signed share link
 * it first arrived through (`sale_id`, with that guide's store), else by nobody: the merchant's
 * managers see it, guides do not (ACCESS.md "Data scopes"). Visits come from the statistics
 * rollups; orders are counted as they are written. Deleting one with intention orders is refused.
 */
export const customers = defineResource({
  name: 'customers',
  route: '/customManagement/customList',
  table: 'customers',
  tenancy: 'merchant',
  saleColumn: 'sale_id',
  titleField: 'nickname',
  defaultSort: '-id',
  deletion: 'hard',
  tagArea: 'customer',
  export: true,
  sections: ['basics', 'house', 'visits'],
  fields: {
    nickname: field.text(z.string().trim().min(1).max(CUSTOMER_NICKNAME_MAX), { list: { sortable: true, width: 140 }, search: true }),
    phone: field.text(customerPhone.default(''), { list: { width: 130 }, search: true }),
    gender: field.select(z.enum(CUSTOMER_GENDERS).default('unknown'), options(CUSTOMER_GENDERS, 'genders'), {
      filter: 'eq',
      list: { defaultHidden: true },
    }),
    source: field.select(z.enum(CUSTOMER_SOURCES), options(CUSTOMER_SOURCES, 'sources'), {
      readOnly: true,
      filter: 'eq',
      list: { defaultHidden: true, width: 120 },
    }),
    last_visit_at: field.datetime(z.string().nullable(), { readOnly: true, section: 'visits', list: { sortable: true }, filter: 'range' }),
    total_visits: field.number(z.number().int(), { readOnly: true, unit: 'count', section: 'visits', list: { sortable: true, width: 110 } }),
    orders_count: field.number(z.number().int(), { readOnly: true, unit: 'count', section: 'visits', list: { sortable: true, width: 100 } }),
    registered_at: field.datetime(z.string(), { readOnly: true, list: { sortable: true, defaultHidden: true }, filter: 'range' }),
    sale_id: field.reference(z.number().int().positive().nullable(), { readOnly: true, filter: 'eq', list: { width: 120 } }),
    store_id: field.reference(z.number().int().positive().nullable(), { readOnly: true, filter: 'eq', list: { defaultHidden: true } }),
    city: field.text(z.string().trim().max(40).default(''), { section: 'house', filter: 'like', list: { defaultHidden: true } }),
    address: field.text(z.string().trim().max(200).default(''), { section: 'house', list: { defaultHidden: true } }),
    house_area: field.number(z.number().min(0).max(HOUSE_AREA_MAX).nullable().default(null), {
      section: 'house',
      help: 'resources.customers.help.house_area',
      list: { defaultHidden: true },
    }),
    style: field.select(z.enum(CUSTOMER_STYLES).default(''), options(CUSTOMER_STYLES, 'styles'), {
      section: 'house',
      filter: 'eq',
      list: { defaultHidden: true },
    }),
    // The mini-program user (spec §2 `detail/{id}/{userId}`, §7 `mpUserId`): its identity's id, 0 for an H5 guest or a customer made here.
    mp_user_id: field.number(z.number().int(), { readOnly: true, list: false, readInLists: true, section: 'visits' }),
  },
});
