import {
  type CheckoutSummaryResponse,
  checkoutSummaryQuerySchema,
  idempotencyHeaderSchema,
  placeOrderRequestSchema,
} from '@showroom/contract/checkout';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { countNewCheckoutKey, refuseUnverifiedBuyer } from './checkout-pre-checks.ts';

/**
 * Checkout (issue #12): what the signed-in homeowner's cart costs now, and buying it. The client
 * sends no money: prices, discount, shipping and tax are the server's.
 */
export const checkoutRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/checkout/summary', access('homeowner'), async (request): Promise<CheckoutSummaryResponse> => {
    const query = validate(checkoutSummaryQuerySchema, request.query);
    const summary = await ctx.checkout.summary(sessionOf(request).user.id, query);
    return { success: true, message: '', data: summary };
  });

  app.post('/api/checkout', access('homeowner'), async (request, reply) => {
    const { user } = sessionOf(request);
    refuseUnverifiedBuyer(user);
    const { idempotency_key: key } = validate(idempotencyHeaderSchema, {
      idempotency_key: request.headers['idempotency-key'],
    });
    const input = validate(placeOrderRequestSchema, request.body);
    const answer = await ctx.checkout.placeOrderOnce(user.id, key, input, () =>
      countNewCheckoutKey(ctx.limits, user.id),
    );
    return reply.code(answer.status).send(answer.body);
  });
};
