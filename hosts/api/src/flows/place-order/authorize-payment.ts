import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';
import { fieldError } from '../../lib/http-error.ts';
import { need, type PlaceOrderState } from './place-order-state.ts';

/**
 * Authorizes the total on the card under the attempt's key (a retry of the key gets the same
 * authorization back from the gateway); a refusal is a 422 on `payment`. Undone by voiding it (and
 * marking our row of it, if recorded); if the gateway cannot void now, the row stays an orphan
 * authorization and the settler voids it.
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
  async compensate(state: PlaceOrderState): Promise<void> {
    const { deps } = state;
    const authorizationId = need(state.authorized, 'authorized').authorizationId;
    await deps.payments.void(authorizationId);
    if (state.paymentId !== undefined) {
      await deps.db
        .update(payments)
        .set({ state: 'voided', updated_at: deps.clock.now() })
        .where(eq(payments.id, state.paymentId));
    }
  },
};
