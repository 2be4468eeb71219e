import { envelopeSchema, paginatorSchema } from '@showroom/contract';
import { z } from 'zod/mini';
import { ORDER_ITEM_STATUSES, type OrderItemStatus } from './order-item-statuses.ts';

const statusValues = ORDER_ITEM_STATUSES.map(({ value }) => value) as [OrderItemStatus, ...OrderItemStatus[]];
export const orderItemStatusSchema = z.enum(statusValues);

/**
 * An order item (spec §3: product_name, qty, final_price, contractor_markup_amt,
 * admin_profit_inclusive_tax, status, status_date) as one viewer may see it. Money in US dollars.
 * `price`/`amount` are what the homeowner paid. The spec's money fields are present only for the
 * viewer they belong to (vendor: final_price; pro: contractor_markup_amt; admin: all three), and
 * `profit` is the viewer's profit (`orderItemProfit`, negative for returns); null for the homeowner.
 */
export const orderItemSchema = z.object({
  id: z.int(),
  order_id: z.int(),
  product_id: z.nullable(z.int()),
  /** The product's public key and photo, for its thumbnail (core's `productPictureUrl`); null once the product is deleted. */
  product_hash: z.nullable(z.string()),
  product_photo: z.nullable(z.string()),
  product_name: z.string(),
  brand: z.string(),
  vendor_id: z.nullable(z.int()),
  vendor: z.string(),
  colour: z.nullable(z.string()),
  unit: z.string(),
  qty: z.int(),
  price: z.number(),
  amount: z.number(),
  final_price: z.optional(z.number()),
  contractor_markup_amt: z.optional(z.number()),
  admin_profit_inclusive_tax: z.optional(z.number()),
  profit: z.nullable(z.number()),
  status: orderItemStatusSchema,
  /** ISO date-time of the last status change. */
  status_date: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** One entry of an order's timeline: an item's status change, across all vendors, oldest first. */
export const orderTimelineEntrySchema = z.object({
  order_item_id: z.int(),
  product_name: z.string(),
  vendor: z.string(),
  status: orderItemStatusSchema,
  /** ISO date-time. */
  changed_at: z.string(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

export const orderStateSchema = z.enum(['placed', 'cancelled']);

/** A row of `/your_orders`. */
export const orderSummarySchema = z.object({
  id: z.int(),
  order_number: z.string(),
  state: orderStateSchema,
  created_at: z.string(),
  total: z.number(),
  item_count: z.int(),
  vendors: z.array(z.string()),
  /** Until when the homeowner may cancel (spec §9: 60 minutes); past it, `can_cancel` is false. */
  cancellable_until: z.string(),
  can_cancel: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** `GET /api/orders/{id}` (the owner), the thank-you page and `POST /api/checkout`'s answer. */
export const orderDetailSchema = z.object({
  ...orderSummarySchema.shape,
  subtotal: z.number(),
  discount: z.number(),
  shipping_charge: z.number(),
  tax: z.number(),
  coupon_code: z.nullable(z.string()),
  shipping_address: z.object({
    street: z.string(),
    apartment: z.nullable(z.string()),
    city: z.string(),
    state: z.string(),
    zip_code: z.string(),
  }),
  card: z.object({ brand: z.string(), last4: z.string() }),
  /** Items grouped by vendor, vendors in cart order. */
  vendors_items: z.array(
    z.object({
      vendor_id: z.nullable(z.int()),
      vendor: z.string(),
      items: z.array(orderItemSchema),
      subtotal: z.number(),
    }),
  ),
  timeline: z.array(orderTimelineEntrySchema),
  cancelled_at: z.nullable(z.string()),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderDetailResponseSchema = envelopeSchema(orderDetailSchema);
export type OrderDetailResponse = z.infer<typeof orderDetailResponseSchema>;

export const orderPageResponseSchema = envelopeSchema(paginatorSchema(orderSummarySchema));
export type OrderPageResponse = z.infer<typeof orderPageResponseSchema>;
