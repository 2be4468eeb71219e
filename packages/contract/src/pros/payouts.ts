import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';
import { bankAccountSchema, PAYOUT_STATES } from '../payouts/bank-account.ts';

export const payoutSchema = z.object({
  id: z.int(),
  amount_cents: z.int(),
  state: z.enum(PAYOUT_STATES),
  bank_last4: z.string(),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
});
export type Payout = z.infer<typeof payoutSchema>;

/**
 * The pro's balances in cents: `pending` waits its business days; `available` may be paid out, or
 * is negative after a refund, then due on `negative_due_at`.
 */
export const payoutBalancesSchema = z.object({
  pending_cents: z.int(),
  available_cents: z.int(),
  /** When the next pending amount becomes available; null with nothing pending. */
  next_available_at: z.nullable(z.string()),
  /** When a negative available balance is due (10 days after the refund that made it); else null. */
  negative_due_at: z.nullable(z.string()),
});
export type PayoutBalances = z.infer<typeof payoutBalancesSchema>;

/** `GET /api/pro/payout_setup`, and the answer of a saved bank account. */
export const payoutSetupSchema = z.object({
  bank_account: z.nullable(bankAccountSchema),
  balances: payoutBalancesSchema,
  /** Newest first. */
  payouts: z.array(payoutSchema),
});
export type PayoutSetup = z.infer<typeof payoutSetupSchema>;
export const payoutSetupResponseSchema = envelopeSchema(payoutSetupSchema);
export type PayoutSetupResponse = z.infer<typeof payoutSetupResponseSchema>;
