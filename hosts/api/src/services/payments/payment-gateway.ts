/** Brands the registration form shows an icon for (spec §2 step 3). */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The form fields a card problem is reported on (spec §5: number, expiry, CVC). */
export type CardField = 'card_number' | 'exp_date' | 'cvv';

/** A card as typed, normalised (digits only, numeric expiry). Lives only for one request. */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  nameOnCard?: string;
}

/** What may be kept: the gateway's token and display data. Never the number or CVC. */
export interface SavedCard {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SaveCardResult = { ok: true; card: SavedCard } | { ok: false; fields: CardField[] };

/**
 * A card processor. `saveCard` validates and stores a card with the processor (a customer's payment
 * method) and returns its token. Charging with an Idempotency-Key comes with checkout. Implementations:
 * the sandbox (default, like a processor's test mode); a Stripe adapter is planned for when
 * STRIPE_SECRET_KEY is set (docs/decisions.md).
 */
export interface PaymentGateway {
  readonly name: string;
  saveCard(card: CardInput): Promise<SaveCardResult>;
}
