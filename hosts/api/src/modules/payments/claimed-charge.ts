import { fieldError, HttpError } from '../../lib/http-error.ts';
import {
  type AuthorizeRequest,
  isDefiniteDecline,
  type PaymentGateway,
} from '../../providers/payment-gateways/payment-gateway.ts';

/** What the processor took for a claimed row. */
export interface CapturedCharge {
  authorizationId: string;
  card: { brand: string; last4: string };
}

/**
 * The row-specific steps of a pending payment row (a designer hire, a credit pack) charged by one call
 * at a time (decisions 0110, 0115). Each caller keeps its own table and claim column; the order of the
 * steps, and what a refusal or a failure does to the row, is this file's.
 */
export interface ClaimedChargeSteps<Row, Outcome> {
  /** Claims the pending row for this call; undefined when another call holds it or it is not pending. */
  claim(): Promise<Row | undefined>;
  /** The outcome of the row when it is already paid (a replay), else undefined. */
  paid(): Promise<Outcome | undefined>;
  /** What the processor is asked, with the row's own idempotency key. */
  authorization(claimed: Row): AuthorizeRequest;
  /** Deletes the claimed pending row after a definite decline: nothing is kept of a payment that did not happen. */
  drop(claimed: Row): Promise<void>;
  /** Frees this call's claim, so the same key's retry charges at once (the processor's key charges once). */
  release(claimed: Row): Promise<void>;
  /** Records the captured charge (under the row's lock, once) and answers the outcome. */
  record(claimed: Row, charge: CapturedCharge): Promise<Outcome>;
  /** 409 while another call charges the row; 502 when the processor could not tell. */
  messages: { inProgress: string; unconfirmed: string };
}

/**
 * Charges a pending row: claim it, authorize with its own key, capture, record. A row held by another
 * call answers 409 (or its paid outcome); a definite decline deletes the row and answers 422 on
 * `payment` with the processor's words; an unsure one (`processing_error`) keeps the row and answers
 * 502 so the tab keeps its attempt and re-sends the key; any thrown failure frees the claim too.
 */
export async function chargeClaimed<Row, Outcome>(
  payments: PaymentGateway,
  steps: ClaimedChargeSteps<Row, Outcome>,
): Promise<Outcome> {
  const claimed = await steps.claim();
  if (claimed === undefined) {
    const paid = await steps.paid();
    if (paid !== undefined) return paid;
    // Held by another call (or a settling job), or just declined by the call that held it: it answers.
    throw new HttpError(409, { message: steps.messages.inProgress });
  }
  try {
    const authorized = await payments.authorize(steps.authorization(claimed));
    if (!authorized.ok) {
      if (!isDefiniteDecline(authorized.declineCode))
        throw new HttpError(502, { message: steps.messages.unconfirmed });
      await steps.drop(claimed);
      throw fieldError('payment', authorized.message);
    }
    await payments.capture(authorized.authorizationId);
    return await steps.record(claimed, {
      authorizationId: authorized.authorizationId,
      card: authorized.card,
    });
  } catch (error) {
    await releaseQuietly(steps, claimed);
    throw error;
  }
}

async function releaseQuietly<Row, Outcome>(steps: ClaimedChargeSteps<Row, Outcome>, claimed: Row) {
  try {
    await steps.release(claimed);
  } catch {
    // The claim runs out by itself; the caller's own error is the one to answer.
  }
}
