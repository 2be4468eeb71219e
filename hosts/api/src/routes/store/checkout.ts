import {
  type CheckoutSummaryResponse,
  checkoutSummaryQuerySchema,
  idempotencyKeyField,
  placeOrderRequestSchema,
} from '@showroom/contract/checkout';
import { z } from 'zod/mini';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

const idempotencyHeaderSchema = z.object({ idempotency_key: idempotencyKeyField() });

/**
 * Checkout (issue #12): what the signed-in homeowner's cart costs now, and buying it. The client
 * sends no money: prices, discount, shipping and tax are the server's.
 */
export const checkoutRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/checkout/summary', access('homeowner'), async (request): Promise<CheckoutSummaryResponse> => {
    const query = validate(checkoutSummaryQuerySchema, request.query);
    const summary = await ctx.checkout.summary(sessionOf(request).user.id, query.coupon_code);
    return { success: true, message: '', data: summary };
  });

  app.post('/api/checkout', access('homeowner'), async (request, reply) => {
    const { idempotency_key: key } = validate(idempotencyHeaderSchema, {
      idempotency_key: request.headers['idempotency-key'],
    });
    const input = validate(placeOrderRequestSchema, request.body);
    const answer = await ctx.checkout.placeOrderOnce(sessionOf(request).user.id, key, input);
    return reply.code(answer.status).send(answer.body);
  });
};
