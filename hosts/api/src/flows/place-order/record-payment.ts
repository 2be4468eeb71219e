import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';
import { need, type PlaceOrderState } from './place-order-state.ts';

/**
 * Our row of the authorization (the same row again when a retry got the same authorization back).
 * Nothing to undo here: authorize-payment's undo voids the authorization and marks this row.
 */
export const recordPayment = {
  name: 'record-payment',
  async invoke(state: PlaceOrderState): Promise<void> {
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
      .returning({ id: payments.id });
    if (created) {
      state.paymentId = created.id;
      return;
    }
    const [row] = await deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.gateway, deps.payments.name),
          eq(payments.authorization_id, authorized.authorizationId),
        ),
      );
    if (!row) throw new Error('the payment row vanished');
    state.paymentId = row.id;
  },
};
