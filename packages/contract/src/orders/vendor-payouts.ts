import { z } from 'zod/mini';
import { DEFAULT_PAGE_SIZE } from '../constants/constants.ts';
import { POLICY } from '../constants/content-constants.ts';
import { envelopeSchema, paginatorSchema } from '../envelope/envelope.ts';
import { bankAccountSchema, PAYOUT_STATES } from '../payouts/bank-account.ts';
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
 * them, `held` while a return is requested, `returned` once it came back (owed nothing; if it was paid,
 * the next payout takes it back), `paid` once a payout carried it.
 */
export const VENDOR_PAYOUT_STATES = ['pending', 'payable', 'held', 'returned', 'paid'] as const;
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
  /** Carried by payouts so far (not failed ones): back to 0 once a return after its payout is taken off. */
  paid_cents: z.int(),
  state: z.enum(VENDOR_PAYOUT_STATES),
});
export type VendorPayoutItem = z.infer<typeof vendorPayoutItemSchema>;

/**
 * The totals over every delivered item, shaped as the pros' payout balances are (decision 0090):
 * `available_cents` is what the next payout run sends (negative when a return after a payout is more
 * than what is payable: it is carried until later items cover it), `pending_cents` waits its 30 days (next on `next_available_at`),
 * `held_cents` waits for a requested return.
 */
export const vendorPayoutTotalsSchema = z.object({
  available_cents: z.int(),
  pending_cents: z.int(),
  held_cents: z.int(),
  next_available_at: z.nullable(z.string()),
});
export type VendorPayoutTotals = z.infer<typeof vendorPayoutTotalsSchema>;

/** One item a payout carried: its amount, negative when it takes back an item returned after payment. */
export const vendorPayoutLineSchema = z.object({
  order_item_id: z.int(),
  order_number: z.string(),
  product_name: z.string(),
  amount_cents: z.int(),
});
export type VendorPayoutLine = z.infer<typeof vendorPayoutLineSchema>;

/** One transfer to the vendor's bank account (decision 0099). */
export const vendorPayoutSchema = z.object({
  id: z.int(),
  amount_cents: z.int(),
  state: z.enum(PAYOUT_STATES),
  bank_last4: z.string(),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
  lines: z.array(vendorPayoutLineSchema),
});
export type VendorPayout = z.infer<typeof vendorPayoutSchema>;

/**
 * `GET /api/vendor/payouts`: the totals, a page of the delivered items, the bank account payouts go to
 * (null until the vendor gives one) and the payouts, newest first.
 */
export const vendorPayoutsSchema = z.object({
  totals: vendorPayoutTotalsSchema,
  items: paginatorSchema(vendorPayoutItemSchema),
  bank_account: z.nullable(bankAccountSchema),
  payouts: z.array(vendorPayoutSchema),
});
export type VendorPayouts = z.infer<typeof vendorPayoutsSchema>;
export const vendorPayoutsResponseSchema = envelopeSchema(vendorPayoutsSchema);
export type VendorPayoutsResponse = z.infer<typeof vendorPayoutsResponseSchema>;

/** `PUT /api/vendor/payouts/bank_account`: the saved account as shown (never its number). */
export const vendorBankAccountResponseSchema = envelopeSchema(bankAccountSchema);
export type VendorBankAccountResponse = z.infer<typeof vendorBankAccountResponseSchema>;

/** The vendor's payout texts (issue #24), written once; the window is the terms' (spec §1, §9). */
export const VENDOR_PAYOUT_TEXTS = {
  payableHelp: `An item becomes payable ${VENDOR_PAYABLE_AFTER_DAYS} days after delivery: vendors have ${VENDOR_PAYABLE_AFTER_DAYS} days to apply a refund. Payable items are paid to your bank account automatically.`,
  returnAfterPayout: 'An item returned after it was paid is taken off your next payout.',
  noPayouts: 'No payouts yet. Payable items are paid to your bank account automatically.',
  missingDetailsTitle: 'Add your payout details',
  missingDetails: (amount: string) =>
    `${amount} is ready to be paid to you. Add your bank account under Payouts to receive it.`,
} as const;
