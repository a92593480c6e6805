import { z } from 'zod';
import { couponCode } from '../../../resources/coupons/coupon-claims.schema.ts';
import { CUSTOMER_API_PREFIX, UPLOADED_BY_KEYWORD } from '../../../resources/customers/customer-api.schema.ts';
import { DIY_GOODS_MAX, DIY_NAME_MAX, diyWorks } from '../../../resources/diy-works/diy-works.resource.ts';
import { intentionOrders, ORDER_ITEMS_MAX, orderItemSchema } from '../../../resources/intention-orders/intention-orders.resource.ts';
import { mediaUrl } from '../../../resources/media/media-url.ts';
import { referencing } from '../../../resources/validation/references.ts';

// The customer-facing API's bodies and answers of intention orders and DIY works: those entities'
// own declarations (resources/intention-orders, resources/diy-works), narrowed to what a customer
// sends and reads. Composed here because resources/customers may not name another entity's folder.

const createOrder = intentionOrders.createSchema.shape;

/** An intention order as a customer sends it: goods and how many; names, prices and amount are the server's. */
export const customerOrderBody = z.strictObject({
  room: createOrder.room as z.ZodDefault<z.ZodString>,
  items: z
    .array(
      z.strictObject({
        commodity_id: referencing(orderItemSchema.shape.commodity_id.max(2_147_483_647), '/api/commodities'),
        quantity: orderItemSchema.shape.quantity,
      }),
    )
    .min(1)
    .max(ORDER_ITEMS_MAX),
  note: createOrder.note as z.ZodDefault<z.ZodString>,
  coupon_code: couponCode.optional().meta({
    description:
      "The code of one of the customer's unused coupon copies to apply (the order must reach its threshold and, when it names goods, hold one of them)",
  }),
});
export type CustomerOrderBody = z.infer<typeof customerOrderBody>;

/** An order as its customer reads it: the back office record without whose guide and store it is. */
export const customerOrderSchema = intentionOrders.recordSchema
  .omit({ merchant_id: true, sale_id: true, store_id: true, customer_id: true })
  .extend({ coupon_claim_id: z.number().int().nullable().optional().meta({ description: 'The coupon copy applied when the order was sent (`coupon_code`)' }) });
export const customerOrdersPage = z.object({ list: z.array(customerOrderSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** A DIY work as a customer submits it: its picture is one it uploaded; its plan and goods the merchant's. */
export const diyWorkBody = z.strictObject({
  name: z.string().trim().min(1).max(DIY_NAME_MAX),
  picture: mediaUrl.meta({
    description: 'The URL `POST /app-api/customer/diy-pictures` answered for this customer',
    [UPLOADED_BY_KEYWORD]: `${CUSTOMER_API_PREFIX}/diy-pictures`,
  }),
  plan_id: referencing(z.number().int().positive().max(2_147_483_647), '/api/plans').nullable().default(null),
  commodity_ids: referencing(z.array(z.number().int().positive().max(2_147_483_647)).max(DIY_GOODS_MAX), '/api/commodities').default([]),
});
export type DiyWorkBody = z.infer<typeof diyWorkBody>;

export const customerWorkSchema = diyWorks.recordSchema.omit({ merchant_id: true, sale_id: true, customer_id: true });
export const customerWorksPage = z.object({ list: z.array(customerWorkSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
