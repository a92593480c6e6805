import { z } from 'zod';
import { ACCOUNT_KINDS, ACCOUNT_STATUSES } from '../shared/account-kinds.ts';
import { merchants } from './merchants.resource.ts';

/** How many of each list the detail page shows: the newest audit entries, every shop and account up to a bound. */
export const MERCHANT_DETAIL_LIMITS = { shops: 200, accounts: 500, audit: 20, orders: 50 } as const;

/** `GET /api/merchants/:id/detail`: what the merchant detail page shows (issue 19). */
export const merchantDetailPath = (id: number | string) => `${merchants.path}/${id}/detail`;

const usage = z.object({ used: z.number().nullable().describe('null: not counted yet (the kind has not arrived)'), cap: z.number() });

export const merchantDetailSchema = z.object({
  merchant: merchants.recordSchema,
  time_zone: z.string().describe('The zone its statistics count days in; the merchant sets it under App settings'),
  shops: z.array(z.object({ id: z.number(), name: z.string(), shop_id: z.string(), status: z.number(), expire_at: z.string() })),
  accounts: z.array(
    z.object({
      id: z.number(),
      username: z.string(),
      name: z.string(),
      kind: z.enum(ACCOUNT_KINDS),
      status: z.enum(ACCOUNT_STATUSES),
      store_name: z.string().nullable(),
      role_name: z.string().nullable(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.number(),
      number: z.string(),
      product: z.enum(['edition', 'service']),
      edition: z.string().nullable(),
      service: z.string().nullable(),
      quantity: z.number(),
      amount: z.number(),
      period: z.number().nullable(),
      periods: z.number(),
      instance_status: z.string().nullable(),
      period_ends_at: z.string().nullable(),
    }),
  ),
  usage: z.object({ goods: usage, plans: usage, templates: usage, accounts: usage, materialBytes: usage }),
  audit: z.array(
    z.object({
      id: z.number(),
      entity: z.string(),
      record_id: z.number(),
      record_title: z.string().nullable(),
      action: z.string(),
      account_name: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type MerchantDetail = z.infer<typeof merchantDetailSchema>;
