import type { HireDesignerRequest, HiredDesigner } from '@showroom/contract/projects';
import {
  ApiError,
  keepPaymentAttempt,
  keptPaymentAttempt,
  newPaymentAttempt,
  type PaymentAttempt,
} from '@showroom/core';
import { hireDesigner } from './designer-calls.ts';

/** How a Pay press ended. */
export type HireOutcome =
  | { kind: 'hired'; designers: HiredDesigner[]; message: string }
  /** The card fields did not pass (`inline`: they show why), or the server refused: nothing was charged. */
  | { kind: 'refused'; message: string | null; inline: boolean }
  /** No settling answer (network, time-out, 5xx): the attempt is kept and the next Pay re-sends it. */
  | { kind: 'unconfirmed' };

/** One payment as sent (a retried Pay re-sends the same key and body). */
export type HireAttempt = PaymentAttempt<HireDesignerRequest>;

/** Statuses after which the server has surely done nothing more and will answer the same again. */
const SETTLED = new Set([400, 401, 403, 404, 405, 409, 422]);

/**
 * The tab's unconfirmed hire, kept in sessionStorage: a reload after a Pay that got no answer re-opens
 * that payment and re-sends the same key, so the server answers the first outcome (as the plans screen
 * and the shop's checkout do with their attempts).
 */
export const HIRE_ATTEMPT_STORAGE_KEY = 'showroom_designer_hire_attempt';

/** The unconfirmed hire this tab kept for the project, if any. */
export function keptHireAttempt(projectId: number): HireAttempt | null {
  const attempt = keptPaymentAttempt<HireDesignerRequest>(HIRE_ATTEMPT_STORAGE_KEY);
  return attempt?.request.project === projectId ? attempt : null;
}

/** Keeps the unconfirmed attempt for the tab, or forgets it once settled (`null`). */
export function keepHireAttempt(attempt: HireAttempt | null): void {
  keepPaymentAttempt(HIRE_ATTEMPT_STORAGE_KEY, attempt);
}

export function newHireAttempt(
  projectId: number,
  designerId: number,
  payment: HireDesignerRequest['payment'],
): HireAttempt {
  return newPaymentAttempt({ project: projectId, designer: designerId, payment });
}

/** Sends the attempt; the caller keeps it only when the outcome is `unconfirmed`. */
export async function sendHire(attempt: HireAttempt): Promise<HireOutcome> {
  try {
    const answer = await hireDesigner(attempt.request, attempt.key);
    return { kind: 'hired', designers: answer.data.designers, message: answer.message };
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'http' || !SETTLED.has(error.status))
      return { kind: 'unconfirmed' };
    const fields = error.fieldErrors;
    const body = error.body as { message?: unknown } | null;
    const message =
      fields.payment?.[0] ??
      fields.designer?.[0] ??
      (typeof body?.message === 'string' ? body.message : null);
    return { kind: 'refused', message, inline: false };
  }
}
