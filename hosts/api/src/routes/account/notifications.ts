import { DEFAULT_PAGE_SIZE, type Envelope, MESSAGES } from '@showroom/contract';
import {
  type Notification,
  type NotificationPageResponse,
  notificationQuerySchema,
  type PendingNotificationsResponse,
} from '@showroom/contract/account';
import { HttpError } from '../../lib/http-error.ts';
import { laravelPaginator } from '../../lib/laravel-paginator.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/** Unread notifications the header shows next to the count. */
const PENDING_SHOWN = 5;

const notFound = () => new HttpError(404, { message: MESSAGES.notFoundFallback });

/** The signed-in user's own notifications (spec §7); another user's id is simply not found. */
export const notificationRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/notification',
    access('homeowner'),
    async (request): Promise<PendingNotificationsResponse | NotificationPageResponse> => {
      const query = validate(notificationQuerySchema, request.query);
      const userId = sessionOf(request).user.id;
      if (query.pending === '1') {
        return {
          success: true,
          message: '',
          data: await ctx.account.pendingNotifications(userId, PENDING_SHOWN),
        };
      }
      const { items, total } = await ctx.account.notificationPage(userId, query.page, query.per_page);
      const keep: Record<string, string> =
        query.per_page === DEFAULT_PAGE_SIZE ? {} : { per_page: String(query.per_page) };
      const path = `${ctx.platformOrigin}/api/notification`;
      const data = laravelPaginator(items, total, { page: query.page, perPage: query.per_page, path, keep });
      return { success: true, message: '', data };
    },
  );

  app.put('/api/notification/:id', access('homeowner'), async (request): Promise<Envelope<Notification>> => {
    const { id } = request.params as { id: string };
    if (!/^\d{1,9}$/.test(id)) throw notFound();
    const notification = await ctx.account.markNotificationRead(sessionOf(request).user.id, Number(id));
    if (!notification) throw notFound();
    return { success: true, message: '', data: notification };
  });
};
