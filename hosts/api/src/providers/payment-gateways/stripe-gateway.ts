import Stripe from 'stripe';
import type {
  AuthorizeRequest,
  AuthorizeResult,
  CardBrand,
  CardField,
  CardInput,
  DeclineCode,
  FoundAuthorization,
  PaymentGateway,
  RefundRequest,
  SaveCardResult,
} from './payment-gateway.ts';
import { CARD_BRANDS } from './payment-gateway.ts';

export interface StripeGatewayOptions {
  secretKey: string;
  /** Another API server (the fake Stripe API in tests); Stripe's own when left out. */
  apiUrl?: string | undefined;
}

/** Stripe's card error codes → the form field that shows the message. */
const FIELD_OF_CODE: Readonly<Record<string, CardField>> = {
  invalid_number: 'card_number',
  incorrect_number: 'card_number',
  invalid_expiry_month: 'exp_date',
  invalid_expiry_year: 'exp_date',
  expired_card: 'exp_date',
  invalid_cvc: 'cvv',
  incorrect_cvc: 'cvv',
};

const DECLINE_CODES: readonly DeclineCode[] = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
];

function declineCodeOf(error: Stripe.errors.StripeError): DeclineCode {
  for (const code of [error.decline_code, error.code]) {
    if (code && (DECLINE_CODES as readonly string[]).includes(code)) return code as DeclineCode;
  }
  return error.type === 'StripeCardError' ? 'card_declined' : 'processing_error';
}

/** An intent's status as an authorization's state; any other status authorized nothing. */
const INTENT_STATES: Partial<Record<Stripe.PaymentIntent.Status, FoundAuthorization['state']>> = {
  requires_capture: 'authorized',
  succeeded: 'captured',
  canceled: 'voided',
};

const brandOf = (brand: string | undefined): CardBrand =>
  (CARD_BRANDS as readonly string[]).includes(brand ?? '') ? (brand as CardBrand) : 'unknown';

/**
 * A saved card is a customer with an attached PaymentMethod; its token says both (`cus_…:pm_…`),
 * since charging a saved card needs the customer too. A token of the card fields is a bare `pm_…`.
 */
function parseToken(token: string): { customer?: string; paymentMethod: string } {
  const [customer, paymentMethod] = token.split(':');
  return paymentMethod ? { customer: customer!, paymentMethod } : { paymentMethod: token };
}

const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;

/**
 * The Stripe adapter (decision 0049): PaymentIntents with manual capture,
 * confirmed at once with the card fields' PaymentMethod; our idempotency key goes to Stripe, so a
 * retried checkout never authorizes twice. Capture and cancel carry a key derived from the intent,
 * which makes repeating them harmless.
 */
export function createStripeGateway({ secretKey, apiUrl }: StripeGatewayOptions): PaymentGateway {
  const target = apiUrl ? new URL(apiUrl) : null;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  function cardFailure(error: unknown): SaveCardResult {
    if (!isStripeError(error) || (error.type !== 'StripeCardError' && error.code !== 'resource_missing'))
      throw error;
    const field = FIELD_OF_CODE[error.code ?? ''] ?? 'card_number';
    return { ok: false, fields: [field], message: error.message };
  }

  async function saveCardToken(token: string): Promise<SaveCardResult> {
    try {
      const customer = await stripe.customers.create({ payment_method: token });
      const method = await stripe.paymentMethods.retrieve(token);
      const card = method.card;
      if (!card) return { ok: false, fields: ['card_number'] };
      return {
        ok: true,
        card: {
          token: `${customer.id}:${method.id}`,
          brand: brandOf(card.brand),
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
        },
      };
    } catch (error) {
      return cardFailure(error);
    }
  }

  /** Repeats of capture/cancel after success answer "unexpected state": fine when already there. */
  async function moveIntent(id: string, action: 'capture' | 'cancel', done: Stripe.PaymentIntent.Status) {
    try {
      await stripe.paymentIntents[action](id, {}, { idempotencyKey: `${action}_${id}` });
    } catch (error) {
      if (!isStripeError(error) || error.code !== 'payment_intent_unexpected_state') throw error;
      const intent = await stripe.paymentIntents.retrieve(id);
      if (intent.status !== done) throw error;
    }
  }

  return {
    name: 'stripe',

    async saveCard(card: CardInput): Promise<SaveCardResult> {
      // The compatibility path of /api/register (raw card fields): Stripe accepts these only from
      // accounts allowed to send card numbers; our own client sends a token instead.
      try {
        const method = await stripe.paymentMethods.create({
          type: 'card',
          card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
          ...(card.nameOnCard ? { billing_details: { name: card.nameOnCard } } : {}),
        });
        return await saveCardToken(method.id);
      } catch (error) {
        return cardFailure(error);
      }
    },

    saveCardToken,

    async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
      const { customer, paymentMethod } = parseToken(request.paymentToken);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            capture_method: 'manual',
            confirm: true,
            payment_method: paymentMethod,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: request.description,
            // Stripe finds no payment by idempotency key; the metadata lets `findAuthorization` search it.
            metadata: { idempotency_key: request.idempotencyKey },
            ...(customer ? { customer, off_session: true } : {}),
            expand: ['payment_method'],
          },
          { idempotencyKey: request.idempotencyKey },
        );
        const method = intent.payment_method;
        const card = typeof method === 'object' && method ? method.card : null;
        if (intent.status !== 'requires_capture' || !card) {
          return {
            ok: false,
            declineCode: 'processing_error',
            message: 'Your card could not be authorized.',
          };
        }
        return {
          ok: true,
          authorizationId: intent.id,
          card: { brand: brandOf(card.brand), last4: card.last4 },
        };
      } catch (error) {
        if (!isStripeError(error) || (error.type !== 'StripeCardError' && error.code !== 'resource_missing'))
          throw error;
        const declineCode = error.code === 'resource_missing' ? 'invalid_token' : declineCodeOf(error);
        return { ok: false, declineCode, message: error.message };
      }
    },

    async findAuthorization(idempotencyKey: string): Promise<FoundAuthorization | null> {
      const found = await stripe.paymentIntents.search({
        query: `metadata['idempotency_key']:'${idempotencyKey.replace(/'/g, "\\'")}'`,
        expand: ['data.payment_method'],
      });
      const intent = found.data[0];
      const method = intent?.payment_method;
      const card = typeof method === 'object' && method ? method.card : null;
      const state = intent && INTENT_STATES[intent.status];
      if (!intent || !card || !state) return null;
      return {
        authorizationId: intent.id,
        state,
        card: { brand: brandOf(card.brand), last4: card.last4 },
      };
    },

    capture: (id) => moveIntent(id, 'capture', 'succeeded'),
    void: (id) => moveIntent(id, 'cancel', 'canceled'),

    async refund(id: string, { amountCents, idempotencyKey }: RefundRequest): Promise<void> {
      await stripe.refunds.create({ payment_intent: id, amount: amountCents }, { idempotencyKey });
    },
  };
}
