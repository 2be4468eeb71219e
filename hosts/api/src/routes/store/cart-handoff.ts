import {
  CART_MESSAGES,
  type CartHandoffRedeemResponse,
  type CartHandoffResponse,
  cartHandoffRedeemSchema,
  cartHandoffRequestSchema,
} from '@showroom/contract/cart';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * Cart hand-off (contract `CART_HANDOFF`, decision 0076): an embed on a pro's site asks for a one-time
 * code for its visitor's cart; the shell on the platform origin trades the code for the cart's token.
 */
export const cartHandoffRoutes: AppRoutes = async (app, { ctx }) => {
  app.post(
    '/api/projectCart/handoff',
    access('homeownerOrVisitor'),
    async (request): Promise<CartHandoffResponse> => {
      const { temp_project_id } = validate(cartHandoffRequestSchema, request.body);
      const code = await ctx.projects.handOffCart(temp_project_id);
      if (!code) throw new HttpError(404, { message: CART_MESSAGES.notFound });
      return { success: true, message: '', data: { code } };
    },
  );

  app.post(
    '/api/projectCart/handoff/redeem',
    access('public'),
    async (request): Promise<CartHandoffRedeemResponse> => {
      await takeOrThrow([ctx.limits.handoffRedeemsPerIp, request.ip]);
      const { code } = validate(cartHandoffRedeemSchema, request.body);
      const token = await ctx.projects.takeHandedOffCart(code);
      if (!token) throw fieldError('code', CART_MESSAGES.handoffCodeInvalid);
      return { success: true, message: '', data: { temp_project_id: token } };
    },
  );
};
