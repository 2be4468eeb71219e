import type { CardField, DeclineCode } from './payment-gateway.ts';

/** How the sandbox treats a test number: the decline, its processor message and the form field it belongs to. */
export interface SandboxDecline {
  code: Exclude<DeclineCode, 'invalid_token' | 'processing_error'>;
  message: string;
  field: CardField;
}

/**
 * Test numbers that fail at the "processor" like Stripe's test mode (README, "Test cards"), with
 * Stripe's own messages. Every other valid number (e.g. 4242424242424242, 5555555555554444,
 * 378282246310005) succeeds: nothing real is charged, and only brand and last four are kept.
 */
export const SANDBOX_DECLINES: Readonly<Record<string, SandboxDecline>> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.', field: 'card_number' },
  '4000000000009995': {
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
    field: 'card_number',
  },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.', field: 'exp_date' },
  '4000000000000127': {
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
    field: 'cvv',
  },
};

/** What charging a token of this number does: `ok`, or its decline code. */
export function sandboxOutcomeOf(number: string): 'ok' | SandboxDecline['code'] {
  return SANDBOX_DECLINES[number]?.code ?? 'ok';
}

/** The processor message of a decline code (the sandbox's books keep the code, not the text). */
export function sandboxDeclineMessage(code: DeclineCode): string {
  const known = Object.values(SANDBOX_DECLINES).find((decline) => decline.code === code);
  if (known) return known.message;
  return code === 'invalid_token'
    ? 'The card details have expired or were already used. Please enter the card again.'
    : 'An error occurred while processing your card. Try again in a little bit.';
}
