import type { Clock } from '../../lib/clock.ts';
import { randomAlphanumeric } from '../../lib/secrets.ts';
import { brandOf, isValidCardNumber, isValidCvc, isValidExpiry } from './card-checks.ts';
import type { CardField, CardInput, PaymentGateway, SaveCardResult } from './payment-gateway.ts';

/**
 * Test numbers that fail at the "processor" like Stripe's test mode, each on the field its failure
 * belongs to. Every other valid number (e.g. 4242424242424242, 5555555555554444, 378282246310005)
 * succeeds: nothing real is charged, and only brand and last four are kept.
 */
export const SANDBOX_DECLINES: Readonly<Record<string, CardField>> = {
  '4000000000000002': 'card_number', // generic decline
  '4000000000009995': 'card_number', // insufficient funds
  '4000000000000069': 'exp_date', // expired card
  '4000000000000127': 'cvv', // incorrect CVC
};

/** The default gateway: Luhn, brand length, expiry and CVC checks, then a made-up token. */
export function createSandboxGateway({ clock }: { clock: Clock }): PaymentGateway {
  return {
    name: 'sandbox',
    async saveCard(card: CardInput): Promise<SaveCardResult> {
      const brand = brandOf(card.number);
      const fields: CardField[] = [];
      if (!isValidCardNumber(card.number)) fields.push('card_number');
      if (!isValidExpiry(card.expMonth, card.expYear, clock.now())) fields.push('exp_date');
      if (!isValidCvc(card.cvc, brand)) fields.push('cvv');
      if (fields.length > 0) return { ok: false, fields };

      const declinedOn = SANDBOX_DECLINES[card.number];
      if (declinedOn) return { ok: false, fields: [declinedOn] };
      return {
        ok: true,
        card: {
          token: `sandbox_card_${randomAlphanumeric(24)}`,
          brand,
          last4: card.number.slice(-4),
          expMonth: card.expMonth,
          expYear: card.expYear,
        },
      };
    },
  };
}
