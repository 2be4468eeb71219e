import { MESSAGES } from '@showroom/contract';
import {
  ORDER_MESSAGES,
  type OrderItemStatusResponse,
  type OrderItemsResponse,
  orderIdParamsSchema,
  orderItemStatusRequestSchema,
} from '@showroom/contract/orders';
import { HttpError } from '../../lib/http-error.ts';
import { isPlainItemStatus } from '../../modules/orders/index.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

const notFound = () => new HttpError(404, { message: MESSAGES.notFoundFallback });

/**
 * An order's items as each role sees them, and their status changes (issue #12, spec §2 and §4).
 * Every role calls these, so the level is any active account (an admin past the OTP step); who may
 * see or change what is decided per order and item, and anyone else gets a 404.
 */
export const orderItemRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/orders/:id/items', access('activeAccount'), async (request): Promise<OrderItemsResponse> => {
    const { id } = validate(orderIdParamsSchema, request.params);
    const items = await ctx.orders.itemsFor(sessionOf(request).user, id);
    if (!items) throw notFound();
    return { success: true, message: '', data: items };
  });

  app.put(
    '/api/order_items/:id/status',
    access('activeAccount'),
    async (request): Promise<OrderItemStatusResponse> => {
      const { id } = validate(orderIdParamsSchema, request.params);
      const { status } = validate(orderItemStatusRequestSchema, request.body);
      const { user } = sessionOf(request);
      // 'Cancle', 'Decline' and 'Returned' restock and refund: the cancel-order-item flow; any other
      // status is the orders module's.
      const outcome = isPlainItemStatus(status)
        ? await ctx.orders.setItemStatus(user, id, status)
        : await ctx.flows.cancelOrderItem(user, id, status);
      if (outcome.kind === 'notFound') throw notFound();
      if (outcome.kind === 'notAllowed') {
        throw new HttpError(403, { message: ORDER_MESSAGES.statusNotAllowed });
      }
      if (outcome.refundError) {
        // The item stays cancelled; its refund stays pending in payment_refunds for the payment settler.
        request.log.error(
          { err: outcome.refundError, orderItemId: id },
          'refund of a cancelled order item failed',
        );
      }
      return {
        success: true,
        message: outcome.refundDelayed ? ORDER_MESSAGES.itemRefundDelayed : ORDER_MESSAGES.statusUpdated,
        data: outcome.item,
      };
    },
  );
};
