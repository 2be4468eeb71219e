import { HttpError } from '../../lib/http-error.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { checkoutSummary } from './checkout-summary.ts';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  requestHash,
  type StoredAnswer,
  storeIdempotentAnswer,
} from './idempotency.ts';
import { type PlaceOrderInput, placeOrder } from './place-order.ts';

/** The idempotency scope of `POST /api/checkout`: a key taken by it answers only it. */
const CHECKOUT_SCOPE = 'checkout';

/** Checkout (issue #12): the summary the checkout page shows, and buying the cart exactly once per key. */
export function createCheckoutService(deps: CheckoutDeps) {
  return {
    summary: (userId: number, couponCode: string | undefined) => checkoutSummary(deps, userId, couponCode),

    /**
     * `POST /api/checkout` under its Idempotency-Key: the first request with a key runs; any other
     * with the same key and body gets its answer (waiting for it while it runs). Answers the refusals
     * of the purchase (4xx) the same way; an unexpected failure gives the key back for a retry.
     */
    async placeOrderOnce(userId: number, key: string, input: PlaceOrderInput): Promise<StoredAnswer> {
      const claim = { userId, key, scope: CHECKOUT_SCOPE, hash: requestHash(input) };
      const taken = await claimIdempotencyKey(deps.db, deps.clock, claim);
      if (taken.kind === 'replay') return taken.answer;
      let answer: StoredAnswer;
      try {
        answer = { status: 201, body: await placeOrder(deps, userId, key, input) };
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) {
          await releaseIdempotencyKey(deps.db, claim);
          throw error;
        }
        answer = { status: error.statusCode, body: error.body };
      }
      await storeIdempotentAnswer(deps.db, claim, answer);
      return answer;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
