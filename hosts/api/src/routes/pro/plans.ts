import { idempotencyHeaderSchema } from '@showroom/contract/checkout';
import {
  PLAN_MESSAGES,
  type PlanBillingResponse,
  planCancelQuerySchema,
  planPurchaseRequestSchema,
} from '@showroom/contract/pro';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * The console's plans and billing (issue #23, item 9): `GET /api/pro/plans` (plans, receipts, saved
 * card), `POST /api/pro/plans` (buy, with an Idempotency-Key), `DELETE /api/pro/plans?plan=` (cancel
 * the renewal). Always the signed-in pro's own billing: no id is taken from the caller.
 */
export const planRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/pro/plans', access('pro'), async (request): Promise<PlanBillingResponse> => {
    return { success: true, message: '', data: await ctx.plans.billing(sessionOf(request).user.id) };
  });

  app.post('/api/pro/plans', access('pro'), async (request, reply): Promise<PlanBillingResponse> => {
    const { idempotency_key: key } = validate(idempotencyHeaderSchema, {
      idempotency_key: request.headers['idempotency-key'],
    });
    const input = validate(planPurchaseRequestSchema, request.body);
    const data = await ctx.plans.purchase(sessionOf(request).user.id, key, input);
    reply.code(201);
    return { success: true, message: PLAN_MESSAGES.purchased, data };
  });

  app.delete('/api/pro/plans', access('pro'), async (request): Promise<PlanBillingResponse> => {
    const { plan } = validate(planCancelQuerySchema, request.query);
    const data = await ctx.plans.cancel(sessionOf(request).user.id, plan);
    return { success: true, message: PLAN_MESSAGES.cancelled, data };
  });
};
