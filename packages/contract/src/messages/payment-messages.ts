import { ACCOUNT_MESSAGES } from './account-messages.ts';

/**
 * The texts of the card fields and the card frame (spec §2 step 3, §5, §8), written once; served by
 * `@showroom/contract/payments`. The three card messages are the account ones (registration step 3).
 */
export const PAYMENT_MESSAGES = {
  invalidCardNumber: ACCOUNT_MESSAGES.invalidCardNumber,
  invalidExpiration: ACCOUNT_MESSAGES.invalidExpiration,
  invalidCvc: ACCOUNT_MESSAGES.invalidCvc,
  /** The CVV tooltip (spec §2 step 3); Amex prints its 4-digit code on the front. */
  cvcHelp: 'The 3-digit number on the back of the card.',
  cvcHelpAmex: 'The 4-digit number on the front of the card.',
  frameLoading: 'Loading the secure card fields…',
  frameFailed: 'The secure card fields could not be loaded. Check your connection and try again.',
  frameRetry: 'Try again',
  frameTimedOut: 'The card could not be checked in time. Please try again.',
  /** The tokenize endpoint is refused to any page but the platform's own card frame. */
  tokenizeOriginRefused: 'Card details can only be sent from the secure card fields.',
  tokenizeTooMany: 'Too many attempts. Please wait a moment and try again.',
  tokenizeFailed: 'The card could not be checked. Please try again.',
} as const;
