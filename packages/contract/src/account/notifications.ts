import { DEFAULT_PAGE_SIZE, envelopeSchema, intField, MAX_ID, paginatorSchema } from '@showroom/contract';
import { z } from 'zod/mini';

export const notificationSchema = z.object({
  id: z.int(),
  title: z.string(),
  message: z.string(),
  /** A platform path the notification is about, e.g. `/your_orders`; null when none. */
  link: z.nullable(z.string()),
  read_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const MAX_PAGE_SIZE = 100;

/** `GET /api/notification`: `pending=1` for the header's count, otherwise a page (default size 10). */
export const notificationQuerySchema = z.object({
  pending: z.optional(z.enum(['0', '1'])),
  page: z._default(intField('page', 1, MAX_ID), 1),
  per_page: z._default(intField('per page', 1, MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
});
export type NotificationQuery = z.input<typeof notificationQuerySchema>;

/** `pending=1`: the unread count and the newest unread ones. */
export const pendingNotificationsResponseSchema = envelopeSchema(
  z.object({ count: z.int(), data: z.array(notificationSchema) }),
);
export type PendingNotificationsResponse = z.infer<typeof pendingNotificationsResponseSchema>;

export const notificationPageResponseSchema = envelopeSchema(paginatorSchema(notificationSchema));
export type NotificationPageResponse = z.infer<typeof notificationPageResponseSchema>;

/** `PUT /api/notification/{id}`: marks it read and answers with it. */
export const notificationUpdateResponseSchema = envelopeSchema(notificationSchema);
