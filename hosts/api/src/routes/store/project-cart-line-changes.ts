import {
  CART_MESSAGES,
  cartIdParamsSchema,
  destroyCartLineQuerySchema,
  type ProjectCart,
  type ProjectCartResponse,
  updateCartRequestSchema,
} from '@showroom/contract/cart';
import { HttpError } from '../../lib/http-error.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AppRoutes } from '../route-options.ts';
import { cartCallerOf } from './cart-caller.ts';

/** A line that is not in one of the caller's carts is answered like no line at all (never revealed). */
function orNotFound(cart: ProjectCart | null): ProjectCart {
  if (!cart) throw new HttpError(404, { message: CART_MESSAGES.lineNotFound });
  return cart;
}

/**
 * Changing the cart's lines (spec §7): `update_cart` sets a line's quantity (the quantity box),
 * `cart/destroy/{id}` removes a line. A visitor's line is theirs by the cart token, a signed-in user's by
 * ownership. `showroom` is checked but does not move the cart: only adding does (docs/decisions.md).
 */
export const projectCartLineChangesRoutes: AppRoutes = async (app, { ctx }) => {
  app.post(
    '/api/projectCart/update_cart',
    access('homeownerOrVisitor'),
    async (request): Promise<ProjectCartResponse> => {
      await takeOrThrow([ctx.limits.cartChangesPerIp, request.ip]);
      const input = validate(updateCartRequestSchema, request.body);
      const caller = cartCallerOf(request, input.temp_project_id);
      const cart = orNotFound(await ctx.projects.setLineQty(caller, input.id, input.qty));
      return { success: true, message: CART_MESSAGES.cartUpdated, data: cart };
    },
  );

  app.delete(
    '/api/cart/destroy/:id',
    access('homeownerOrVisitor'),
    async (request): Promise<ProjectCartResponse> => {
      await takeOrThrow([ctx.limits.cartChangesPerIp, request.ip]);
      const { id } = validate(cartIdParamsSchema, request.params);
      const query = validate(destroyCartLineQuerySchema, request.query);
      const caller = cartCallerOf(request, query.temp_project_id);
      const cart = orNotFound(await ctx.projects.removeLine(caller, id));
      return { success: true, message: CART_MESSAGES.itemRemoved, data: cart };
    },
  );
};
