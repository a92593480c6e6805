import { z } from 'zod';
import { ROLE_TAGS } from '../constants.ts';

/** GET /api/user/seller/account: the merchant's info merged with its setting object (spec §3). */
export const sellerAccountSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    account_id: z.number().nullable(),
    overdue_time: z.iso.datetime().nullable(),
    /** Whole days until overdue_time (negative once lapsed); drives the expiry dialog (spec §9). */
    days_left: z.number().nullable(),
    status: z.enum(['enabled', 'disabled']),
    material_capacity: z.number(),
    /** The zone the merchant's statistics count days in (IANA name, whole-hour offsets only). */
    time_zone: z.string(),
    setting: z.record(z.string(), z.unknown()),
  })
  .nullable();

const numericId = z.coerce.number().int().positive();

/** GET /api/seller/saleInfo: look a shopping guide up by phone, sale id or account id; none → yourself. */
export const saleInfoQuerySchema = z.strictObject({
  phone: z.string().trim().min(1).max(30).optional(),
  saleId: numericId.optional(),
  seller_account_id: numericId.optional(),
});

export const saleInfoSchema = z.object({
  sale_id: z.number(),
  seller_account_id: z.number(),
  name: z.string(),
  nickname: z.string(),
  phone: z.string(),
  avatar: z.string(),
  business_card_title: z.string(),
  merchant_id: z.number(),
  merchant_name: z.string(),
  store_id: z.number().nullable(),
  store_name: z.string().nullable(),
  role_tag: z.enum(ROLE_TAGS),
});

/** GET /admin-api/kuxiaoju/merchant-setting/merchant-setting (boot API). */
export const merchantSettingSchema = z.object({
  merchant_id: z.number(),
  name: z.string(),
  setting: z.record(z.string(), z.unknown()),
});
