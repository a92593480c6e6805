import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { MERCHANT_EDITIONS, SERVICES } from '../shared/merchant-terms.ts';
import { INSTANCE_STATUSES } from './order-instance-status.ts';
import { merchantTimeZoneField } from '../shared/merchant-time-zone.ts';

/** The largest order amount (currency, two decimals). */
export const ORDER_AMOUNT_MAX = 9_999_999_999.99;
export const PERIOD_MONTHS_MAX = 36;
export const PERIODS_MAX = 10;

const options = (values: readonly string[], group: string) => values.map((value) => ({ value, label: `resources.orders.${group}.${value}` }));
const instance = z.object({ id: z.number().int(), seq: z.number().int(), status: z.enum(INSTANCE_STATUSES), starts_at: z.string(), ends_at: z.string() });

/**
 * The order centre (`/orderCenter/index`): orders for merchants' versions and services. An order
 * runs `periods` periods of `period_months` months, one instance per period: the first takes
 * effect when the order is made, each next one when the one before expires normally. Freezing,
 * unfreezing and ending early are actions on the order's current instance. Once made, only an
 * order's amount and note change; orders are never deleted (they are the merchant's history).
 */
export const orders = defineResource({
  name: 'orders',
  route: '/orderCenter/index',
  table: 'order_rows',
  tenancy: 'platform',
  titleField: 'number',
  defaultSort: '-id',
  deletion: 'none',
  recordActions: [
    { name: 'freeze', action: 'status' },
    { name: 'unfreeze', action: 'status' },
    { name: 'end', action: 'status' },
  ],
  check: (body, ctx) => {
    if (body.product === 'edition' && !body.edition) ctx.addIssue({ code: 'custom', path: ['edition'], message: 'validation.required' });
    if (body.product === 'service' && !body.service) ctx.addIssue({ code: 'custom', path: ['service'], message: 'validation.required' });
    if (body.product === 'edition' && body.service) ctx.addIssue({ code: 'custom', path: ['service'], message: 'validation.orderOneProduct' });
    if (body.product === 'service' && body.edition) ctx.addIssue({ code: 'custom', path: ['edition'], message: 'validation.orderOneProduct' });
  },
  fields: {
    number: field.text(z.string(), { readOnly: true, list: { sortable: true }, search: true, filter: 'like' }),
    merchant_id: field.reference(z.number().int().positive(), { filter: 'eq', list: { sortable: true } }),
    // The current period and every period on hover; in the column chooser, as the period's state and end are in the list.
    period: field.number(z.number().int().nullable(), { readOnly: true, list: { defaultHidden: true } }),
    instance_status: field.select(z.enum(INSTANCE_STATUSES).nullable(), options(INSTANCE_STATUSES, 'statuses'), { readOnly: true, filter: 'in' }),
    period_starts_at: field.datetime(z.string().nullable(), { readOnly: true, list: { defaultHidden: true } }),
    period_ends_at: field.datetime(z.string().nullable(), { readOnly: true, list: { sortable: true }, filter: 'range' }),
    // Which of edition and service is bought: the one of the two columns filled says it, so this one is in the column chooser.
    product: field.select(z.enum(['edition', 'service']), options(['edition', 'service'], 'products'), { filter: 'eq', list: { defaultHidden: true } }),
    edition: field.select(z.enum(MERCHANT_EDITIONS).nullable().default(null), options(MERCHANT_EDITIONS, 'editions'), { filter: 'in' }),
    service: field.select(z.enum(SERVICES).nullable().default(null), options(SERVICES, 'services'), { filter: 'in' }),
    quantity: field.number(z.number().int().min(1).max(100_000).default(1), {
      unit: 'count',
      help: 'resources.orders.help.quantity',
      list: { defaultHidden: true },
    }),
    amount: field.number(z.number().min(0).max(ORDER_AMOUNT_MAX), { unit: 'currency', list: { sortable: true }, filter: 'range' }),
    period_months: field.number(z.number().int().min(1).max(PERIOD_MONTHS_MAX), { help: 'resources.orders.help.period_months', list: { defaultHidden: true } }),
    periods: field.number(z.number().int().min(1).max(PERIODS_MAX).default(1), { unit: 'count', list: { defaultHidden: true } }),
    note: field.textarea(z.string().trim().max(500).default(''), { list: { defaultHidden: true } }),
    created_by_name: field.text(z.string(), { readOnly: true, list: { defaultHidden: true } }),
    instances: field.json(z.array(instance), { readOnly: true, list: false, readInLists: true }),
    time_zone: merchantTimeZoneField(),
  },
});
