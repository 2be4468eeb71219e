import { envelopeSchema, positiveIdField } from '@showroom/contract';
import { z } from 'zod/mini';
import { orderDetailSchema } from '../orders/order-detail.ts';
import { couponCodeField } from './checkout-summary.ts';

/** The `Idempotency-Key` header every order-creating call needs: a retried submit sends the same one. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeyField = () =>
  z
    .string({ error: 'The Idempotency-Key header is required.' })
    .check(
      z.regex(
        /^[A-Za-z0-9_-]{16,128}$/,
        'The Idempotency-Key header must be 16 to 128 letters, digits, - or _.',
      ),
    );

/** The header as a request's field (`idempotency_key`), so a missing or bad key is a 422 on that field. */
export const idempotencyHeaderSchema = z.object({ idempotency_key: idempotencyKeyField() });

/**
 * How the order is paid: a single-use token from the card fields (the gateway's, never a card
 * number), optionally kept as the saved card; or the saved card of registration step 3.
 */
export const orderPaymentSchema = z.union([
  z.object({
    card_token: z
      .string({ error: 'The card token field is required.' })
      .check(z.regex(/^[A-Za-z0-9_]{8,255}$/, 'The card token field is invalid.')),
    save_card: z.optional(z.boolean()),
  }),
  z.object({ saved_card: z.literal(true, { error: 'The saved card field must be true.' }) }),
]);
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * `POST /api/checkout` with header `Idempotency-Key`: buys the signed-in user's cart in `showroom`.
 * Prices, discount, shipping and tax are recomputed by the server (nothing of the client's money is
 * read). Stock is reserved under row locks; the card is authorized, the order written, then captured.
 * 201 with the order; 422 with `errors['lines.<id>.qty']` when stock is short, `errors.payment` with
 * the processor's message when the card is refused (nothing is charged or written then).
 */
export const placeOrderRequestSchema = z.object({
  showroom: positiveIdField('showroom'),
  coupon_code: z.optional(z.nullable(couponCodeField())),
  payment: orderPaymentSchema,
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const placeOrderResponseSchema = envelopeSchema(orderDetailSchema);
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;
