import { z } from 'zod/mini';
import { DEFAULT_PAGE_SIZE } from '../constants/constants.ts';
import { envelopeSchema, paginatorSchema } from '../envelope/envelope.ts';
import { intField, MAX_ID } from '../validation/query-params.ts';
import { orderItemSchema, orderItemStatusSchema } from './order-detail.ts';

/** The vendor's and admin's lists take at most this many rows a page (the pagination offers 10, 25, 50). */
export const ORDER_LIST_MAX_PAGE_SIZE = 50;

/**
 * `GET /api/vendor/order_items?status=&page=&per_page=`: the signed-in vendor's items across every
 * order, newest first, only their own; `status` (empty: all) keeps one of the 14 statuses.
 */
export const vendorOrderItemQuerySchema = z.object({
  page: z._default(intField('page', 1, MAX_ID), 1),
  per_page: z._default(intField('per page', 1, ORDER_LIST_MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
  status: z.optional(z.union([orderItemStatusSchema, z.literal('')])),
});
export type VendorOrderItemQuery = z.input<typeof vendorOrderItemQuerySchema>;

/**
 * A row of the vendor's Order items: the item as its vendor sees it (`profit` = final_price × qty,
 * negative for returns, spec §6) with its order's number and when it was placed.
 */
export const vendorOrderItemSchema = z.extend(orderItemSchema, {
  order_number: z.string(),
  /** ISO date-time the order was placed. */
  ordered_at: z.string(),
});
export type VendorOrderItem = z.infer<typeof vendorOrderItemSchema>;
export const vendorOrderItemPageResponseSchema = envelopeSchema(paginatorSchema(vendorOrderItemSchema));
export type VendorOrderItemPageResponse = z.infer<typeof vendorOrderItemPageResponseSchema>;
