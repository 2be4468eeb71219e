import { eq } from 'drizzle-orm';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { payments } from '../../modules/payments/payments-schema.ts';
import { need, type PlaceOrderState } from './place-order-state.ts';
import { recordAuthorization } from './record-payment.ts';

/**
 * Authorizes the total on the card under the attempt's key (a retry of the key gets the same
 * authorization back from the gateway); a refusal is a 422 on `payment`.
 *
 * Undone by voiding it when the attempt was refused (its answer is final, e.g. another attempt
 * bought the cart). After an unexpected failure the key is given back for a retry, which gets this
 * same authorization from the gateway: it is kept for it (voiding would hand the retry a dead one),
 * recorded so the payment settler voids it if no order comes within its orphan delay.
 */
export const authorizePayment = {
  name: 'authorize-payment',
  async invoke(state: PlaceOrderState): Promise<void> {
    const authorized = await state.deps.payments.authorize({
      amountCents: need(state.money, 'money').totalCents,
      paymentToken: need(state.paymentToken, 'paymentToken'),
      idempotencyKey: state.holdKey,
      description: `Showroom order of user ${state.userId}`,
    });
    if (!authorized.ok) throw fieldError('payment', authorized.message);
    state.authorized = { authorizationId: authorized.authorizationId, card: authorized.card };
  },
  async compensate(state: PlaceOrderState, error: unknown): Promise<void> {
    const { deps } = state;
    if (state.paymentId === undefined) await recordAuthorization(state);
    if (!(error instanceof HttpError && error.statusCode < 500)) return;
    await deps.payments.void(need(state.authorized, 'authorized').authorizationId);
    await deps.db
      .update(payments)
      .set({ state: 'voided', updated_at: deps.clock.now() })
      .where(eq(payments.id, need(state.paymentId, 'paymentId')));
  },
};
