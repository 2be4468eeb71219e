import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';
import { requiredText } from '../validation/fields.ts';
import { PAYOUT_TEXTS } from './payout-texts.ts';

/** Digits only: people type account numbers with spaces or dashes as printed. */
const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The ABA checksum of a US routing number: 3·d1 + 7·d2 + d3 + … ≡ 0 (mod 10). */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 10 === 0;
}

/**
 * `PUT /api/pro/payout_setup/bank_account`: the bank details, sent once to the payment gateway and
 * never stored by us (only its token, the bank's name and the last four digits are).
 */
export const bankAccountRequestSchema = z.object({
  account_holder: requiredText('account_holder', 120),
  routing_number: z.pipe(
    z.string({ error: PAYOUT_TEXTS.routingInvalid }),
    z.pipe(z.transform(digitsOf), z.string().check(z.refine(isRoutingNumber, PAYOUT_TEXTS.routingInvalid))),
  ),
  account_number: z.pipe(
    z.string({ error: PAYOUT_TEXTS.accountInvalid }),
    z.pipe(z.transform(digitsOf), z.string().check(z.regex(/^\d{4,17}$/, PAYOUT_TEXTS.accountInvalid))),
  ),
});
export type BankAccountRequest = z.infer<typeof bankAccountRequestSchema>;
export type BankAccountInput = z.input<typeof bankAccountRequestSchema>;

/** What the console shows of the saved account: never the number. */
export const bankAccountSchema = z.object({
  account_holder: z.string(),
  bank_name: z.string(),
  last4: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const PAYOUT_STATES = ['pending', 'paid', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

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
