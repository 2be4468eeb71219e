import type { AiCreditPurchase, AiCreditPurchaseRequest } from '@showroom/contract/design-ai';
import {
  ApiError,
  keepPaymentAttempt,
  keptPaymentAttempt,
  newPaymentAttempt,
  type PaymentAttempt,
} from '@showroom/core';
import { buyCredits } from '../../api/design-ai-calls.ts';

/** How a Pay press ended. */
export type PurchaseOutcome =
  | { kind: 'bought'; purchase: AiCreditPurchase; message: string }
  /** The card fields did not pass (`inline`: they show why), or the server refused: nothing was charged. */
  | { kind: 'refused'; message: string | null; inline: boolean }
  /** No settling answer (network, time-out, 5xx): the attempt is kept and the next Pay re-sends it. */
  | { kind: 'unconfirmed' };

/** One payment as sent (a retried Pay re-sends the same key and body). */
export type PurchaseAttempt = PaymentAttempt<AiCreditPurchaseRequest>;

/** Statuses after which the server has surely done nothing more and will answer the same again. */
const SETTLED = new Set([400, 401, 402, 403, 404, 405, 409, 422, 429]);

/**
 * The tab's unconfirmed purchase, kept in sessionStorage: a reload after a Pay that got no answer re-opens
 * that payment and re-sends the same key (as the plans screen and the designer hire keep theirs).
 */
export const PURCHASE_ATTEMPT_STORAGE_KEY = 'showroom_ai_credits_attempt';

export function keptPurchaseAttempt(): PurchaseAttempt | null {
  return keptPaymentAttempt<AiCreditPurchaseRequest>(PURCHASE_ATTEMPT_STORAGE_KEY);
}

/** Keeps the unconfirmed attempt for the tab, or forgets it once settled (`null`). */
export function keepPurchaseAttempt(attempt: PurchaseAttempt | null): void {
  keepPaymentAttempt(PURCHASE_ATTEMPT_STORAGE_KEY, attempt);
}

export function newPurchaseAttempt(
  pack: string,
  payment: AiCreditPurchaseRequest['payment'],
): PurchaseAttempt {
  return newPaymentAttempt({ pack: pack as AiCreditPurchaseRequest['pack'], payment });
}

/** Sends the attempt; the caller keeps it only when the outcome is `unconfirmed`. */
export async function sendPurchase(attempt: PurchaseAttempt): Promise<PurchaseOutcome> {
  try {
    const answer = await buyCredits(attempt.request, attempt.key);
    return { kind: 'bought', purchase: answer.data, message: answer.message };
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'http' || !SETTLED.has(error.status))
      return { kind: 'unconfirmed' };
    const fields = error.fieldErrors;
    const body = error.body as { message?: unknown } | null;
    const message =
      fields.payment?.[0] ?? fields.pack?.[0] ?? (typeof body?.message === 'string' ? body.message : null);
    return { kind: 'refused', message, inline: false };
  }
}
