import { DEFAULT_PAGE_SIZE, envelopeSchema, intField, MAX_ID, positiveIdField } from '@showroom/contract';
import { z } from 'zod/mini';
import { orderItemSchema, orderItemStatusSchema } from './order-detail.ts';

const MAX_PAGE_SIZE = 100;

/** `GET /api/orders?page=&per_page=`: the signed-in homeowner's orders, newest first (spec pagination). */
export const orderListQuerySchema = z.object({
  page: z._default(intField('page', 1, MAX_ID), 1),
  per_page: z._default(intField('per page', 1, MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/**
 * Path parameter of the calls naming an order or an order item. `GET /api/orders/{id}` answers the
 * owner's order (`orderDetailResponseSchema`); `POST /api/orders/{id}/cancel` (the owner, within the
 * cancel window) turns every item to 'Cancle', gives the stock back, refunds what is left of the
 * payment through the gateway and answers the order the same way.
 */
export const orderIdParamsSchema = z.object({ id: positiveIdField('id') });

/**
 * `GET /api/orders/{id}/items`: the order items popup's rows (spec §2) for the caller's role: the
 * homeowner who bought (prices), the vendor (their own items, profit final_price × qty), the pro whose
 * showroom sold it (markup × qty) or an admin (admin_profit_inclusive_tax). Others: 404.
 */
export const orderItemsResponseSchema = envelopeSchema(z.array(orderItemSchema));
export type OrderItemsResponse = z.infer<typeof orderItemsResponseSchema>;

/**
 * `PUT /api/order_items/{id}/status`: vendor-side users and admins move an item along (rules:
 * `canSetOrderItemStatus`). The homeowner is notified (notification + mail). 'Cancle' also gives the
 * item's stock back and refunds its share of the payment (the last item not cancelled: the rest, and
 * the order is cancelled); a refund the gateway did not complete is still 200, with `itemRefundDelayed`.
 * Answers the item as the caller sees it. A status the caller may not set: 403 with the rule's message.
 */
export const orderItemStatusRequestSchema = z.object({ status: orderItemStatusSchema });
export type OrderItemStatusRequest = z.input<typeof orderItemStatusRequestSchema>;
export const orderItemStatusResponseSchema = envelopeSchema(orderItemSchema);
export type OrderItemStatusResponse = z.infer<typeof orderItemStatusResponseSchema>;
