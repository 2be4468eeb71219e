import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { and, eq } from 'drizzle-orm';
import { fieldError } from '../../lib/http-error.ts';
import { payments } from '../../modules/payments/payments-schema.ts';
import { need, type PlaceOrderState } from './place-order-state.ts';

/**
 * Our row of the authorization (the same row again when a retry got the same authorization back);
 * answers its state.
 */
export async function recordAuthorization(state: PlaceOrderState): Promise<string> {
  const { deps } = state;
  const authorized = need(state.authorized, 'authorized');
  const now = deps.clock.now();
  const [created] = await deps.db
    .insert(payments)
    .values({
      user_id: state.userId,
      gateway: deps.payments.name,
      authorization_id: authorized.authorizationId,
      amount_cents: need(state.money, 'money').totalCents,
      state: 'authorized',
      card_brand: authorized.card.brand,
      card_last4: authorized.card.last4,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id, state: payments.state });
  const row =
    created ??
    (
      await deps.db
        .select({ id: payments.id, state: payments.state })
        .from(payments)
        .where(
          and(
            eq(payments.gateway, deps.payments.name),
            eq(payments.authorization_id, authorized.authorizationId),
          ),
        )
    )[0];
  if (!row) throw new Error('the payment row vanished');
  state.paymentId = row.id;
  return row.state;
}

/**
 * Records the authorization. A retry whose authorization the settler has meanwhile voided (its
 * attempt died long ago) is refused: an order is never written on a released authorization. Nothing
 * to undo here: authorize-payment's undo handles the authorization and this row.
 */
export const recordPayment = {
  name: 'record-payment',
  async invoke(state: PlaceOrderState): Promise<void> {
    const paymentState = await recordAuthorization(state);
    if (paymentState !== 'authorized') throw fieldError('payment', ORDER_MESSAGES.paymentReleased);
  },
};
