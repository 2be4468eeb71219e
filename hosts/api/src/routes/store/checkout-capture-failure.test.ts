import { orderDetailResponseSchema } from '@showroom/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../modules/orders/orders-schema.ts';
import { payments } from '../../modules/payments/payments-schema.ts';
import { createSandboxGateway } from '../../providers/payment-gateways/sandbox-gateway.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import {
  addToCart,
  cardToken,
  newHomeowner,
  newKey,
  placeOrder,
  useCheckoutTestApp,
} from '../../testing/checkout-test-kit.ts';

/** A gateway whose captures fail (the processor down right after authorizing). */
const kit = useCheckoutTestApp({
  payments: (db, clock) => ({
    ...createSandboxGateway({ db, clock }),
    capture: () => Promise.reject(new Error('processor unavailable')),
  }),
});

describe('POST /api/checkout when the capture fails', () => {
  it('keeps the order, leaving its payment authorized for the settler to capture', async () => {
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const response = await placeOrder(kit, buyer, newKey(), {
      payment: { card_token: await cardToken(kit) },
    });
    expect(response.statusCode).toBe(201);
    const order = orderDetailResponseSchema.parse(response.json()).data;
    const [row] = await kit.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.state).toBe('placed');
    const [payment] = await kit.t.db.select().from(payments).where(eq(payments.order_id, order.id));
    expect(payment?.state).toBe('authorized');
    const [charge] = await kit.t.db
      .select()
      .from(sandbox_charges)
      .where(eq(sandbox_charges.id, payment!.authorization_id));
    expect(charge?.state).toBe('authorized');
  });
});
