import { BANK_ACCOUNT_TEXTS } from '../payouts/bank-account-texts.ts';
import { PRO_BALANCE_RULES } from './pro-account-content.ts';

/**
 * The Payouts screen's texts (`/payout_setup`, issue #23), written once. The two help texts are the
 * spec's (§1 help text, §9 constants) with its numbers from PRO_BALANCE_RULES.
 */
export const PAYOUT_TEXTS = {
  title: 'Payouts',
  pendingHelp: `Your pending balance becomes available ${PRO_BALANCE_RULES.availableAfterBusinessDays} business days after approval.`,
  negativeHelp: `A refund creates a negative balance, due within ${PRO_BALANCE_RULES.negativeBalanceDueDays} days, otherwise suspension, penalty or legal action.`,
  ...BANK_ACCOUNT_TEXTS,
  noPayouts: 'No payouts yet. Available balances are paid out to your bank account automatically.',
} as const;
