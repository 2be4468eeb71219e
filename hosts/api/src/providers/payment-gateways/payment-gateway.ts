import { CARD_BRANDS as SHOWN_CARD_BRANDS } from '@showroom/contract/payments';

/** The brands the card fields show an icon for (contract), plus what a processor may call any other. */
export const CARD_BRANDS = [...SHOWN_CARD_BRANDS, 'unknown'] as const;
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

export type SaveCardResult =
  | { ok: true; card: SavedCard }
  /** `message`: the processor's words when it refused a valid-looking card (shown to the user). */
  | { ok: false; fields: CardField[]; message?: string };

/** Why a processor refused a charge (Stripe's decline codes, which the sandbox copies). */
export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'invalid_token'
  | 'processing_error';

/**
 * Whether a refusal surely left nothing authorized under the request's key: every decline but
 * `processing_error`, which a processor also answers when it could not tell (a time-out, an unsettled
 * intent), so a retry with the same key may still find a charge.
 */
export const isDefiniteDecline = (code: DeclineCode): boolean => code !== 'processing_error';

export interface AuthorizeRequest {
  /** US cents; always recomputed by our server, never taken from the client. */
  amountCents: number;
  /** A single-use token from the card fields (spent by this call), or a saved card's token. */
  paymentToken: string;
  /** The processor's own idempotency: the same key never authorizes twice. */
  idempotencyKey: string;
  description: string;
}

/** Part of a captured payment to give back (Stripe's refund `amount`: at most what is not refunded yet). */
export interface RefundRequest {
  amountCents: number;
  /** The processor's own idempotency: the same key never refunds twice. */
  idempotencyKey: string;
}

export type AuthorizeResult =
  | { ok: true; authorizationId: string; card: { brand: CardBrand; last4: string } }
  | { ok: false; declineCode: DeclineCode; message: string };

/** What the processor did under an idempotency key (`findAuthorization`). */
export interface FoundAuthorization {
  authorizationId: string;
  state: 'authorized' | 'captured' | 'voided' | 'refunded';
  card: { brand: CardBrand; last4: string };
}

/**
 * A card processor. Card numbers reach it only from the card fields (its tokenize endpoint) or,
 * for compatibility, from `/api/register`'s card fields (`saveCard`); our API otherwise sees tokens.
 * Money moves as authorize → (write the order) → capture; `void` releases an authorization that got
 * no order; `refund` returns captured money. Implementations: the sandbox (default, like a
 * processor's test mode) and a Stripe adapter when STRIPE_SECRET_KEY is set (decision 0049).
 */
export interface PaymentGateway {
  readonly name: string;
  /** Validates a typed card and saves it with the processor; answers its reusable token. */
  saveCard(card: CardInput): Promise<SaveCardResult>;
  /** Turns a single-use token of the card fields into a saved, reusable card (registration step 3). */
  saveCardToken(token: string): Promise<SaveCardResult>;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Takes the authorized money. Safe to call again for the same authorization. */
  capture(authorizationId: string): Promise<void>;
  /** Releases an authorization that was not captured. Safe to call again. */
  void(authorizationId: string): Promise<void>;
  /** Returns part or all of the captured money; refused when more than is left unrefunded. */
  refund(authorizationId: string, request: RefundRequest): Promise<void>;
  /**
   * The authorization made under `idempotencyKey`, or null when none was (a declined card leaves none):
   * how a job finishes or drops a payment a crash left half-done without charging anew.
   */
  findAuthorization(idempotencyKey: string): Promise<FoundAuthorization | null>;
}
