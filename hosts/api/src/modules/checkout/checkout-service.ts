import type { placeOrderRequestSchema } from '@showroom/contract/checkout';
import type { OrderDetailResponse } from '@showroom/contract/orders';
import type { z } from 'zod/mini';
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

/** The request as the contract schema read it (unknown fields, such as a client's total, are gone). */
export type PlaceOrderInput = z.output<typeof placeOrderRequestSchema>;

/** Buys the user's cart: the place-order flow (src/flows/place-order), handed in by context.ts. */
export type PlaceOrder = (
  userId: number,
  key: string,
  input: PlaceOrderInput,
) => Promise<OrderDetailResponse>;

/** The idempotency scope of `POST /api/checkout`: a key taken by it answers only it. */
const CHECKOUT_SCOPE = 'checkout';

/** Checkout (issue #12): the summary the checkout page shows, and buying the cart exactly once per key. */
export function createCheckoutService(deps: CheckoutDeps, placeOrder: PlaceOrder) {
  return {
    summary: (userId: number, query: { showroom: number; coupon_code?: string | undefined }) =>
      checkoutSummary(deps, userId, query),

    /**
     * `POST /api/checkout` under its Idempotency-Key: the first request with a key runs; any other
     * with the same key and body gets its answer (waiting for it while it runs). Answers the refusals
     * of the purchase (4xx) the same way; an unexpected failure gives the key back for a retry.
     * `onNewKey` runs only for a key this request took (the route's rate limit counts new keys, not
     * retries); when it throws, the key is given back and its error is the answer.
     */
    async placeOrderOnce(
      userId: number,
      key: string,
      input: PlaceOrderInput,
      onNewKey: () => Promise<unknown> = async () => {},
    ): Promise<StoredAnswer> {
      const claim = { userId, key, scope: CHECKOUT_SCOPE, hash: requestHash(input) };
      const taken = await claimIdempotencyKey(deps.db, deps.clock, claim);
      if (taken.kind === 'replay') return taken.answer;
      await onNewKey().catch(async (error: unknown) => {
        await releaseIdempotencyKey(deps.db, claim);
        throw error;
      });
      let answer: StoredAnswer;
      try {
        answer = { status: 201, body: await placeOrder(userId, key, input) };
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
