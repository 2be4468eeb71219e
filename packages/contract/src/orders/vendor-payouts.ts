import { z } from 'zod/mini';
import { DEFAULT_PAGE_SIZE } from '../constants/constants.ts';
import { POLICY } from '../constants/content-constants.ts';
import { envelopeSchema, paginatorSchema } from '../envelope/envelope.ts';
import { intField, MAX_ID } from '../validation/query-params.ts';
import { orderItemStatusSchema } from './order-detail.ts';
import { ORDER_LIST_MAX_PAGE_SIZE } from './vendor-order-items.ts';

/**
 * Days after delivery before a vendor's item is payable: the terms give 30 days to apply a refund
 * (spec §9 "vendor refund 30 days"), so a return within them is taken off before anything is paid.
 */
export const VENDOR_PAYABLE_AFTER_DAYS = POLICY.vendorRefundDays;

/**
 * Where a delivered item's money stands for its vendor: `pending` within the 30 days, `payable` after
 * them, `held` while a return is requested, `returned` once it came back (owed nothing).
 */
export const VENDOR_PAYOUT_STATES = ['pending', 'payable', 'held', 'returned'] as const;
export type VendorPayoutState = (typeof VENDOR_PAYOUT_STATES)[number];

/** `GET /api/vendor/payouts?page=&per_page=`: the vendor's delivered items, newest delivery first. */
export const vendorPayoutQuerySchema = z.object({
  page: z._default(intField('page', 1, MAX_ID), 1),
  per_page: z._default(intField('per page', 1, ORDER_LIST_MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
});
export type VendorPayoutQuery = z.input<typeof vendorPayoutQuerySchema>;

/** One delivered item: what it owes its vendor (final_price × qty, spec §6), in cents. */
export const vendorPayoutItemSchema = z.object({
  order_item_id: z.int(),
  order_id: z.int(),
  order_number: z.string(),
  product_name: z.string(),
  qty: z.int(),
  status: orderItemStatusSchema,
  /** ISO date-time of its delivery, and of the day it becomes payable (30 days later). */
  delivered_at: z.string(),
  payable_at: z.string(),
  /** Owed for it: 0 once returned. */
  amount_cents: z.int(),
  state: z.enum(VENDOR_PAYOUT_STATES),
});
export type VendorPayoutItem = z.infer<typeof vendorPayoutItemSchema>;

/**
 * The totals over every delivered item, shaped as the pros' payout balances are (decision 0090):
 * `available_cents` is payable now, `pending_cents` waits its 30 days (next on `next_available_at`),
 * `held_cents` waits for a requested return.
 */
export const vendorPayoutTotalsSchema = z.object({
  available_cents: z.int(),
  pending_cents: z.int(),
  held_cents: z.int(),
  next_available_at: z.nullable(z.string()),
});
export type VendorPayoutTotals = z.infer<typeof vendorPayoutTotalsSchema>;

export const vendorPayoutsSchema = z.object({
  totals: vendorPayoutTotalsSchema,
  items: paginatorSchema(vendorPayoutItemSchema),
});
export type VendorPayouts = z.infer<typeof vendorPayoutsSchema>;
export const vendorPayoutsResponseSchema = envelopeSchema(vendorPayoutsSchema);
export type VendorPayoutsResponse = z.infer<typeof vendorPayoutsResponseSchema>;
