import { z } from 'zod/mini';
import { orderPaymentSchema } from '../checkout/place-order.ts';
import { envelopeSchema } from '../envelope/envelope.ts';
import { savedCardSummarySchema } from '../payments/saved-card-summary.ts';
import { PLAN_KEYS } from './plans.ts';

const planField = () =>
  z.enum(PLAN_KEYS, { error: `The plan field must be one of ${PLAN_KEYS.join(', ')}.` });

/** Where a bought plan stands: paid for and running, being bought, ended, or a renewal refused. */
export const PLAN_STATUSES = ['pending', 'active', 'ended', 'failed'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/**
 * `POST /api/pro/plans` with header `Idempotency-Key` (a retried Buy sends the same one): buys a plan or
 * the addon for a month, paid now. The amount is the contract's, never the client's. A new card is kept
 * with the processor as the pro's saved card, because renewals charge it. 201 with the billing; 422 on
 * `plan` when it is already held or being bought, on `payment` when the card is refused.
 */
export const planPurchaseRequestSchema = z.object({ plan: planField(), payment: orderPaymentSchema });
export type PlanPurchaseRequest = z.input<typeof planPurchaseRequestSchema>;

/** `DELETE /api/pro/plans?plan=`: stops the renewal; the paid month runs to its end. */
export const planCancelQuerySchema = z.object({ plan: planField() });
export type PlanCancelQuery = z.infer<typeof planCancelQuerySchema>;

/**
 * A plan the pro holds or held. `active`: paid to `paid_until`, renewing unless `cancelled_at`;
 * `ended`: cancelled (or replaced by the other plan) and over; `failed`: its renewal (or purchase) was
 * refused, `failure` says why.
 */
export const planSubscriptionSchema = z.object({
  id: z.int(),
  plan: z.enum(PLAN_KEYS),
  name: z.string(),
  amount: z.number(),
  status: z.enum(PLAN_STATUSES),
  /** ISO time the paid month ends: the next renewal, or the end when cancelled. */
  paid_until: z.nullable(z.string()),
  cancelled_at: z.nullable(z.string()),
  failure: z.nullable(z.string()),
  card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
});
export type PlanSubscription = z.infer<typeof planSubscriptionSchema>;

/** A charge for a plan: the receipt (amount in dollars; the card by brand and last four only). */
export const planReceiptSchema = z.object({
  id: z.int(),
  plan: z.enum(PLAN_KEYS),
  name: z.string(),
  amount: z.number(),
  reason: z.enum(['purchase', 'renewal']),
  charged_at: z.string(),
  card_brand: z.string(),
  card_last4: z.string(),
  /** The processor's reference of the charge, for the pro's bookkeeping. */
  reference: z.string(),
});
export type PlanReceipt = z.infer<typeof planReceiptSchema>;

/** `GET /api/pro/plans` (and the answer of buying and cancelling): the pro's billing. */
export const planBillingSchema = z.object({
  /** Newest first: what is held now, then what ended or failed. */
  subscriptions: z.array(planSubscriptionSchema),
  /** Newest first. */
  receipts: z.array(planReceiptSchema),
  /** The saved card a purchase may reuse. */
  saved_card: z.nullable(savedCardSummarySchema),
  /** Spec §4 as the shop shows it now: the theme colour and logo are shown. */
  branding: z.boolean(),
});
export type PlanBilling = z.infer<typeof planBillingSchema>;
export const planBillingResponseSchema = envelopeSchema(planBillingSchema);
export type PlanBillingResponse = z.infer<typeof planBillingResponseSchema>;

/** The plans screen's and the API's words. */
export const PLAN_MESSAGES = {
  purchased: 'Thank you: your plan is active.',
  cancelled: 'Your plan will not renew. It stays active until the end of the month you paid for.',
  alreadyHeld: 'You already have this plan.',
  inProgress: 'This plan is being bought in another tab. Please wait a moment and reload.',
  notHeld: 'You do not have this plan.',
  renewalFailed: 'We could not renew your plan:',
  noShowroom: 'Your showroom is not open yet.',
  receiptMailSubject: 'Your receipt',
} as const;
