import { eq } from 'drizzle-orm';
import { payments } from '../../modules/payments/payments-schema.ts';
import { need, type PlaceOrderState } from './place-order-state.ts';

/**
 * Captures now; if the gateway fails, the order stands and the payment stays `authorized` with its
 * order: the payment settler captures it later (decision 0052).
 */
export const capturePayment = {
  name: 'capture-payment',
  async invoke(state: PlaceOrderState): Promise<void> {
    const { deps } = state;
    try {
      await deps.payments.capture(need(state.authorized, 'authorized').authorizationId);
      await deps.db
        .update(payments)
        .set({ state: 'captured', updated_at: deps.clock.now() })
        .where(eq(payments.id, need(state.paymentId, 'paymentId')));
    } catch {
      // Left for the settler: the homeowner's order is placed either way.
    }
  },
};
