import type { PlanBilling, PlanKey, PlanPurchaseRequest } from '@showroom/contract/pro';
import {
  ApiError,
  keepPaymentAttempt,
  keptPaymentAttempt,
  newPaymentAttempt,
  type PaymentAttempt,
} from '@showroom/core';
import { buyPlan } from '../../api/pro-calls.ts';

/** How a Pay press ended. */
export type BuyOutcome =
  | { kind: 'bought'; billing: PlanBilling; message: string }
  /** The card fields did not pass, or the server refused (the card, the plan): nothing was charged. */
  | { kind: 'refused'; message: string | null }
  /** No settling answer (network, time-out, 5xx): the attempt is kept and the next Pay re-sends it. */
  | { kind: 'unconfirmed' };

/** One payment as sent (a retried Pay re-sends the same key and body). */
export type PurchaseAttempt = PaymentAttempt<PlanPurchaseRequest>;

/** Statuses after which the server has surely done nothing more and will answer the same again. */
const SETTLED = new Set([400, 401, 403, 404, 405, 409, 422]);

/**
 * The tab's unconfirmed attempt, kept in sessionStorage: a reload after a Pay that got no answer
 * re-opens that purchase and re-sends the same key, so the server answers the first outcome and the
 * plan is never bought twice (as the shop's checkout does with its attempt).
 */
export const PLAN_ATTEMPT_STORAGE_KEY = 'showroom_plan_attempt';

/** The unconfirmed attempt this tab kept, if any. */
export function keptAttempt(): PurchaseAttempt | null {
  return keptPaymentAttempt<PlanPurchaseRequest>(PLAN_ATTEMPT_STORAGE_KEY);
}

/** Keeps the unconfirmed attempt for the tab, or forgets it once settled (`null`). */
export function keepAttempt(attempt: PurchaseAttempt | null): void {
  keepPaymentAttempt(PLAN_ATTEMPT_STORAGE_KEY, attempt);
}

export function newAttempt(plan: PlanKey, payment: PlanPurchaseRequest['payment']): PurchaseAttempt {
  return newPaymentAttempt({ plan, payment });
}

/** Sends the attempt; the caller keeps it only when the outcome is `unconfirmed`. */
export async function sendPurchase(attempt: PurchaseAttempt): Promise<BuyOutcome> {
  try {
    const answer = await buyPlan(attempt.request, attempt.key);
    return { kind: 'bought', billing: answer.data, message: answer.message };
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'http' || !SETTLED.has(error.status))
      return { kind: 'unconfirmed' };
    const fields = error.fieldErrors;
    const body = error.body as { message?: unknown } | null;
    const message =
      fields.payment?.[0] ?? fields.plan?.[0] ?? (typeof body?.message === 'string' ? body.message : null);
    return { kind: 'refused', message };
  }
}
