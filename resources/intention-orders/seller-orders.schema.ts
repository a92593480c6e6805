import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { refinePageWindow } from '../validation/page-window.ts';
import { intentionOrders } from './intention-orders.resource.ts';

/** Spec §7 `GET /api/seller/customer/intentionOrder/{mpUserId}`: one mini-program user's intention orders. */
export const SELLER_CUSTOMER_ORDERS_PATH = '/api/seller/customer/intentionOrder/:mpUserId';

export const sellerOrdersParams = z.strictObject({ mpUserId: z.coerce.number<string>().int().positive() });

export const sellerOrdersQuery = z
  .strictObject({
    page: z.coerce.number<string>().int().min(1).default(1),
    pageSize: z.coerce.number<string>().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .superRefine(refinePageWindow);

export const sellerOrdersPage = z.object({
  list: z.array(intentionOrders.recordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
