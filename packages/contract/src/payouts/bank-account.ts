import { z } from 'zod/mini';
import { requiredText } from '../validation/fields.ts';
import { BANK_ACCOUNT_TEXTS } from './bank-account-texts.ts';

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
 * The bank details of a pro (`PUT /api/pro/payout_setup/bank_account`) or a vendor
 * (`PUT /api/vendor/payouts/bank_account`): sent once to the payment gateway and never stored by us
 * (only its token, the bank's name and the last four digits are).
 */
export const bankAccountRequestSchema = z.object({
  account_holder: requiredText('account_holder', 120),
  routing_number: z.pipe(
    z.string({ error: BANK_ACCOUNT_TEXTS.routingInvalid }),
    z.pipe(
      z.transform(digitsOf),
      z.string().check(z.refine(isRoutingNumber, BANK_ACCOUNT_TEXTS.routingInvalid)),
    ),
  ),
  account_number: z.pipe(
    z.string({ error: BANK_ACCOUNT_TEXTS.accountInvalid }),
    z.pipe(z.transform(digitsOf), z.string().check(z.regex(/^\d{4,17}$/, BANK_ACCOUNT_TEXTS.accountInvalid))),
  ),
});
export type BankAccountRequest = z.infer<typeof bankAccountRequestSchema>;
export type BankAccountInput = z.input<typeof bankAccountRequestSchema>;

/** What a console shows of the saved account: never the number. */
export const bankAccountSchema = z.object({
  account_holder: z.string(),
  bank_name: z.string(),
  last4: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** A payout to a bank account: written `pending` before the gateway is asked, then `paid` or `failed`. */
export const PAYOUT_STATES = ['pending', 'paid', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
