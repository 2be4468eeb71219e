import type { CheckoutSummary, OrderPayment } from '@showroom/contract/checkout';
import type { OrderDetail } from '@showroom/contract/orders';
import type { CardFieldErrors } from '@showroom/contract/payments';
import { ApiError } from '@showroom/core';
import { checkoutCalls } from '../api/checkout-calls.ts';
import type { CardFieldsHandle } from './card-fields.ts';
import { cartFingerprint, currentAttempt, finishAttempt, recordSent } from './purchase-attempt.ts';

/** How a Pay press ended. */
export type PayOutcome =
  | { kind: 'paid'; order: OrderDetail }
  /** The card fields did not pass (nothing was sent to us). */
  | { kind: 'card-errors'; errors: CardFieldErrors; message: string | null }
  /** The processor or the server refused; nothing was charged. */
  | { kind: 'refused'; message: string }
  /** Not enough stock for some lines; nothing was charged. */
  | { kind: 'stock' }
  /** No settling answer (network, time-out, 5xx): the attempt is kept and the next Pay re-sends it. */
  | { kind: 'unconfirmed' };

export interface PayInput {
  showroom: number;
  coupon: string | null;
  summary: CheckoutSummary;
  method: 'saved' | 'new';
  saveCard: boolean;
  cardFields: CardFieldsHandle | null;
}

/** Statuses after which the server has surely done nothing and will answer the same again. */
const SETTLED_REFUSALS = new Set([400, 401, 403, 404, 405, 422]);

function messageOf(error: ApiError): string {
  const payment = error.fieldErrors.payment?.[0];
  if (payment) return payment;
  const first = Object.values(error.fieldErrors)[0]?.[0];
  const body = error.body as { message?: unknown } | null;
  return first ?? (typeof body?.message === 'string' ? body.message : '');
}

async function paymentOf(input: PayInput): Promise<OrderPayment | PayOutcome> {
  if (input.method === 'saved') return { saved_card: true };
  if (!input.cardFields) return { kind: 'card-errors', errors: {}, message: null };
  const result = await input.cardFields.tokenize();
  if (!result.ok) return { kind: 'card-errors', errors: result.errors, message: result.message ?? null };
  return { card_token: result.card.token, save_card: input.saveCard };
}

/**
 * One Pay press: re-sends the attempt already sent (same key, same body) or makes the request
 * (tokenizing a new card in the card fields: the number never reaches this code), then sends it
 * with the attempt's `Idempotency-Key`. Settling answers end the attempt; the others keep it.
 */
export async function placeOrder(input: PayInput): Promise<PayOutcome> {
  let attempt = currentAttempt(cartFingerprint(input.showroom, input.summary));
  let request = attempt.request;
  if (!request) {
    const payment = await paymentOf(input);
    if ('kind' in payment) return payment;
    request = { showroom: input.showroom, coupon_code: input.coupon, payment };
    attempt = recordSent(attempt, request);
  }
  try {
    const order = await checkoutCalls.placeOrder(request, attempt.key);
    finishAttempt();
    return { kind: 'paid', order };
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'http' || !SETTLED_REFUSALS.has(error.status))
      return { kind: 'unconfirmed' };
    finishAttempt();
    if (Object.keys(error.fieldErrors).some((field) => field.startsWith('lines.'))) return { kind: 'stock' };
    return { kind: 'refused', message: messageOf(error) };
  }
}
