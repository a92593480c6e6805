import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { passwordRule } from '../session/session.schema.ts';
import { USERNAME_PATTERN } from '../shared/account-kinds.ts';
import {
  accountQuotaSchema,
  capSchema,
  MERCHANT_EDITIONS,
  MERCHANT_EXPIRY_STATUSES,
  MERCHANT_STATUSES,
  materialCapacitySchema,
  TEMPLATE_PRIVILEGES,
} from '../shared/merchant-terms.ts';
import { offsetDateTime } from '../validation/date-time.ts';
import { merchantTimeZoneField } from '../shared/merchant-time-zone.ts';

const options = (values: readonly (string | number)[], group: string) => values.map((value) => ({ value, label: `resources.merchants.${group}.${value}` }));
const digits = <const T extends readonly number[]>(values: T) => z.union(values.map((value) => z.literal(value)) as [z.ZodLiteral<T[number]>]);
// The caps are terms set now and then, in the column chooser; the list at 1440 px shows what is used.
const cap = (schema: z.ZodNumber, unit: 'count' | 'bytes' = 'count') =>
  field.number(schema, { unit, section: 'caps', list: { sortable: true, defaultHidden: true } });
const usage = () => field.number(z.number().int(), { unit: 'count', readOnly: true, section: 'caps' });

/**
 * Merchants and their business information (`/businessManagement/businessInfo`, issue 19): expiry,
 * state, version, maintainer, the caps (spec §3, §5: required) and what they use. The operator's
 * only. A new merchant comes with its master account; merchants are disabled, never deleted (their
 * data is everywhere). Disabling one or moving its expiry reaches its sessions at once.
 */
export const merchants = defineResource({
  name: 'merchants',
  route: '/businessManagement/businessInfo',
  table: 'merchant_rows',
  tenancy: 'platform',
  deletion: 'none',
  titleField: 'name',
  // Soonest expiry first: the merchants an operator must renew or chase lead the list.
  defaultSort: 'overdue_time',
  sections: ['basics', 'terms', 'caps'],
  fields: {
    name: field.text(z.string().trim().min(1).max(50), { list: { sortable: true }, filter: 'like', search: true }),
    master_username: field.text(z.string().trim().regex(USERNAME_PATTERN, { error: 'validation.username' }), { search: true, filter: 'like' }),
    password: field.password(passwordRule),
    overdue_time: field.datetime(offsetDateTime().nullable().default(null), {
      list: { sortable: true },
      filter: 'range',
      help: 'resources.merchants.help.overdue_time',
    }),
    // A filter, not a column: the expiry's own cell already says "Expires in 3 days" or "Expired"
    // (src/merchants/MerchantExpiry.tsx, as the detail page does), and a column beside it said it twice.
    expiry_status: field.select(digits(MERCHANT_EXPIRY_STATUSES), options(MERCHANT_EXPIRY_STATUSES, 'expiryStatuses'), {
      readOnly: true,
      filter: 'eq',
      list: false,
    }),
    status: field.select(z.enum(MERCHANT_STATUSES).default('enabled'), options(MERCHANT_STATUSES, 'statuses'), {
      filter: 'eq',
      list: { sortable: true },
      help: 'resources.merchants.help.status',
    }),
    edition: field.select(z.enum(MERCHANT_EDITIONS), options(MERCHANT_EDITIONS, 'editions'), { section: 'terms', filter: 'in', list: { sortable: true } }),
    maintainer_id: field.reference(z.number().int().positive().nullable().default(null), { section: 'terms', filter: 'eq', list: { defaultHidden: true } }),
    rendering: field.switch(z.boolean().default(false), { section: 'terms', list: { defaultHidden: true } }),
    template_privilege: field.select(z.enum(TEMPLATE_PRIVILEGES), options(TEMPLATE_PRIVILEGES, 'templatePrivileges'), {
      section: 'terms',
      list: { defaultHidden: true },
    }),
    goods_cap: cap(capSchema),
    plan_cap: cap(capSchema),
    template_cap: cap(capSchema),
    account_quota: cap(accountQuotaSchema),
    material_capacity: cap(materialCapacitySchema, 'bytes'),
    goods_count: usage(),
    sub_accounts: usage(),
    // The merchant itself, so the engine's audit entries name it (the detail page lists them).
    merchant_id: field.number(z.number().int(), { readOnly: true, hidden: true, list: false }),
    time_zone: merchantTimeZoneField(),
  },
});
