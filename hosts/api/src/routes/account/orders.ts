import { DEFAULT_PAGE_SIZE, formatMessage, MESSAGES } from '@showroom/contract';
import { usStateOf } from '@showroom/contract/account';
import {
  ORDER_MESSAGES,
  type OrderDetailResponse,
  type OrderPageResponse,
  orderAddressChangeRequestSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
} from '@showroom/contract/orders';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { laravelPaginator } from '../../lib/laravel-paginator.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

const notFound = () => new HttpError(404, { message: MESSAGES.notFoundFallback });

/**
 * The signed-in homeowner's own orders (issue #12): the list, one order, and its address change
 * (decision 0079) and cancellation within the window. Another homeowner's order id is simply not found.
 */
export const orderRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/orders', access('homeowner'), async (request): Promise<OrderPageResponse> => {
    const query = validate(orderListQuerySchema, request.query);
    const { items, total } = await ctx.orders.page(sessionOf(request).user.id, query.page, query.per_page);
    const keep: Record<string, string> =
      query.per_page === DEFAULT_PAGE_SIZE ? {} : { per_page: String(query.per_page) };
    const path = `${ctx.platformOrigin}/api/orders`;
    const data = laravelPaginator(items, total, { page: query.page, perPage: query.per_page, path, keep });
    return { success: true, message: '', data };
  });

  app.get('/api/orders/:id', access('homeowner'), async (request): Promise<OrderDetailResponse> => {
    const { id } = validate(orderIdParamsSchema, request.params);
    const order = await ctx.orders.detailFor(sessionOf(request).user.id, id);
    if (!order) throw notFound();
    return { success: true, message: '', data: order };
  });

  app.put('/api/orders/:id/address', access('homeowner'), async (request): Promise<OrderDetailResponse> => {
    const { id } = validate(orderIdParamsSchema, request.params);
    const address = validate(orderAddressChangeRequestSchema, request.body);
    const userId = sessionOf(request).user.id;
    const outcome = await ctx.orders.changeAddress(userId, id, address);
    switch (outcome.kind) {
      case 'notFound':
        throw notFound();
      case 'cancelled':
        throw new HttpError(422, { message: ORDER_MESSAGES.alreadyCancelled });
      case 'windowOver':
        throw new HttpError(422, { message: ORDER_MESSAGES.addressChangeWindowOver });
      case 'otherState': {
        const state = usStateOf(outcome.state)?.name ?? outcome.state;
        throw fieldError('state', formatMessage(ORDER_MESSAGES.addressOtherState, { state }));
      }
      case 'changed': {
        const order = await ctx.orders.detailFor(userId, id);
        if (!order) throw notFound();
        return { success: true, message: ORDER_MESSAGES.addressChanged, data: order };
      }
    }
  });

  app.post('/api/orders/:id/cancel', access('homeowner'), async (request): Promise<OrderDetailResponse> => {
    const { id } = validate(orderIdParamsSchema, request.params);
    const outcome = await ctx.flows.cancelOrder(sessionOf(request).user.id, id);
    switch (outcome.kind) {
      case 'notFound':
        throw notFound();
      case 'alreadyCancelled':
        throw new HttpError(422, { message: ORDER_MESSAGES.alreadyCancelled });
      case 'windowOver':
        throw new HttpError(422, { message: ORDER_MESSAGES.cancelWindowOver });
      case 'cancelled':
        if (outcome.refundError) {
          // The order stays cancelled; the payment row still says captured, so the refund can be found and redone.
          request.log.error({ err: outcome.refundError, orderId: id }, 'refund of a cancelled order failed');
        }
        return {
          success: true,
          message: outcome.refundError ? ORDER_MESSAGES.refundDelayed : ORDER_MESSAGES.orderCancelled,
          data: outcome.order,
        };
    }
  });
};
