import { z } from 'zod';
import { SHOP_STYLE_IDS } from '../constants.ts';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { mediaUrl } from '../media/media-url.ts';
import { accountQuotaSchema, capSchema, MERCHANT_EDITIONS, materialCapacitySchema, TEMPLATE_PRIVILEGES } from '../shared/merchant-terms.ts';
import { offsetDateTime } from '../validation/date-time.ts';
import { SHOP_FAIL_CODES } from './shop-failures.ts';
import { SHOP_EXPIRY_STATUSES, SHOP_MACHINE, SHOP_STATUSES } from './shop-status.ts';
import { merchantTimeZoneField } from '../shared/merchant-time-zone.ts';

/** Online channels (spec §3): default, Taobao, WeChat mini program, Youzan, micro mall, Weimob. */
export const SHOP_CHANNELS = [0, 1, 2, 3, 4, 5] as const;
/** Styles (spec §3): refreshing (simple) and technology. */
export const SHOP_STYLES = ['simple', 'technology'] as const;
/** Spec §5: a shop id is digits only; 30 is our bound. */
export const SHOP_ID_PATTERN = /^\d{1,30}$/;
/** A view's id, as the viewer and the mini-programs name it: a WeChat scene holds 32 characters, a UUID without its hyphens. */
export const VIEWUUID_PATTERN = /^([A-Za-z0-9]{1,32}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** The longest audit failure reason. */
export const SHOP_REASON_MAX = 200;

const digits = <const T extends readonly number[]>(values: T) => z.union(values.map((value) => z.literal(value)) as [z.ZodLiteral<T[number]>]);
const options = (values: readonly (string | number)[], group: string) =>
  values.map((value) => ({ value, label: `resources.marketplace-shops.${group}.${value}` }));
const cap = (schema: z.ZodNumber = capSchema, unit: 'count' | 'bytes' = 'count') =>
  field.number(schema, { unit, section: 'caps', list: { sortable: true, defaultHidden: true } });

/**
 * Marketplace shops (spec §3 "Shop", §7 "Shops"): the operator's list at
 * `/businessManagement/shopManagement`, served at the spec's `/api/taobao/shop`. Status moves only
 * through the audit, change-status and add-token actions (resources/shops/shop-status.ts), and the
 * open/close switch runs as a job. The terms and caps shown with a shop are its merchant's: editing
 * them here edits the merchant (migration 016's view writes them there).
 */
export const marketplaceShops = defineResource({
  name: 'marketplace-shops',
  route: '/businessManagement/shopManagement',
  path: '/api/taobao/shop',
  table: 'marketplace_shop_rows',
  tenancy: 'platform',
  titleField: 'name',
  defaultSort: '-id',
  sections: ['basics', 'marketplace', 'terms', 'caps'],
  recordActions: [
    {
      name: 'audit',
      action: 'audit',
      body: z.strictObject({ status: digits([0, 1, 2] as const), reason: z.string().trim().max(SHOP_REASON_MAX).default('') }),
    },
    { name: 'change-status', action: 'status', path: '/api/taobao/shop/change/status/{id}', body: z.strictObject({ status: digits(SHOP_STATUSES) }) },
    { name: 'add-token', action: 'status', path: '/api/taobao/shop/add/token/{id}', body: z.strictObject({ token: z.string().trim().min(1).max(500) }) },
    { name: 'switch', action: 'status', body: z.strictObject({ opened: z.boolean() }) },
  ],
  machines: { status: SHOP_MACHINE },
  fields: {
    // At 1440 px the list shows name, status (its tag and a failure's reason), expiry, merchant,
    // shop type and expiry date; the other columns wait in the column chooser.
    name: field.text(z.string().trim().min(1).max(50), { list: { sortable: true, width: 150 }, filter: 'like', search: true }),
    // One status or all (spec §3: the filter list has an "all" entry with an empty value, `status=`).
    status: field.select(digits(SHOP_STATUSES), options(SHOP_STATUSES, 'statuses'), { readOnly: true, filter: 'eq', list: { sortable: true, width: 200 } }),
    fail_reason: field.text(z.string(), { readOnly: true, list: { defaultHidden: true } }),
    // Why it failed, worded in each language; `fail_reason` is the failure's own text (resources/shops/shop-failures.ts).
    fail_code: field.select(z.union([z.enum(SHOP_FAIL_CODES), z.literal('')]), options(SHOP_FAIL_CODES, 'failCodes'), { readOnly: true, list: false }),
    expiry_status: field.select(digits(SHOP_EXPIRY_STATUSES), options(SHOP_EXPIRY_STATUSES, 'expiryStatuses'), {
      readOnly: true,
      filter: 'eq',
      list: { width: 110 },
    }),
    merchant_id: field.reference(z.number().int().positive(), { filter: 'eq', list: { sortable: true, width: 130 } }),
    shop_id: field.text(z.string().trim().regex(SHOP_ID_PATTERN, { error: 'validation.shopId' }), {
      search: true,
      filter: 'like',
      list: { defaultHidden: true },
    }),
    liaison: field.text(z.string().trim().min(1).max(20), { search: true, list: { defaultHidden: true } }),
    licence: field.media(z.union([mediaUrl, z.literal('')]).default(''), { kind: 'image' }, { list: false }),
    expire_at: field.datetime(offsetDateTime(), { list: { sortable: true }, filter: 'range' }),
    style_id: field.select(
      digits(SHOP_STYLE_IDS),
      SHOP_STYLE_IDS.map((id) => ({ value: id, label: `resources.shop-types.styles.${id}` })),
      { section: 'marketplace', filter: 'in', list: {} },
    ),
    channel: field.select(digits(SHOP_CHANNELS).default(0), options(SHOP_CHANNELS, 'channels'), {
      section: 'marketplace',
      filter: 'in',
      list: { defaultHidden: true },
    }),
    style: field.select(z.enum(SHOP_STYLES).default('simple'), options(SHOP_STYLES, 'styles'), { section: 'marketplace', list: { defaultHidden: true } }),
    viewuuid: field.text(z.union([z.string().trim().regex(VIEWUUID_PATTERN, { error: 'validation.viewuuid' }), z.literal('')]).default(''), {
      section: 'marketplace',
      list: { defaultHidden: true },
    }),
    opened: field.switch(z.boolean(), { readOnly: true, section: 'marketplace', list: { defaultHidden: true } }),
    switching: field.select(z.enum(['opening', 'closing']).nullable(), options(['opening', 'closing'], 'switching'), {
      readOnly: true,
      section: 'marketplace',
      list: false,
      readInLists: true,
    }),
    authorised_at: field.datetime(z.string().nullable(), { readOnly: true, section: 'marketplace', list: { defaultHidden: true } }),
    edition: field.select(z.enum(MERCHANT_EDITIONS), options(MERCHANT_EDITIONS, 'editions'), { section: 'terms', filter: 'in', list: { defaultHidden: true } }),
    maintainer_id: field.reference(z.number().int().positive().nullable().default(null), { section: 'terms', list: { defaultHidden: true } }),
    rendering: field.switch(z.boolean().default(false), { section: 'terms', list: { defaultHidden: true } }),
    template_privilege: field.select(z.enum(TEMPLATE_PRIVILEGES), options(TEMPLATE_PRIVILEGES, 'templatePrivileges'), {
      section: 'caps',
      list: { defaultHidden: true },
    }),
    plan_cap: cap(),
    template_cap: cap(),
    material_capacity: cap(materialCapacitySchema, 'bytes'),
    account_cap: cap(accountQuotaSchema),
    time_zone: merchantTimeZoneField(),
  },
});
