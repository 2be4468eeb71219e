import type { OrderPayment } from '@showroom/contract/checkout';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import { CARD_FIELD_MESSAGES } from '../payments/index.ts';
import { payment_methods } from '../payments/payment-methods-schema.ts';

/**
 * The token to charge: the user's newest saved card (of this gateway), or the card fields' single-use
 * token; with `save_card` that token is first kept with the gateway as the user's saved card.
 * 422 on `payment` when there is no saved card or the gateway refuses to keep the card.
 */
export async function paymentTokenFor(
  deps: { db: Database; clock: Clock; payments: PaymentGateway },
  userId: number,
  payment: OrderPayment,
): Promise<string> {
  if ('saved_card' in payment) {
    const [card] = await deps.db
      .select({ token: payment_methods.gateway_token })
      .from(payment_methods)
      .where(and(eq(payment_methods.user_id, userId), eq(payment_methods.gateway, deps.payments.name)))
      .orderBy(desc(payment_methods.created_at), desc(payment_methods.id))
      .limit(1);
    if (!card) throw fieldError('payment', ORDER_MESSAGES.savedCardMissing);
    return card.token;
  }
  if (!payment.save_card) return payment.card_token;
  const saved = await deps.payments.saveCardToken(payment.card_token);
  if (!saved.ok) {
    throw fieldError('payment', saved.message ?? CARD_FIELD_MESSAGES[saved.fields[0] ?? 'card_number']);
  }
  await deps.db.insert(payment_methods).values({
    user_id: userId,
    gateway: deps.payments.name,
    gateway_token: saved.card.token,
    brand: saved.card.brand,
    last4: saved.card.last4,
    exp_month: saved.card.expMonth,
    exp_year: saved.card.expYear,
    created_at: deps.clock.now(),
  });
  return saved.card.token;
}
